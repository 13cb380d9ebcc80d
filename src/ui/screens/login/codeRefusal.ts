import type { ApiResult } from '../../../api/client';
import type { PolicyDecision } from '../../../api/errorPolicy';
import { errorEntryByName } from '../../../shared/config/errors';

/** The refusals that are about the code the user typed (config/errors.json): wrong, used up, expired. */
const codeRefusals = ['codeWrong', 'codeDead', 'codeExpired'].map((name) => errorEntryByName(name));

/** Where a refused login is told: at the code field, as the toast of its policy, or not at all. */
export type CodeRefusal = { kind: 'field'; message: string } | { kind: 'policy'; decision: PolicyDecision } | { kind: 'none' };

/**
 * What the code screen does with a refused login: a refusal of the code itself is shown at the code
 * field, in the server's words (they carry the attempts left); anything else keeps its policy of
 * config/errors.json (a toast), handed back to be shown as the API client would have.
 */
export function codeRefusalOf(result: ApiResult<unknown>, t: (key: string) => string): CodeRefusal {
  if (result.kind !== 'error') return { kind: 'none' };
  const entry = codeRefusals.find((candidate) => candidate.code === result.code);
  if (entry) return { kind: 'field', message: result.message || t(entry.messageKey ?? 'errors.generic') };
  return result.policy.kind === 'toast' ? { kind: 'policy', decision: result.policy } : { kind: 'none' };
}
