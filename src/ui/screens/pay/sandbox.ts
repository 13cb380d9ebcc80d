import type { ApiClient } from '../../../api/client';
import { errorEntryByName } from '../../../shared/config/errors';

/**
 * The sandbox actions (docs/sandbox.md) exist only on a server that is not in production; the
 * development outbox route exists under the same condition, so its presence tells the page.
 */
export async function sandboxAvailable(api: ApiClient): Promise<boolean> {
  const answer = await api.request<unknown>({ method: 'GET', path: '/dev/outbox', query: { email: 'probe@sandbox.invalid' }, silent: true });
  if (answer.kind === 'ok') return true;
  return answer.kind === 'error' && answer.code !== errorEntryByName('notFound').code && !['network', 'timeout'].includes(answer.code);
}

/** Sandbox "I paid": what the scheme's payment notice does in production. */
export function markPaid(api: ApiClient, orderNo: string) {
  return api.request<unknown>({ method: 'POST', path: `/sandbox/orders/${encodeURIComponent(orderNo)}/paid`, body: {} });
}
