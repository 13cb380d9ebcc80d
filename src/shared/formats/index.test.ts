import { describe, expect, it } from 'vitest';
import { namedFormats } from './index';

describe('namedFormats', () => {
  it('names every format the payout forms and the spec rely on', () => {
    expect(Object.keys(namedFormats)).toEqual(
      expect.arrayContaining(['iban', 'bic', 'ifsc', 'sort-code', 'bsb', 'aba-routing', 'clabe', 'cbu', 'cpf', 'rut', 'cuit', 'nuban']),
    );
  });

  it('treats separators and case the same way in every identifier format', () => {
    expect(namedFormats.iban?.('gb82-west-1234-5698-7654-32')).toBe(true);
    expect(namedFormats.cpf?.('529 982 247 25')).toBe(true);
    expect(namedFormats['sort-code']?.('40.12.76')).toBe(true);
    expect(namedFormats.cpf?.('529_982_247_25')).toBe(false);
  });
});
