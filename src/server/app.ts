import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { constants } from '../shared/config/constants';
import { serverConfigFromEnv, type ServerConfig } from './config';
import type { LogOutput } from './log-output';
import { loggerOptions } from './logger';
import { collectRoutes, publishOpenapi } from './openapi/publishOpenapi';
import { stdoutLogOutput } from './stdout-log';
import { apiPrefix } from './paths';
import { setupRawJsonBody } from './plugins/auth';
import { clientErrorEnvelope } from './plugins/client-errors';
import { setupEmptyBody } from './plugins/empty-body';
import { setupCors } from './plugins/cors';
import { frameworkErrorEnvelope, setupEnvelope } from './plugins/envelope';
import { setupMerchantHeader } from './plugins/merchant';
import { setupRefusedBodyDrain } from './plugins/refused-body';
import { setupRequestGuard } from './plugins/request-guard';
import { setupSecurityHeaders } from './plugins/security-headers';
import { loadApiSchemas, setupSchemas } from './plugins/schemas';
import { routes } from './routes';
import { fastifyTrustProxy } from './trust-proxy';
import { sealPlainPayoutAccounts } from './services/payout/sealed-accounts';
import { createMetrics, type Metrics } from './metrics/metrics';
import { setupProviders } from './plugins/providers';
import { setupSettlement } from './plugins/settlement';
import type { Providers } from './providers';
import { setupMetrics } from './metrics/setupMetrics';
import { operationsRoutes } from './operations/operationsRoutes';
import { createReadiness, type Readiness } from './operations/readiness';
import { sharedRateLimit, type SharedRateLimit } from './services/rate-limits';
import { requestIdGenerator, setupRequestIdHeader } from './plugins/request-id';
import { OneLinePerRequest } from './plugins/request-log';
import type { Db } from './store/db';
import { loadMigrations, type Migration } from './store/migrate';
import { watchWrites } from './store/watched';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: ServerConfig;
    /** The server clock in epoch ms; tests pass their own to step over expiries. */
    now: () => number;
    /** Whether this instance should get traffic (GET /api/health/ready); the shutdown turns it to draining first. */
    readiness: Readiness;
    /** Prometheus metrics of this app (served at /metrics with METRICS_TOKEN, or on METRICS_PORT). */
    metrics: Metrics;
    /** This instance's count of visitors' quotes per client ip (constants.visitorQuoteLimit), merged into the store's. */
    visitorQuoteCounts: SharedRateLimit;
  }
}

export interface BuildAppOptions {
  db: Db;
  config?: ServerConfig;
  providers?: Partial<Providers>;
  clock?: () => number;
  logger?: FastifyServerOptions['logger'];
  /** Where the log goes when `logger` is not given: a bounded LogOutput, on stdout unless given (serve.ts passes the one it flushes at exit). */
  logOutput?: LogOutput;
  /** The migrations readiness expects the store to have: store/migrations by default. */
  migrations?: readonly Migration[];
}

/**
 * The API: external plugins, then app plugins (envelope and errors, request ids, metrics, schemas,
 * raw body for the sign check, merchant header), then every route module of routes/index.ts and
 * the operations routes (health, environment) under /api.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const config = options.config ?? serverConfigFromEnv();
  const now = options.clock ?? Date.now;
  const trustProxy = fastifyTrustProxy(config.trustProxy);
  const logOutput = options.logger === undefined ? (options.logOutput ?? stdoutLogOutput(config.env)) : undefined;
  const app: FastifyInstance = Fastify({
    logger: logOutput ? { ...loggerOptions(), stream: logOutput } : options.logger,
    frameworkErrors: frameworkErrorEnvelope(() => app),
    clientErrorHandler: clientErrorEnvelope(() => app),
    trustProxy,
    genReqId: requestIdGenerator(trustProxy),
    // One line per request instead of Fastify's two (plugins/request-log.ts).
    logController: new OneLinePerRequest(),
    // Routes that need more (photo uploads) or less (login) say so with their own bodyLimit.
    bodyLimit: constants.requestBodyMaxBytes.default,
    // While draining, a request on a kept-alive connection is still answered (with Connection: close), not refused with a bare 503.
    return503OnClosing: false,
  });
  const { db, writes } = watchWrites(options.db, now);
  const metrics = createMetrics(db, logOutput);
  logOutput?.reportDropsWith((dropped) => app.log.warn({ droppedLines: dropped }, 'log output is flowing again: lines were dropped while it was stalled'));
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('now', now);
  await setupProviders(app, { db, config, now, metrics, given: options.providers });
  app.decorate('metrics', metrics);
  setupSettlement(app);
  app.decorate('readiness', createReadiness({ db, writes, migrations: options.migrations ?? loadMigrations(), now }));
  // Each quote asks the prices provider and can hold an order to its price, so a visitor's quotes are counted per client ip.
  app.decorate('visitorQuoteCounts', sharedRateLimit(db, { bucket: 'visitor-quote', ...constants.visitorQuoteLimit }, now));
  // What this instance counted and has not merged yet goes to the store before it stops.
  app.addHook('onClose', async () => {
    await app.visitorQuoteCounts.flush();
  });

  const apiSchemas = loadApiSchemas();
  const registered = collectRoutes(app);

  setupEnvelope(app);
  setupRequestIdHeader(app);
  setupMetrics(app, metrics, config.env.METRICS_TOKEN);
  setupRequestGuard(app);
  setupRefusedBodyDrain(app);
  setupCors(app, config.corsOrigins);
  setupSecurityHeaders(app, config.merchants);
  setupSchemas(app, apiSchemas);
  setupRawJsonBody(app);
  setupEmptyBody(app);
  setupMerchantHeader(app);

  await app.register(
    async (api) => {
      for (const route of routes) await api.register(route);
      await api.register(operationsRoutes);
    },
    { prefix: apiPrefix },
  );
  await publishOpenapi(app, registered, apiSchemas);
  // Accounts saved before payout accounts were sealed at rest (migration 066) are sealed before the first request.
  app.addHook('onReady', async () => {
    const sealed = await sealPlainPayoutAccounts(db, config.dataKey);
    if (sealed > 0) app.log.info({ sealed }, 'sealed payout accounts stored in plain');
  });
  return app;
}
