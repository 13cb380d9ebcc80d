import { describe, expect, it } from 'vitest';
import { isCbu, isCbuWithItsBankCode, isClabe } from './latam-accounts';

describe('isClabe', () => {
  it('accepts the published example 032180000118359719', () => expect(isClabe('032180000118359719')).toBe(true));
  it('rejects the same CLABE with a wrong check digit', () => expect(isClabe('032180000118359718')).toBe(false));
  it('rejects 17 digits', () => expect(isClabe('03218000011835971')).toBe(false));
});

describe('isCbu', () => {
  it.each(['2850590940090418135201', '28505909 40090418135201', '0000003100010000000016'])('accepts %s', (cbu) => expect(isCbu(cbu)).toBe(true));
  it.each([
    ['a wrong first-block check digit', '2850590840090418135201'],
    ['a wrong second-block check digit', '2850590940090418135202'],
    ['21 digits', '285059094009041813520'],
    ['all zeros, which passes both check digits', '0000000000000000000000'],
  ])('rejects %s: %s', (_why, cbu) => expect(isCbu(cbu)).toBe(false));
});

describe('isCbuWithItsBankCode', () => {
  it('accepts a CBU followed by its own bank code', () => expect(isCbuWithItsBankCode('2850590940090418135201285')).toBe(true));
  it('rejects a CBU followed by another bank code', () => expect(isCbuWithItsBankCode('2850590940090418135201011')).toBe(false));
});
