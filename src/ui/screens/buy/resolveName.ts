import type { ApiClient } from '../../../api/client';
import type { EnsQuery } from '../../../shared/generated/api/pay.schema';

/**
 * GET /crypto/ens with the query its schema names (domain): resolves an ENS, Unstoppable or SPACE
 * ID name to an address (spec §5). Narrow adapter: the shared endpoint helper sends `name`.
 */
export function resolveName(api: ApiClient, domain: string) {
  const query: EnsQuery = { domain };
  return api.request<string | { address?: string }>({ method: 'GET', path: '/crypto/ens', query: { ...query } });
}

export function resolvedAddress(data: string | { address?: string } | null | undefined): string | undefined {
  if (typeof data === 'string') return data;
  return data?.address;
}
