import type { Merchant } from '../shared/generated/merchants.schema';
import type { GangwayConfig } from '../shared/config/gangwayConfig';
import { gangwayConfig } from '../shared/config/nodeSource';
import { trustProxyFromEnv, type TrustProxy } from './trust-proxy';
import { dataKeyFromEnv, quoteKeyFromEnv } from './server-keys';
import { webhookPollMs } from './env';

/**
 * What the server runs on: the config directory, read once (src/shared/config/nodeSource.ts), and
 * the environment. buildApp decorates the instance with it (`app.config`); tests pass their own.
 */
export interface ServerConfig extends GangwayConfig {
  /** 'production' removes the development outbox and sandbox actions and refuses sandbox secrets. */
  nodeEnv: string;
  /** Environment variables, for per-merchant secrets (MERCHANT_SECRET_<APPID>). */
  env: Record<string, string | undefined>;
  /** Origins of a web app served elsewhere that may call the API from the browser (CORS_ORIGINS). */
  corsOrigins: string[];
  /** Which load balancers may name the client ip with X-Forwarded-For (TRUST_PROXY, see trust-proxy.ts). */
  trustProxy: TrustProxy;
  /** The AES-256 key that seals payout accounts at rest (DATA_KEY; a development key outside production). */
  dataKey: Buffer;
  /** The HMAC-SHA256 key quotes are sealed under (QUOTE_KEY; a development key outside production). */
  quoteKey: Buffer;
  /** WEBHOOK_POLL_MS: how often the order-windows and webhook-delivery jobs run. */
  webhookPollMs: number;
}

export function serverConfigFromEnv(env: Record<string, string | undefined> = process.env, files: GangwayConfig = gangwayConfig): ServerConfig {
  return {
    ...files,
    nodeEnv: env.NODE_ENV ?? 'development',
    env,
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    trustProxy: trustProxyFromEnv(env.TRUST_PROXY),
    dataKey: dataKeyFromEnv(env),
    quoteKey: quoteKeyFromEnv(env),
    webhookPollMs: webhookPollMs(env),
  };
}

export function isProduction(config: ServerConfig): boolean {
  return config.nodeEnv === 'production';
}

/** The merchant of config/merchants.json with this app id, if any. */
export function merchantByAppId(config: ServerConfig, appId: string | undefined): Merchant | undefined {
  return config.merchants.merchants.find((merchant) => merchant.appId === appId);
}

/** MERCHANT_SECRET_<APPID>; outside production, the merchant's documented sandbox secret when unset. */
export function merchantSecret(config: ServerConfig, merchant: Merchant): string | undefined {
  const name = `MERCHANT_SECRET_${merchant.appId.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
  const fromEnv = config.env[name];
  if (fromEnv) return fromEnv;
  return isProduction(config) ? undefined : merchant.sandboxSecret;
}
