import { describe, expect, it } from 'vitest';
import { isPixKey } from './pix';

describe('isPixKey', () => {
  it.each([
    ['a CPF', '529.982.247-25'],
    ['a CNPJ', '11.222.333/0001-81'],
    ['an e-mail', 'maria@example.com.br'],
    ['a +55 phone', '+5511912345678'],
    ['a phone written as at home', '(11) 98765-4321'],
    ['a phone typed as bare digits', '11987654321'],
    ['a random EVP key', '123e4567-e89b-42d3-a456-426614174000'],
  ])('accepts %s', (_kind, key) => expect(isPixKey(key)).toBe(true));

  it.each([
    ['a CPF with a wrong check digit', '529.982.247-26'],
    ['a phone outside Brazil', '+14155552671'],
    ['an e-mail without a domain', 'maria@'],
    ['free text', 'my pix'],
  ])('rejects %s', (_kind, key) => expect(isPixKey(key)).toBe(false));
});
