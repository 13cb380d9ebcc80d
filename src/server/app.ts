import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { constants } from '../shared/config/constants';
import { isProduction, serverConfigFromEnv, type ServerConfig } from './config';
import { loggerOptions } from './logger';
import { openapiAuth } from './openapi';
import { apiPrefix } from './paths';
import { setupRawJsonBody } from './plugins/auth';
import { clientErrorEnvelope } from './plugins/client-errors';
import { setupEmptyBody } from './plugins/empty-body';
import { setupCors } from './plugins/cors';
import { frameworkErrorEnvelope, setupEnvelope } from './plugins/envelope';
import { setupMerchantHeader } from './plugins/merchant';
import { setupRequestGuard } from './plugins/request-guard';
import { setupSecurityHeaders } from './plugins/security-headers';
import { loadApiSchemas, setupSchemas } from './plugins/schemas';
import type { Providers } from './providers';
import { outboxMail } from './providers/mail/outbox';
import { smtpMail } from './providers/mail/smtp';
import { sandboxPrices } from './providers/prices/sandbox';
import { routes } from './routes';
import { fastifyTrustProxy } from './trust-proxy';
import { sealPlainPayoutAccounts } from './services/payout/sealed-accounts';
import type { Db } from './store/db';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: ServerConfig;
    providers: Providers;
    /** The server clock in epoch ms; tests pass their own to step over expiries. */
    now: () => number;
  }
}

export interface BuildAppOptions {
  db: Db;
  config?: ServerConfig;
  providers?: Partial<Providers>;
  clock?: () => number;
  logger?: FastifyServerOptions['logger'];
}

function defaultProviders(db: Db, config: ServerConfig, now: () => number): Providers {
  const smtpUrl = config.env.SMTP_URL;
  const from = config.env.MAIL_FROM ?? 'Gangway <no-reply@localhost>';
  return {
    mail: smtpUrl ? smtpMail(smtpUrl, from) : outboxMail(db, now),
    prices: sandboxPrices(config.assets, constants.quoteRefreshCountdownMs),
  };
}

/**
 * The API: external plugins, then app plugins (envelope and errors, schemas, raw body for the sign
 * check, merchant header), then every route module of routes/index.ts under /api.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const config = options.config ?? serverConfigFromEnv();
  const now = options.clock ?? Date.now;
  const app: FastifyInstance = Fastify({
    logger: options.logger ?? loggerOptions(),
    frameworkErrors: frameworkErrorEnvelope(() => app),
    clientErrorHandler: clientErrorEnvelope(() => app),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Routes that need more (photo uploads) or less (login) say so with their own bodyLimit.
    bodyLimit: constants.requestBodyMaxBytes.default,
  });
  app.decorate('db', options.db);
  app.decorate('config', config);
  app.decorate('now', now);
  app.decorate('providers', { ...defaultProviders(options.db, config, now), ...options.providers });

  const apiSchemas = loadApiSchemas();
  const { securitySchemes, transform } = openapiAuth(apiSchemas);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Gangway API',
        version: '1',
        description: `Envelope on every answer; signed calls send token, timestamp and sign (src/shared/sign.ts).${isProduction(config) ? '' : ' Sandbox providers active.'}`,
      },
      servers: [{ url: '/' }],
      components: { securitySchemes },
    },
    transform,
  });
  await app.register(swaggerUi, { routePrefix: `${apiPrefix}/docs` });

  setupEnvelope(app);
  setupRequestGuard(app);
  setupCors(app, config.corsOrigins);
  setupSecurityHeaders(app, config.merchants);
  setupSchemas(app, apiSchemas);
  setupRawJsonBody(app);
  setupEmptyBody(app);
  setupMerchantHeader(app);

  await app.register(
    async (api) => {
      for (const route of routes) await api.register(route);
    },
    { prefix: apiPrefix },
  );
  // Accounts saved before payout accounts were sealed at rest (migration 066) are sealed before the first request.
  app.addHook('onReady', async () => {
    const sealed = await sealPlainPayoutAccounts(options.db, config.dataKey);
    if (sealed > 0) app.log.info({ sealed }, 'sealed payout accounts stored in plain');
  });
  return app;
}
