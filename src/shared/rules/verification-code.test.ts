import { describe, expect, it } from 'vitest';
import { validateVerificationCode } from './verification-code';

describe('validateVerificationCode', () => {
  it('accepts six digits', () => {
    expect(validateVerificationCode('012345')).toEqual({ valid: true });
  });

  it.each(['12345', '1234567', '12a456', ' 123456', ''])('asks for the six-digit code when given %j', (code) => {
    expect(validateVerificationCode(code)).toEqual({
      valid: false,
      messageKey: 'validation.code.invalid',
      params: { length: '6' },
    });
  });
});
