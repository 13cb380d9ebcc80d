import type { FastifyPluginAsync } from 'fastify';
import { constants } from '../../shared/config/constants';
import type { ProviderEventParams, ProviderEventReceipt } from '../../shared/generated/api/providers.schema';
import { ok } from '../envelope';
import { refuse } from '../refusals';
import { answers, apiRef } from './schemaRefs';

/**
 * POST /providers/{adapter}/events (docs/providers.md 'Events in'): a provider's webhook. The raw
 * bytes are kept as they came, whatever their type, for the adapter to verify its signature over
 * them; a verified event is in the inbox before the 2xx, and applied later by the apply job. A body
 * no adapter of that name verifies is refused with 401 and counted; nothing of it is stored.
 */
export const providerEventRoutes: FastifyPluginAsync = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post<{ Params: ProviderEventParams }>(
    '/providers/:adapter/events',
    {
      bodyLimit: constants.requestBodyMaxBytes.providerEvent,
      schema: { tags: ['providers'], params: apiRef('providers', 'providerEventParams'), response: answers('providers', 'providerEventReceiptResponse') },
    },
    async (request) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const receipt = await app.settlement.receive(request.params.adapter, rawBody, request.headers);
      if (receipt.kind === 'unknownAdapter') refuse('notFound', { field: 'adapter' });
      if (receipt.kind === 'refused') refuse('providerEventSignature');
      return ok<ProviderEventReceipt>({ received: receipt.received });
    },
  );
};
