/* Generated from schemas/ by `npm run gen:types`. Do not edit: change the schema and run it again. */

/**
 * The environment variables the server reads (README 'Configuration (environment)'), parsed once at start by src/server/env.ts: a value this schema refuses stops the start with its line. An empty value is the same as unset. Rules between variables (a public HOST, production's SMTP_URL and providers) are checked on the parsed values by the start's own checks.
 */
export interface ServerEnv {
  /**
   * production removes the dev outbox, the sandbox actions, /api/docs and the source maps.
   */
  NODE_ENV?: string;
  /**
   * The address to listen on (127.0.0.1).
   */
  HOST?: string;
  /**
   * The port to listen on (8080).
   */
  PORT?: string;
  /**
   * The embedded store's data directory (./data).
   */
  DATA_DIR?: string;
  /**
   * PostgreSQL instead of the embedded store.
   */
  DATABASE_URL?: string;
  DATABASE_POOL_SIZE?: string;
  DATABASE_CONNECT_TIMEOUT_MS?: string;
  DATABASE_STATEMENT_TIMEOUT_MS?: string;
  SHUTDOWN_DELAY_MS?: string;
  SHUTDOWN_TIMEOUT_MS?: string;
  /**
   * How often each instance closes orders whose window ended and sends due merchant webhooks (5000); at least 50.
   */
  WEBHOOK_POLL_MS?: string;
  METRICS_PORT?: string;
  METRICS_HOST?: string;
  METRICS_TOKEN?: string;
  SMTP_URL?: string;
  MAIL_FROM?: string;
  DATA_KEY?: string;
  /**
   * The HMAC-SHA256 key quotes are sealed under (src/server/server-keys.ts): 32 random bytes in base64, the same on every instance; required in production.
   */
  QUOTE_KEY?: string;
  CORS_ORIGINS?: string;
  TRUST_PROXY?: string;
  /**
   * public: run the sandbox on purpose on a public address, or its adapters in production (a public demo).
   */
  GANGWAY_SANDBOX?: '' | 'public';
  /**
   * The secret config/providers.json names for the sandbox's event signatures.
   */
  SANDBOX_SIGNING_SECRET?: string;
  GANGWAY_DOCS?: '' | 'on';
  GANGWAY_SOURCE_MAPS?: '' | 'on';
  GANGWAY_CONFIG_DIR?: string;
  WEB_ROOT?: string;
  SERVE_WEB?: '' | 'true' | 'false';
  LOG_LEVEL?: '' | 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
}
