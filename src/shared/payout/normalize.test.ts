import { describe, expect, it } from 'vitest';
import { normalizePayout } from './normalize';
import { formOf } from '../../../tests/helpers/payoutForms';

describe('normalizePayout', () => {
  it('drops separators from identifiers and upper-cases them', () => {
    expect(normalizePayout(formOf('GB'), { sortCode: '60-16 13', accountNumber: ' 3192.6819 ' })).toEqual({ sortCode: '601613', accountNumber: '31926819' });
  });

  it('folds full-width digits and keeps names as written, spaces tidied', () => {
    expect(normalizePayout(formOf('JP'), { fullName: '  ヤマダ　 タロウ ', accountNumber: '１２３４５６７' })).toEqual({
      fullName: 'ヤマダ タロウ',
      accountNumber: '1234567',
    });
  });

  it("puts the form's country in front of a domestic number that is an IBAN without it", () => {
    expect(normalizePayout(formOf('PL'), { accountNumber: '61 1090 1014 0000 0712 1981 2874' })).toEqual({ accountNumber: 'PL61109010140000071219812874' });
  });

  it('leaves an IBAN that has its country as it is, compacted', () => {
    expect(normalizePayout(formOf('DE'), { accountNumber: 'de89 3704 0044 0532 0130 00' })).toEqual({ accountNumber: 'DE89370400440532013000' });
  });

  it('upper-cases state codes and postcodes', () => {
    expect(normalizePayout(formOf('CA'), { state: 'on', postcode: 'm5x 1a9' })).toEqual({ state: 'ON', postcode: 'M5X 1A9' });
  });

  it('drops blank fields, so a blank input counts as not given', () => {
    expect(normalizePayout(formOf('PH'), { swiftCode: '   ', locationId: '' })).toEqual({});
  });

  it('leaves what is not an object of fields for the schema to refuse', () => {
    expect(normalizePayout(formOf('GB'), ['x'])).toEqual(['x']);
    expect(normalizePayout(formOf('GB'), { accountNumber: 12 })).toEqual({ accountNumber: 12 });
  });
});
