import { describe, expect, it } from 'vitest';
import { isNuban } from './nuban';

describe('isNuban', () => {
  it('accepts the CBN worked example: bank 011, serial 000001457, check digit 9', () => expect(isNuban('0110000014579')).toBe(true));
  it('accepts a 6-digit institution code followed by the account', () => expect(isNuban('0000110000014579')).toBe(true));
  it('rejects the same account with a wrong check digit', () => expect(isNuban('0110000014578')).toBe(false));
  it('rejects a correct account paired with another bank code', () => expect(isNuban('0580000014579')).toBe(false));
  it('rejects a 9-digit account', () => expect(isNuban('011000001457')).toBe(false));
  it('accepts a bare 10-digit account by its shape: without a bank code there is no check digit to verify', () => {
    expect(isNuban('0000014579')).toBe(true);
    expect(isNuban('000001457')).toBe(false);
    expect(isNuban('00000145790')).toBe(false);
    expect(isNuban('000001457a')).toBe(false);
  });
});
