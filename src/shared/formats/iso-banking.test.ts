import { describe, expect, it } from 'vitest';
import { isBic, isIban, isSepaIban } from './iso-banking';

describe('isIban', () => {
  it.each(['GB82WEST12345698765432', 'DE89370400440532013000', 'gb82 west 1234 5698 7654 32', 'FR14-2004-1010-0505-0001-3M02-606'])(
    'accepts the published example %s',
    (iban) => expect(isIban(iban)).toBe(true),
  );

  it.each([
    ['a wrong mod-97 check', 'GB83WEST12345698765432'],
    ['a wrong mod-97 check', 'DE88370400440532013000'],
    ['a wrong length for the country', 'DE8937040044053201300'],
    ['an unknown country', 'XX89370400440532013000'],
    ['a character outside the separators', 'DE89_370400440532013000'],
  ])('rejects %s (%s)', (_why, iban) => expect(isIban(iban)).toBe(false));
});

describe('isSepaIban', () => {
  it.each(['DE89370400440532013000', 'FR1420041010050500013M02606', 'GB82WEST12345698765432', 'CH9300762011623852957'])(
    'accepts %s, in the SEPA scheme',
    (iban) => expect(isSepaIban(iban)).toBe(true),
  );
  it.each([
    ['a Brazilian IBAN', 'BR1800360305000010009795493C1'],
    ['a Saudi IBAN', 'SA0380000000608010167519'],
    ['a SEPA IBAN with a wrong check', 'DE88370400440532013000'],
  ])('rejects %s: %s', (_why, iban) => expect(isSepaIban(iban)).toBe(false));
});

describe('isBic', () => {
  it.each(['DEUTDEFF', 'DEUTDEFF500', 'NEDSZAJJXXX', 'deutdeff'])('accepts %s', (bic) => expect(isBic(bic)).toBe(true));

  it.each([
    ['9 characters (product §5 allows 8 or 11)', 'DEUTDEFF5'],
    ['10 characters', 'DEUTDEFF50'],
    ['a country that is not ISO 3166', 'DEUTXXFF'],
    ['digits in the bank code', 'DEU1DEFF'],
  ])('rejects %s: %s', (_why, bic) => expect(isBic(bic)).toBe(false));
});
