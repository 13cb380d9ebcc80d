import { describe, expect, it } from 'vitest';
import { isInternationalPhone } from './contact';

describe('isInternationalPhone', () => {
  it.each(['+5511912345678', '+55 11 91234-5678', '+14155552671', '+44 20 7946 0958'])('accepts %s', (phone) => expect(isInternationalPhone(phone)).toBe(true));
  it.each([
    ['no country calling code', '11912345678'],
    ['too few digits for Brazil', '+551191234'],
    ['letters', '+55 11 9abc-5678'],
  ])('rejects %s: %s', (_why, phone) => expect(isInternationalPhone(phone)).toBe(false));
});
