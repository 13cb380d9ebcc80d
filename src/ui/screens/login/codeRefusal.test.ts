import { describe, expect, it } from 'vitest';
import type { ApiResult } from '../../../api/client';
import { decisionFor } from '../../../api/errorPolicy';
import { behaviourFor, errorEntryByName } from '../../../shared/config/errors';
import { codeRefusalOf } from './codeRefusal';

const t = (key: string) => `t:${key}`;

/** A refusal as the API client hands it back: the code, the server's message, its policy of config/errors.json. */
function refused(name: string, message: string): ApiResult<unknown> {
  const { code } = errorEntryByName(name);
  const behaviour = behaviourFor(code);
  return { kind: 'error', code, message, behaviour, policy: decisionFor(behaviour, { code, message, isInHistory: false }) };
}

describe('codeRefusalOf', () => {
  it("puts a wrong, used-up or expired code at the code field, in the server's words", () => {
    expect(codeRefusalOf(refused('codeWrong', 'Wrong verification code, attempts left: 4.'), t)).toEqual({
      kind: 'field',
      message: 'Wrong verification code, attempts left: 4.',
    });
    expect(codeRefusalOf(refused('codeExpired', ''), t)).toEqual({ kind: 'field', message: 't:errors.server.codeExpired' });
    expect(codeRefusalOf(refused('codeDead', 'Request a new code'), t).kind).toBe('field');
  });

  it('keeps the toast of config/errors.json for any other refusal', () => {
    const limited = refused('rateLimited', 'Too many requests');
    expect(codeRefusalOf(limited, t)).toEqual({ kind: 'policy', decision: limited.kind === 'error' ? limited.policy : undefined });
    expect(codeRefusalOf({ kind: 'ok', data: {}, headers: {} }, t)).toEqual({ kind: 'none' });
  });
});
