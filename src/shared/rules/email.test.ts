import { describe, expect, it } from 'vitest';
import { validateEmail } from './email';

describe('validateEmail', () => {
  it.each(['a@b.co', 'first.last+tag@mail.example.com', 'usuario@correo.es'])('accepts %s', (email) => {
    expect(validateEmail(email)).toEqual({ valid: true });
  });

  it.each(['plainaddress', 'a@b', '@b.com', 'a@.', 'a b@c.com', 'a@b.com ', `${'a'.repeat(250)}@b.co`])(
    'refuses %j as not a valid e-mail',
    (email) => {
      expect(validateEmail(email)).toEqual({ valid: false, messageKey: 'validation.email.invalid', params: {} });
    },
  );

  it('asks for an e-mail when the field is empty', () => {
    expect(validateEmail('  ')).toEqual({ valid: false, messageKey: 'validation.email.required', params: {} });
  });
});
