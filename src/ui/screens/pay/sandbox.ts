import type { ApiClient } from '../../../api/client';
import { devOutbox } from '../../../api/endpoints/account';
import { errorEntryByName } from '../../../shared/config/errors';

/**
 * The sandbox actions (docs/sandbox.md) exist only on a server that is not in production; the
 * development outbox route exists under the same condition, so its presence tells the page.
 */
export async function sandboxAvailable(api: ApiClient): Promise<boolean> {
  const answer = await devOutbox(api, { email: 'probe@sandbox.invalid' }, true);
  if (answer.kind === 'ok') return true;
  return answer.kind === 'error' && answer.code !== errorEntryByName('notFound').code && !['network', 'timeout'].includes(answer.code);
}
