import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../errors';
import { signedInUser } from '../plugins/auth';
import { attributedAppId } from '../services/merchant-sessions';
import type { FlowDeps } from '../services/orders/flow-deps';
import { quotablePrice } from '../services/pricing';

/** The flow providers of this app. */
export function flowDeps(app: FastifyInstance): FlowDeps {
  return app.flows;
}

/** The signed-in user's number (requireSession ran as preHandler). */
export function userNoOf(request: FastifyRequest): string {
  return signedInUser(request).userNo;
}

/**
 * The merchant an order this request places is recorded under: the appid header's, only when the
 * session accepted that merchant's link (services/merchant-sessions.ts), else none.
 */
export function orderAppIdOf(app: FastifyInstance, request: FastifyRequest): Promise<string | null> {
  return attributedAppId(app.db, signedInUser(request).tokenHash, request.merchant, app.now());
}

/** Reference price from the prices provider (quotablePrice); a pair it does not quote cannot be refunded or priced. */
export function priceOf(app: FastifyInstance) {
  return async (crypto: string, fiat: string): Promise<string> => {
    const price = await quotablePrice(app.providers.prices, crypto, fiat, app.now());
    if (price === undefined) throw new ApiError('systemError');
    return price;
  };
}
