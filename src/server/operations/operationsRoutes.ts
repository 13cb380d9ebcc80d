import type { FastifyPluginAsync } from 'fastify';
import { errorEntryByName } from '../../shared/config/errors';
import type { EnvironmentResponse, Health } from '../../shared/generated/api/operations.schema';
import { isProduction } from '../config';
import { ok, type Envelope } from '../envelope';
import { apiRef, errorResponses } from '../routes/schemaRefs';

const tags = ['operations'];
const healthResponse = apiRef('operations', 'healthResponse');

/**
 * Health for load balancers and orchestrators: live (the process answers) and ready (it should get
 * traffic; 503 with the reason otherwise). No sign-in, and nothing about versions, hosts or settings.
 * And for the browser, whether sandbox providers are in use and, outside production, the sandbox wallet's test cards.
 */
export const operationsRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  // The wallet sheet's test cards exist where the sandbox actions do: outside production.
  const walletCards = isProduction(app.config) ? {} : { walletCards: app.config.sandbox.cards };
  app.get('/index/environment', { schema: { tags, response: { 200: apiRef('operations', 'environmentResponse'), ...errorResponses } } }, async () =>
    ok<EnvironmentResponse['data']>({ sandbox: app.sandbox, sandboxKinds: app.sandboxKinds, sandboxNetworks: app.sandboxNetworks, ...walletCards }),
  );

  app.get('/health/live', { schema: { tags, response: { 200: healthResponse, ...errorResponses } } }, async () => ok<Health>({ status: 'live' }));

  app.get(
    '/health/ready',
    { schema: { tags, response: { 200: healthResponse, 503: healthResponse, ...errorResponses } } },
    async (request, reply): Promise<Envelope<Health>> => {
      const answer = await app.readiness.check();
      if (answer.ready) return ok({ status: 'ready' });
      const busy = errorEntryByName('busy');
      reply.status(busy.httpStatus ?? 503);
      return { returnCode: busy.code, returnMsg: request.t(busy.messageKey ?? ''), data: { status: 'notReady', reason: answer.reason }, success: false };
    },
  );
};
