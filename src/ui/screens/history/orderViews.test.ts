import { describe, expect, it } from 'vitest';
import { failureReasonKeyOf, isClosed, paysOut, sellOrderOf, statusKeyOf, type BuyOrderView, type SellOrderView } from './orderViews';

const sell = (overrides: Partial<SellOrderView>): SellOrderView => ({
  side: 'sell',
  orderNo: 'S1',
  status: 'awaitingDeposit',
  payWayCode: '19000',
  fiat: 'BRL',
  alpha2: 'BR',
  crypto: 'USDT',
  network: 'TRX',
  cryptoAmount: '50',
  actualCryptoAmount: null,
  fiatAmount: '250',
  price: '5',
  rampFee: '2.5',
  depositAddress: 'TAddr',
  depositMemo: null,
  depositTxId: null,
  userAccountId: 'a1',
  refundAddress: null,
  refundAmount: null,
  refundCrypto: null,
  refundNetwork: null,
  refundTxId: null,
  createdAt: 1,
  expiresAt: 2,
  depositedAt: null,
  confirmedAt: null,
  transferredAt: null,
  refundedAt: null,
  ...overrides,
});

describe('order views', () => {
  it('reads a failed payout after confirmation as a bank rejection', () => {
    expect(sellOrderOf(sell({ status: 'failed', confirmedAt: 5 })).bankRejected).toBe(true);
    expect(sellOrderOf(sell({ status: 'closed' })).bankRejected).toBe(false);
  });

  it('hands the engine the deposit address, memo and expiry', () => {
    expect(sellOrderOf(sell({ depositMemo: '123456789' }))).toMatchObject({ orderNo: 'S1', address: 'TAddr', memo: '123456789', expiresAt: 2 });
  });

  it('names each status by its locale key', () => {
    expect(statusKeyOf(sell({ status: 'inTransfer' }))).toBe('status.sell.inTransfer');
    expect(statusKeyOf(sell({}))).toBe('web2.sell.status.awaitingDeposit');
    const buy = { side: 'buy', status: 'failedToSend' } as BuyOrderView;
    expect(statusKeyOf(buy)).toBe('status.buy.cryptoSendFailed');
    expect(statusKeyOf({ ...buy, status: 'unpaid' })).toBe('status.buy.confirming');
  });

  it('shows no payout for an order whose crypto is refunded, or whose deposit was refused, as if it were paid out', () => {
    expect(paysOut(sell({ status: 'completed' }))).toBe(true);
    expect(paysOut(sell({ status: 'failed', failureReason: 'bankRejected' }))).toBe(true);
    expect(paysOut(sell({ status: 'refunding', failureReason: 'bankRejected' }))).toBe(false);
    expect(paysOut(sell({ status: 'refunded', failureReason: 'bankRejected' }))).toBe(false);
    expect(paysOut(sell({ status: 'failed', failureReason: 'amountOutOfRange' }))).toBe(false);
  });

  it('names why a sell failed by its reason, and nothing for one that did not', () => {
    expect(failureReasonKeyOf(sell({ status: 'refunded', failureReason: 'bankRejected' }))).toBe('errors.bankRejected');
    expect(failureReasonKeyOf(sell({ status: 'failed', failureReason: 'amountOutOfRange' }))).toBe('sell.depositRefused.description');
    expect(failureReasonKeyOf(sell({ status: 'completed', failureReason: null }))).toBeUndefined();
  });

  it('counts only closed orders as closed', () => {
    expect(isClosed(sell({ status: 'closed' }))).toBe(true);
    expect(isClosed(sell({ status: 'failed' }))).toBe(false);
  });
});
