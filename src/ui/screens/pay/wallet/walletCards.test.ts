import cardValidator from 'card-validator';
import { describe, expect, it } from 'vitest';
import sandbox from '../../../../../config/sandbox.json';
import type { SandboxConfig } from '../../../../shared/generated/sandbox.schema';
import { walletCardsFor, walletCharge } from './walletCards';

const cards = [
  { number: '4000000000400202', outcome: 'declined', resultCode: '40020' },
  { number: '4242424242424242', outcome: 'approved' },
  { number: '5555555555554444', outcome: 'approved' },
  { number: '378282246310005', outcome: 'approved' },
] as const;

describe('the sandbox wallet', () => {
  it('offers only the test cards of a brand the method accepts, approved ones first', () => {
    const offered = walletCardsFor({ supportedNetworks: ['visa', 'amex'] }, cards);
    expect(offered.map((card) => [card.brand, card.last4, card.outcome])).toEqual([
      ['visa', '4242', 'approved'],
      ['amex', '0005', 'approved'],
      ['visa', '0202', 'declined'],
    ]);
    expect(offered[2]?.resultCode).toBe('40020');
  });

  it('holds the test cards of config/sandbox.json, so a wallet on Visa and Mastercard can pay and be declined', () => {
    const offered = walletCardsFor({ supportedNetworks: ['visa', 'mastercard'] }, (sandbox as unknown as SandboxConfig).cards);
    expect(offered.filter((card) => card.outcome === 'approved').map((card) => card.brand)).toEqual(['visa', 'mastercard']);
    expect(offered.some((card) => card.resultCode === '40020')).toBe(true);
  });

  it('charges the card with a future expiry and a security code of the brand length, as a wallet would', () => {
    const [visa, amex] = walletCardsFor({ supportedNetworks: ['visa', 'amex'] }, cards);
    if (!visa || !amex) throw new Error('no cards offered');
    const now = new Date('2031-06-15T00:00:00Z');
    const charge = walletCharge('B1', visa, { firstname: ' Ana ', lastname: 'Silva' }, now);
    expect(charge).toEqual({
      orderNo: 'B1',
      cardNumber: '4242424242424242',
      cardExpireMonth: '12',
      cardExpireYear: '2032',
      cvv: '777',
      firstname: 'Ana',
      lastname: 'Silva',
    });
    expect(cardValidator.expirationDate({ month: charge.cardExpireMonth ?? '', year: charge.cardExpireYear ?? '' }).isValid).toBe(true);
    expect(walletCharge('B1', amex, { firstname: 'Ana', lastname: 'Silva' }, now).cvv).toBe('7777');
  });
});
