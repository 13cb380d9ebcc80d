import { describe, expect, it } from 'vitest';
import { isConfirmable, sellStatusAt, type SellStageFacts } from './sell-status';

const created: SellStageFacts = {
  expiresAt: 1_000,
  depositedAt: null,
  depositRefused: false,
  confirmedAt: null,
  payoutOk: null,
  payoutSettlesAt: null,
  refundRequestedAt: null,
  refundSettlesAt: null,
};

describe('sellStatusAt', () => {
  it('waits for the deposit until the order expires, then shows closed', () => {
    expect(sellStatusAt(created, 999, 100)).toBe('awaitingDeposit');
    expect(sellStatusAt(created, 1_000, 100)).toBe('closed');
  });

  it('walks a deposit through crypto sent, block confirmed and confirm order', () => {
    const deposited = { ...created, depositedAt: 500 };
    expect(sellStatusAt(deposited, 599, 100)).toBe('cryptoSent');
    expect(sellStatusAt(deposited, 600, 100)).toBe('blockConfirmed');
    expect(sellStatusAt(deposited, 700, 100)).toBe('confirmOrder');
    expect(sellStatusAt(deposited, 5_000, 100)).toBe('confirmOrder');
    expect(isConfirmable(sellStatusAt(deposited, 599, 100))).toBe(false);
    expect(isConfirmable(sellStatusAt(deposited, 600, 100))).toBe(true);
  });

  it('fails a refused deposit once it is crypto sent for one delay: never block confirmed or confirmable', () => {
    const refused = { ...created, depositedAt: 500, depositRefused: true };
    expect(sellStatusAt(refused, 599, 100)).toBe('cryptoSent');
    expect(sellStatusAt(refused, 600, 100)).toBe('failed');
    expect(sellStatusAt({ ...refused, refundRequestedAt: 700, refundSettlesAt: 800 }, 750, 100)).toBe('refunding');
  });

  it('shows in transfer until the payout settles, then completed or failed', () => {
    const confirmed = { ...created, depositedAt: 500, confirmedAt: 800, payoutSettlesAt: 900 };
    expect(sellStatusAt({ ...confirmed, payoutOk: true }, 899, 100)).toBe('inTransfer');
    expect(sellStatusAt({ ...confirmed, payoutOk: true }, 900, 100)).toBe('completed');
    expect(sellStatusAt({ ...confirmed, payoutOk: false }, 900, 100)).toBe('failed');
  });

  it('shows refunding until the refund settles, then refunded', () => {
    const refund = { ...created, depositedAt: 500, confirmedAt: 800, payoutSettlesAt: 900, payoutOk: false, refundRequestedAt: 950, refundSettlesAt: 1_050 };
    expect(sellStatusAt(refund, 1_000, 100)).toBe('refunding');
    expect(sellStatusAt(refund, 1_050, 100)).toBe('refunded');
  });
});
