import { describe, expect, it } from 'vitest';
import { behaviourFor, errorEntryByName, isSuccessCode } from './errors';

describe('return code behaviour (product §8)', () => {
  it('treats only 0000 as success', () => {
    expect(isSuccessCode('0000')).toBe(true);
    expect(isSuccessCode('0')).toBe(false);
  });
  it.each(['99999', '70003', '10003', '10005', '80007', '10004', '1025', '80102', '91002'])('toasts listed code %s', (code) => {
    expect(behaviourFor(code)).toBe('toast');
  });
  it('toasts any unlisted code starting with 4', () => {
    expect(behaviourFor('41234')).toBe('toast');
  });
  it('toasts codes starting with 6 except 60007', () => {
    expect(behaviourFor('61000')).toBe('toast');
    expect(behaviourFor('60007')).toBe('caller');
  });
  it.each(['70011', '60001', '10001'])('logs out on session code %s', (code) => {
    expect(behaviourFor(code)).toBe('logout');
  });
  it.each(['70006', '70008'])('logs out back to history on %s', (code) => {
    expect(behaviourFor(code)).toBe('logoutHistoryAware');
  });
  it('leaves an unknown code to the caller', () => {
    expect(behaviourFor('12345')).toBe('caller');
  });
  it('finds the code the server sends by its name', () => {
    expect(errorEntryByName('quoteExpired').code).toBe('40201');
    expect(() => errorEntryByName('noSuchThing')).toThrow('config/errors.json has no code named "noSuchThing"');
  });
});
