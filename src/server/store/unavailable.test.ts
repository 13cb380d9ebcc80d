import { describe, expect, it } from 'vitest';
import { storeUnavailable } from './unavailable';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('storeUnavailable', () => {
  it('calls a lost or refused connection unreachable', () => {
    expect(storeUnavailable(withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'))).toBe('unreachable');
    expect(storeUnavailable(withCode('ECONNRESET'))).toBe('unreachable');
    expect(storeUnavailable(new Error('Connection terminated unexpectedly'))).toBe('unreachable');
    expect(storeUnavailable(new Error('timeout exceeded when trying to connect'))).toBe('unreachable');
    expect(storeUnavailable(new Error('PGlite is closed'))).toBe('unreachable');
    // localhost resolves to ::1 and 127.0.0.1: one refusal each.
    expect(storeUnavailable(Object.assign(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], ''), { code: 'ECONNREFUSED' }))).toBe(
      'unreachable',
    );
  });

  it('calls a server shutting down, starting, full of connections or cancelling a slow statement unreachable', () => {
    for (const code of ['57P01', '57P02', '57P03', '53300', '57014', '08006', '08001']) expect(storeUnavailable(withCode(code))).toBe('unreachable');
  });

  it('calls a full disk, an I/O error or a read-only database not writable', () => {
    expect(storeUnavailable(withCode('53100', 'could not extend file "base/5/16385_fsm": No space left on device'))).toBe('notWritable');
    for (const code of ['58030', '25006', '53000']) expect(storeUnavailable(withCode(code))).toBe('notWritable');
  });

  it('leaves the errors of a request or of the code alone', () => {
    expect(storeUnavailable(withCode('23505', 'duplicate key value violates unique constraint'))).toBeUndefined();
    expect(storeUnavailable(withCode('42P01', 'relation "nope" does not exist'))).toBeUndefined();
    expect(storeUnavailable(new TypeError('cannot read properties of undefined'))).toBeUndefined();
    expect(storeUnavailable('ECONNREFUSED')).toBeUndefined();
    expect(storeUnavailable(undefined)).toBeUndefined();
  });
});
