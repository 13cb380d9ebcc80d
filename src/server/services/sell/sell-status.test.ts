import { describe, expect, it } from 'vitest';
import { isConfirmable, sellStatusAt } from './sell-status';

describe('sellStatusAt', () => {
  it('shows an order awaiting its deposit until it expires, then closed', () => {
    expect(sellStatusAt({ status: 'awaitingDeposit', expiresAt: 1_000 }, 999)).toBe('awaitingDeposit');
    expect(sellStatusAt({ status: 'awaitingDeposit', expiresAt: 1_000 }, 1_000)).toBe('closed');
  });

  it('shows an order a deposit reached as its providers left it, whatever the time', () => {
    for (const status of ['cryptoSent', 'blockConfirmed', 'confirmOrder', 'inTransfer', 'completed', 'failed', 'refunding', 'refunded'] as const) {
      expect(sellStatusAt({ status, expiresAt: 1_000 }, 1_000_000)).toBe(status);
    }
  });

  it('lets the user confirm once the deposit is confirmed, not before', () => {
    expect(isConfirmable('cryptoSent')).toBe(false);
    expect(isConfirmable('blockConfirmed')).toBe(true);
    expect(isConfirmable('confirmOrder')).toBe(true);
    expect(isConfirmable('inTransfer')).toBe(false);
  });
});
