import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { WebhookDeliveriesQuery, WebhookReplayBody } from '../../shared/generated/api/merchant-webhooks.schema';
import type { Merchant } from '../../shared/generated/merchants.schema';
import { merchantByAppId, merchantSecret } from '../config';
import { ok } from '../envelope';
import { ApiError } from '../errors';
import { checkMerchantRequest } from '../services/merchantLinks';
import { recentDeliveries, replayEvent, replaySince } from '../services/webhooks/merchant-deliveries';
import { webhookEndpoints } from '../services/webhooks/webhook-endpoints';
import { answers, apiRef } from './schemaRefs';

/** Events answered when the merchant names no limit. */
const defaultDeliveriesLimit = 50;

/** The merchant a server call names, once its signature over every other parameter checks out (like GET /merchant/order). */
function signedMerchant(app: FastifyInstance, parameters: Record<string, string>): Merchant {
  const merchant = merchantByAppId(app.config, parameters.appId);
  if (!merchant) throw new ApiError('unauthorized');
  checkMerchantRequest(merchant, merchantSecret(app.config, merchant), parameters, app.now());
  return merchant;
}

/**
 * The merchant server's webhook calls (docs/embedding.md "Webhooks"), signed with the merchant
 * secret and a fresh timestamp like GET /merchant/order: its recent events with their deliveries,
 * and a replay of one event or of every event since a time.
 */
export const merchantWebhookRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: WebhookDeliveriesQuery }>(
    '/merchant/webhooks/deliveries',
    {
      schema: {
        tags: ['merchants'],
        querystring: apiRef('merchant-webhooks', 'webhookDeliveriesQuery'),
        response: answers('merchant-webhooks', 'webhookDeliveriesResponse'),
      },
    },
    async (request) => {
      const merchant = signedMerchant(app, { ...request.query });
      const limit = request.query.limit === undefined ? defaultDeliveriesLimit : Number(request.query.limit);
      return ok({ events: await recentDeliveries(app.db, merchant.appId, limit) });
    },
  );

  app.post<{ Body: WebhookReplayBody }>(
    '/merchant/webhooks/replay',
    {
      schema: {
        tags: ['merchants'],
        body: apiRef('merchant-webhooks', 'webhookReplayBody'),
        response: answers('merchant-webhooks', 'webhookReplayResponse'),
      },
    },
    async (request) => {
      const body = request.body;
      const merchant = signedMerchant(app, { ...body } as Record<string, string>);
      if (!webhookEndpoints(app.config).has(merchant.appId)) throw new ApiError('webhookNotConfigured');
      const now = app.now();
      if (body.eventId !== undefined) return ok(await replayEvent(app.db, merchant.appId, body.eventId, now));
      return ok(await replaySince(app.db, merchant.appId, Number(body.since), now));
    },
  );
};
