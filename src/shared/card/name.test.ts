import { describe, expect, it } from 'vitest';
import { validateName } from './name';

describe('validateName', () => {
  it.each(['Ana', "O'Brien", 'Jean-Luc', 'Nguyễn Văn', 'José María', '陳大文', 'J. R.'])('accepts %s', (name) => {
    expect(validateName(name, 'firstName')).toEqual({ valid: true });
  });

  it.each(['', '   ', 'R2D2', '-Ana', 'Ana!', 'a'.repeat(51)])('refuses %j as an invalid name', (name) => {
    expect(validateName(name, 'firstName')).toEqual({ valid: false, messageKey: 'validation.card.firstName.invalid', params: {} });
  });

  it('refuses a bad last name with the last-name message, not the first-name one', () => {
    expect(validateName('R2D2', 'lastName')).toEqual({ valid: false, messageKey: 'validation.card.lastName.invalid', params: {} });
  });
});
