import type { FastifyInstance } from 'fastify';
import type { Merchant } from '../../shared/generated/merchants.schema';
import { merchantByAppId } from '../config';
import { ApiError } from '../errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The merchant of the `appid` header (product §6: a merchant-embedded session sends it); recorded on orders. */
    merchant?: Merchant;
  }
}

/** Resolves the appid header; an app id no merchant has is refused rather than silently ignored. */
export function setupMerchantHeader(app: FastifyInstance): void {
  app.decorateRequest('merchant', undefined);
  app.addHook('preValidation', (request, _reply, done) => {
    const appId = request.headers.appid;
    if (typeof appId !== 'string' || appId === '') return done();
    const merchant = merchantByAppId(app.config, appId);
    if (!merchant) return done(new ApiError('unauthorized'));
    request.merchant = merchant;
    done();
  });
}
