import { describe, expect, it } from 'vitest';
import { isCnpj, isCpf, isCuit, isRuc, isRut, isTurkishIdentity } from './tax-ids';

describe.each([
  { name: 'CPF', check: isCpf, valid: ['529.982.247-25', '52998224725'], invalid: ['529.982.247-26', '111.111.111-11', '5299822472'] },
  { name: 'CNPJ', check: isCnpj, valid: ['11.222.333/0001-81', '12.ABC.345/01DE-35'], invalid: ['11.222.333/0001-82', '00000000000000'] },
  { name: 'RUT', check: isRut, valid: ['76.086.428-5', '12.345.678-5', '10.000.013-k'], invalid: ['76.086.428-6', '10.000.013-0', '123-4', '00.000.000-0'] },
  {
    name: 'CUIT',
    check: isCuit,
    // python-stdnum's published vectors (its test_ar_cuit.doctest) across the prefixes, and complement-10 numbers AFIP issues under 23, 24, 33 with digit 9.
    valid: [
      '20-12345678-6',
      '33-69345023-9',
      '30500010912',
      '20-05536168-2',
      '20-10123456-9',
      '27-10345678-4',
      '23000052264',
      '23045174999',
      '24117166062',
      '30011111110',
      '33500001599',
      '34546198105',
      '23-11111112-9',
      '24111111249',
      '33111111159',
    ],
    // A complement of 10 under 20, 27 or 30 is never issued (AFIP moves it to 23, 24 or 33), nor 23-11111112 with any other digit.
    invalid: ['20-12345678-5', '99-12345678-6', '20-1234567-6', '20000000001', '20267565392', '23-11111112-0', '20111111189', '27111111159', '30111111249'],
  },
  { name: 'RUC', check: isRuc, valid: ['20131312955'], invalid: ['20131312954', '30131312955', '2013131295'] },
  { name: 'Turkish identity number', check: isTurkishIdentity, valid: ['10000000146'], invalid: ['10000000147', '00000000146', '1000000014'] },
])('$name', ({ check, valid, invalid }) => {
  it.each(valid)('accepts %s', (value) => expect(check(value)).toBe(true));
  it.each(invalid)('rejects %s (wrong check digit, refused prefix or length)', (value) => expect(check(value)).toBe(false));
});
