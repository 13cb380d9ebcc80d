import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { MerchantOrderQuery, MerchantParamsQuery } from '../../shared/generated/api/merchant.schema';
import { merchantByAppId, merchantSecret } from '../config';
import { ok } from '../envelope';
import { ApiError } from '../errors';
import { optionalSession } from '../plugins/auth';
import { describeValidation } from '../plugins/envelope';
import { attributionExpiry, bindSessionToMerchant } from '../services/merchant-sessions';
import { checkMerchantLink, checkMerchantRequest } from '../services/merchantLinks';
import { merchantOrder } from '../services/orders/merchant-order';
import { answers, apiRef, errorResponses } from './schemaRefs';

/**
 * A link the query schema refuses (type=swap, a malformed signature or nonce) is refused like any
 * other: 40000 naming the parameter, with invalid_value and that parameter as the reason.
 */
function refuseMalformedLink(request: FastifyRequest): void {
  const error = request.validationError;
  if (!error) return;
  const [first] = describeValidation(error.validation, error.validationContext);
  const field = first?.field ?? 'query';
  throw new ApiError('validationFailed', { field, reason: first?.reason ?? 'is invalid' }, undefined, { reason: 'invalid_value', field });
}

/**
 * Product §7 GET /merchant/params/check: the embedded checkout asks whether its merchant link is genuine
 * (docs/embedding.md: 40301 signature, 40302 redirect, 40303 unknown merchant, 40304 unusable
 * value), and a refusal's data says why in a closed list of reasons.
 */
export const merchantRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: MerchantParamsQuery }>(
    '/merchant/params/check',
    {
      attachValidation: true,
      schema: {
        tags: ['merchants'],
        querystring: apiRef('merchant', 'merchantParamsQuery'),
        response: { 200: apiRef('merchant', 'merchantCheckResponse'), '4xx': apiRef('merchant', 'merchantRefusalEnvelope'), '5xx': errorResponses['5xx'] },
      },
      preHandler: optionalSession,
    },
    async (request) => {
      refuseMalformedLink(request);
      const query = request.query as Record<string, string>;
      const merchant = merchantByAppId(app.config, query.appId);
      const now = app.now();
      const check = await checkMerchantLink(app.db, {
        merchant,
        secret: merchant && merchantSecret(app.config, merchant),
        query,
        now,
        catalog: { assets: app.config.assets, networks: app.config.networks },
      });
      // A signed-in buyer's session now comes from this merchant's accepted link: its orders are the merchant's.
      if (request.user && merchant) await bindSessionToMerchant(app.db, request.user.tokenHash, merchant.appId, attributionExpiry(check, merchant, now), now);
      return ok(check);
    },
  );

  /**
   * GET /merchant/order: the merchant's server confirms an order its checkout placed (docs/embedding.md
   * "Confirming orders"), since a postMessage from the buyer's browser proves nothing. Signed with
   * the merchant secret over appId, orderNo and timestamp; another merchant's order is not found.
   */
  app.get<{ Querystring: MerchantOrderQuery }>(
    '/merchant/order',
    { schema: { tags: ['merchants'], querystring: apiRef('merchant', 'merchantOrderQuery'), response: answers('merchant', 'merchantOrderResponse') } },
    async (request) => {
      const query = request.query;
      const merchant = merchantByAppId(app.config, query.appId);
      if (!merchant) throw new ApiError('unauthorized');
      checkMerchantRequest(merchant, merchantSecret(app.config, merchant), { ...query }, app.now());
      return ok(await merchantOrder(app.db, merchant.appId, query.orderNo, app.now()));
    },
  );
};
