import { describe, expect, it } from 'vitest';
import { buyStatusAt, isPayable } from './buy-status';

const unpaid = { stage: 'unpaid' as const, expiresAt: 1_000, settlesAt: null, sendOk: null };

describe('buyStatusAt', () => {
  it('shows an unpaid order as unpaid inside its payment window and closed after it', () => {
    expect(buyStatusAt(unpaid, 999)).toBe('unpaid');
    expect(buyStatusAt(unpaid, 1_000)).toBe('closed');
  });

  it('shows a paid order as processing until the send settles, then completed', () => {
    const paid = { stage: 'paid' as const, expiresAt: 1_000, settlesAt: 5_000, sendOk: true };
    expect(buyStatusAt(paid, 4_999)).toBe('processing');
    expect(buyStatusAt(paid, 5_000)).toBe('completed');
  });

  it('shows failed to send once a send to a failing address settles', () => {
    expect(buyStatusAt({ stage: 'paid', expiresAt: 1_000, settlesAt: 5_000, sendOk: false }, 6_000)).toBe('failedToSend');
  });

  it('keeps a declined order failed and payable until the window ends, then closes it', () => {
    const failed = { stage: 'failed' as const, expiresAt: 1_000, settlesAt: null, sendOk: null };
    expect(buyStatusAt(failed, 10)).toBe('failed');
    expect(isPayable(buyStatusAt(failed, 10))).toBe(true);
    expect(buyStatusAt(failed, 1_000)).toBe('closed');
    expect(isPayable('closed')).toBe(false);
  });
});
