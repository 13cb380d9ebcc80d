import { describe, expect, it } from 'vitest';
import { cryptoBySymbol, fiatByCode } from '../../../shared/config/assets';
import { methodByCode } from '../../../shared/config/paymentMethods';
import { sellAmountRule, settledSale } from './sell-amount';

const usd = fiatByCode('USD')!;
const usdt = cryptoBySymbol('USDT')!;
const payout = methodByCode('sell', '19000')!;
const sale = (cryptoAmount: string, fiatAmount: string, fee: string) =>
  sellAmountRule({ fiat: usd, crypto: usdt, method: payout, cryptoAmount, fiatAmount, fee });

describe("sellAmountRule (product §5, the browser's rule over the order's range)", () => {
  it('passes fiat plus fee from minLimit up to maxLimit plus the fee', () => {
    expect(sale('20', '17.80', '2.20').result.valid).toBe(true);
    expect(sale('20203', '19998.97', '204.03').result.valid).toBe(true);
    expect(sale('20204', '19999.96', '204.04').result.valid).toBe(true);
    expect(sale('20205', '20000.95', '204.05').result.valid).toBe(false);
  });

  it('refuses below minLimit and above maxLimit plus the fee, with the range it used', () => {
    expect(sale('19', '16.81', '2.19')).toEqual({
      result: { valid: false, messageKey: 'validation.amount.sellMin', params: { min: '20', fiat: 'USD' } },
      range: { min: '20', max: '20000', fiat: 'USD' },
    });
    expect(sale('20300', '20095.00', '205.00').result).toEqual({
      valid: false,
      messageKey: 'validation.amount.sellMax',
      params: { max: '20000', fiat: 'USD' },
    });
  });

  it("refuses more than six decimals and zero, and a crypto amount outside the crypto's own sell range", () => {
    expect(sale('20.1234567', '17.80', '2.20').result).toMatchObject({ valid: false, messageKey: 'validation.amount.tooManyDecimals' });
    expect(sale('0', '0', '2').result).toMatchObject({ valid: false });
    // USDT sells 10..50000 (config/assets.json); 60000 USDT at a low price is still too much crypto.
    expect(sellAmountRule({ fiat: usd, crypto: usdt, method: payout, cryptoAmount: '60000', fiatAmount: '1000', fee: '12' })).toEqual({
      result: { valid: false, messageKey: 'validation.amount.sellMax', params: { max: '50000', fiat: 'USDT' } },
      range: { min: '10', max: '50000', fiat: 'USDT' },
    });
  });
});

describe('settledSale', () => {
  const order = { cryptoAmount: '100', fiatAmount: '96.93', rampFee: '3.00', price: '0.9993' };
  it("pays the order's own amounts for the ordered crypto", () => {
    expect(settledSale(order, { percent: '1', fixed: '2' }, usd, '100.000')).toEqual({ fiatAmount: '96.93', rampFee: '3.00' });
  });

  it("prices another deposit at the order's price with its locked schedule: fee half up, payout down, never below 0", () => {
    // 60 × 0.9993 = 59.958; fee 0.59958 + 2 = 2.60; paid 57.358 → 57.35.
    expect(settledSale(order, { percent: '1', fixed: '2' }, usd, '60')).toEqual({ fiatAmount: '57.35', rampFee: '2.60' });
    expect(settledSale(order, { percent: '1', fixed: '2' }, usd, '1')).toEqual({ fiatAmount: '0.00', rampFee: '2.01' });
  });
});
