import type { FastifyPluginAsync } from 'fastify';
import type { MerchantOrderQuery, MerchantParamsQuery } from '../../shared/generated/api/merchant.schema';
import { merchantByAppId, merchantSecret } from '../config';
import { ok } from '../envelope';
import { ApiError } from '../errors';
import { optionalSession } from '../plugins/auth';
import { attributionExpiry, bindSessionToMerchant } from '../services/merchant-sessions';
import { checkMerchantLink, checkMerchantRequest } from '../services/merchantLinks';
import { merchantOrder } from '../services/orders/merchant-order';
import { answers, apiRef } from './schemaRefs';

/**
 * Spec §7 GET /merchant/params/check: the embedded checkout asks whether its merchant link is genuine
 * (docs/embedding.md: 40301 signature, 40302 redirect, 40303 unknown merchant, 40304 unusable value).
 */
export const merchantRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: MerchantParamsQuery }>(
    '/merchant/params/check',
    {
      schema: {
        tags: ['merchants'],
        querystring: apiRef('merchant', 'merchantParamsQuery'),
        response: answers('merchant', 'merchantCheckResponse'),
      },
      preHandler: optionalSession,
    },
    async (request) => {
      const query = request.query as Record<string, string>;
      const merchant = merchantByAppId(app.config, query.appId);
      if (!merchant) throw new ApiError('unauthorized');
      const now = app.now();
      const check = checkMerchantLink(merchant, merchantSecret(app.config, merchant), query, now, { assets: app.config.assets, networks: app.config.networks });
      // A signed-in buyer's session now comes from this merchant's accepted link: its orders are the merchant's.
      if (request.user) await bindSessionToMerchant(app.db, request.user.token, merchant.appId, attributionExpiry(check, merchant, now), now);
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
