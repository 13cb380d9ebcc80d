import { describe, expect, it } from 'vitest';
import commonSchema from '../../../schemas/api/common.schema.json';
import { EMAIL_PATTERN, validateEmail } from './email';

describe('validateEmail', () => {
  it.each(['a@b.co', 'first.last+tag@mail.example.com', 'usuario@correo.es'])('accepts %s', (email) => {
    expect(validateEmail(email)).toEqual({ valid: true });
  });

  it.each(['plainaddress', 'a@b', '@b.com', 'a@.', 'a b@c.com', 'a@b.com ', `${'a'.repeat(250)}@b.co`])('refuses %j as not a valid e-mail', (email) => {
    expect(validateEmail(email)).toEqual({ valid: false, messageKey: 'validation.email.invalid', params: {} });
  });

  it.each([
    'x<attacker@evil.example>',
    'Ana <ana@example.com>',
    '"x"@example.com',
    'ana@example.com,eve@evil.example',
    'ana@example.com;eve@evil.example',
    'ana@example.com (x)',
    'a[1]@example.com',
    'a:b@example.com',
    'a\\b@example.com',
    'a\u0001b@example.com',
  ])('refuses %j: only a bare address, so the code cannot be mailed elsewhere', (email) => {
    expect(validateEmail(email)).toEqual({ valid: false, messageKey: 'validation.email.invalid', params: {} });
  });

  it("accepts a bare address with RFC 5322's other characters and non-ASCII letters", () => {
    expect(validateEmail("o'brien+tag@example.ie")).toEqual({ valid: true });
    expect(validateEmail('ünï@çödé.de')).toEqual({ valid: true });
  });

  it('is the pattern the server checks (schemas/api/common.schema.json)', () => {
    expect(EMAIL_PATTERN.source).toBe(commonSchema.$defs.email.pattern);
  });

  it('asks for an e-mail when the field is empty', () => {
    expect(validateEmail('  ')).toEqual({ valid: false, messageKey: 'validation.email.required', params: {} });
  });
});
