import type { MerchantsConfig } from '../../../shared/generated/merchants.schema';

/**
 * POST /pay/apple/domainName/verify: Apple Pay is shown only on a domain the checkout really runs on:
 * this server's own public host (as the request reached it, X-Forwarded-Host behind a trusted proxy)
 * or the host of an origin a merchant may redirect to (config/merchants.json redirectOrigins).
 */
export function appleDomainVerified(domainName: string, ownHost: string, merchants: MerchantsConfig): boolean {
  const domain = domainName.toLowerCase();
  const merchantHosts = merchants.merchants.flatMap((merchant) => merchant.redirectOrigins.map((origin) => new URL(origin).hostname.toLowerCase()));
  return domain === ownHost.toLowerCase() || merchantHosts.includes(domain);
}
