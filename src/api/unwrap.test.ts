import { describe, expect, it } from 'vitest';
import { ApiCancelled, ApiFailure, unwrap } from './unwrap';

describe('unwrap', () => {
  it('returns the data of an ok result', () => {
    expect(unwrap({ kind: 'ok', data: { orderNo: 'O1' }, headers: {} })).toEqual({ orderNo: 'O1' });
  });

  it('throws a cancelled request as an AbortError, not as an ApiFailure, so machines do not treat it as a failure', () => {
    const thrown = (() => {
      try {
        unwrap({ kind: 'cancelled' });
      } catch (error) {
        return error;
      }
    })();
    expect(thrown).toBeInstanceOf(ApiCancelled);
    expect(thrown).not.toBeInstanceOf(ApiFailure);
    expect((thrown as Error).name).toBe('AbortError');
  });

  it('throws a refusal as an ApiFailure carrying the tagged result', () => {
    const result = { kind: 'error', code: '99999', message: 'busy', behaviour: 'toast', policy: { kind: 'none' } } as const;
    expect(() => unwrap(result)).toThrow(new ApiFailure(result));
  });
});
