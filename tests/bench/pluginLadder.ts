/**
 * The apps of `npm run bench:plugins`: Fastify with Gangway's options and the app's plugins up to a
 * rung (in the order of buildApp in src/server/app.ts), answering the do-nothing route
 * GET /api/index/client/ip as lists.ts does. Each rung is one more plugin than the one before, so
 * the difference between two neighbours' figures is what that plugin costs a request. Run as a
 * script with PLUGIN_RUNG set, it serves that rung on PORT; with `--names`, it prints the rungs'
 * names as JSON (scripts start the server's code as a process, never import it).
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { constants } from '../../src/shared/config/constants';
import { serverConfigFromEnv } from '../../src/server/config';
import { ok } from '../../src/server/envelope';
import { loggerOptions } from '../../src/server/logger';
import { createMetrics } from '../../src/server/metrics/metrics';
import { setupMetrics } from '../../src/server/metrics/setupMetrics';
import { setupRawJsonBody } from '../../src/server/plugins/auth';
import { setupCors } from '../../src/server/plugins/cors';
import { setupEmptyBody } from '../../src/server/plugins/empty-body';
import { setupEnvelope } from '../../src/server/plugins/envelope';
import { setupMerchantHeader } from '../../src/server/plugins/merchant';
import { setupRefusedBodyDrain } from '../../src/server/plugins/refused-body';
import { setupRequestGuard } from '../../src/server/plugins/request-guard';
import { requestIdGenerator, setupRequestIdHeader } from '../../src/server/plugins/request-id';
import { OneLinePerRequest } from '../../src/server/plugins/request-log';
import { loadApiSchemas, setupSchemas } from '../../src/server/plugins/schemas';
import { setupSecurityHeaders } from '../../src/server/plugins/security-headers';
import { answers } from '../../src/server/routes/schemaRefs';
import type { LogOutput } from '../../src/server/log-output';
import { stdoutLogOutput } from '../../src/server/stdout-log';
import { fastifyTrustProxy } from '../../src/server/trust-proxy';
import type { Db } from '../../src/server/store/db';

const config = serverConfigFromEnv();
const trustProxy = fastifyTrustProxy(config.trustProxy);

interface Rung {
  name: string;
  /** The Fastify options it adds; the request log writes to `log`. */
  options?: (log: LogOutput) => FastifyServerOptions;
  setup?: (app: FastifyInstance) => void;
  /** From this rung on, the route answers through its response schema. */
  routeSchema?: true;
}

/** What each rung adds to the one before: its Fastify options, then its setup on the app. */
export const rungs: Rung[] = [
  { name: "Fastify, Gangway's route and body limit", options: () => ({ bodyLimit: constants.requestBodyMaxBytes.default, return503OnClosing: false }) },
  { name: 'client address (trustProxy)', options: () => ({ trustProxy }) },
  { name: 'request ids (genReqId)', options: () => ({ genReqId: requestIdGenerator(trustProxy) }) },
  {
    name: 'request log (a line per request)',
    options: (log) => ({ logger: { ...loggerOptions(), stream: log }, logController: new OneLinePerRequest() }),
  },
  { name: 'envelope (language, translator, error handler)', setup: (app) => setupEnvelope(app) },
  { name: 'request id header', setup: setupRequestIdHeader },
  // The metrics read no table on a request: the store is asked only when /metrics is scraped.
  { name: 'metrics', setup: (app) => setupMetrics(app, createMetrics({} as Db, undefined), undefined) },
  { name: 'request guard', setup: setupRequestGuard },
  { name: 'refused body drain', setup: setupRefusedBodyDrain },
  { name: 'CORS', setup: (app) => setupCors(app, config.corsOrigins) },
  { name: 'security headers', setup: (app) => setupSecurityHeaders(app, config.merchants) },
  { name: 'schemas (the route answers through its response schema)', setup: (app) => setupSchemas(app, loadApiSchemas()), routeSchema: true },
  { name: 'raw JSON body', setup: setupRawJsonBody },
  { name: 'empty body', setup: setupEmptyBody },
  { name: 'merchant header', setup: setupMerchantHeader },
];

/** The app of rung `rung` (an index of rungs), its request log written to `log`; not listening. */
export async function buildRung(rung: number, log: LogOutput): Promise<FastifyInstance> {
  const chosen = rungs.slice(0, rung + 1);
  const options = Object.assign({ logger: false }, ...chosen.map((step) => step.options?.(log) ?? {})) as FastifyServerOptions;
  const app = Fastify(options);
  app.decorate('config', config);
  for (const step of chosen) step.setup?.(app);
  const withSchema = chosen.some((step) => step.routeSchema);
  await app.register(
    async (api) => {
      api.get('/index/client/ip', withSchema ? { schema: { response: answers('lists', 'clientIpResponse') } } : {}, async (request) => ok({ ip: request.ip }));
    },
    { prefix: '/api' },
  );
  return app;
}

async function main(): Promise<void> {
  const app = await buildRung(Number(process.env.PLUGIN_RUNG), stdoutLogOutput(config.env));
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
  // Stopped by the bench with SIGTERM: an exit of its own, so that node --cpu-prof writes its profile.
  process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

if (process.argv.includes('--names')) console.log(JSON.stringify(rungs.map((rung) => rung.name)));
else if (process.env.PLUGIN_RUNG !== undefined) await main();
