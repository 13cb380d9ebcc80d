import { isProduction, merchantSecret, type ServerConfig } from '../../config';
import { webhookUrlAllowed } from './webhook-url';

export interface WebhookEndpoint {
  url: string;
  secret: string;
}

/**
 * Where each merchant's events go, by app id: merchants with a webhookUrl the environment allows
 * (webhookUrlAllowed) and a secret to sign with (MERCHANT_SECRET_<APPID>, or its sandbox secret
 * outside production). A merchant missing either gets no webhooks: its events are skipped.
 */
export function webhookEndpoints(config: ServerConfig): Map<string, WebhookEndpoint> {
  const endpoints = new Map<string, WebhookEndpoint>();
  for (const merchant of config.merchants.merchants) {
    const secret = merchantSecret(config, merchant);
    if (merchant.webhookUrl !== undefined && secret !== undefined && webhookUrlAllowed(merchant.webhookUrl, isProduction(config))) {
      endpoints.set(merchant.appId, { url: merchant.webhookUrl, secret });
    }
  }
  return endpoints;
}
