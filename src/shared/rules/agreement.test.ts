import { describe, expect, it } from 'vitest';
import { validateAgreement } from './agreement';

describe('validateAgreement', () => {
  it('passes only when the user agreement is ticked', () => {
    expect(validateAgreement(true)).toEqual({ valid: true });
    expect(validateAgreement(false)).toEqual({ valid: false, messageKey: 'validation.agreement.required', params: {} });
  });
});
