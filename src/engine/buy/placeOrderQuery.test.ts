import { describe, expect, it } from 'vitest';
import { isSamePendingOrder, type PendingOrderFacts, type PlaceOrderQuery } from './placeOrderQuery';

const query: PlaceOrderQuery & { payWayCode: string } = {
  cryptoCurrency: 'USDT',
  fiatCurrency: 'BRL',
  amount: '500',
  network: 'TRX',
  address: 'T1',
  cryptoCurrencyVolume: '90',
  depositType: 2,
  payWayCode: '30001',
};
const kept: PendingOrderFacts = {
  status: 'unpaid',
  payWayCode: '30001',
  fiat: 'BRL',
  fiatAmount: '500.00',
  crypto: 'USDT',
  network: 'TRX',
  address: 'T1',
  memo: null,
};

describe('the pending order kept across a KYC detour', () => {
  it('is paid again when it still awaits payment and is the same order (amount compared as a number, no memo as none)', () => {
    expect(isSamePendingOrder(kept, query)).toBe(true);
    expect(isSamePendingOrder({ ...kept, memo: '' }, query)).toBe(true);
  });

  it.each([
    ['closed', { status: 'closed' }],
    ['paid', { status: 'processing' }],
    ['for another method', { payWayCode: '10001' }],
    ['for another amount', { fiatAmount: '501' }],
    ['to another wallet', { address: 'T2' }],
    ['with another memo', { memo: '7' }],
    ['on another network', { network: 'ETH' }],
  ] as const)('is not when it is %s', (_case, change) => {
    expect(isSamePendingOrder({ ...kept, ...change }, query)).toBe(false);
  });
});
