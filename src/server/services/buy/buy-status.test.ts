import { describe, expect, it } from 'vitest';
import { buyStatusAt, isPayable } from './buy-status';

describe('buyStatusAt', () => {
  it('shows an unpaid order as unpaid inside its payment window and closed after it', () => {
    expect(buyStatusAt({ status: 'unpaid', expiresAt: 1_000 }, 999)).toBe('unpaid');
    expect(buyStatusAt({ status: 'unpaid', expiresAt: 1_000 }, 1_000)).toBe('closed');
  });

  it('shows a paid order as its providers left it, whatever the time', () => {
    expect(buyStatusAt({ status: 'processing', expiresAt: 1_000 }, 1_000_000)).toBe('processing');
    expect(buyStatusAt({ status: 'completed', expiresAt: 1_000 }, 1_000_000)).toBe('completed');
    expect(buyStatusAt({ status: 'failedToSend', expiresAt: 1_000 }, 1_000_000)).toBe('failedToSend');
  });

  it('keeps a declined order failed and payable until the window ends, then closes it', () => {
    expect(buyStatusAt({ status: 'failed', expiresAt: 1_000 }, 10)).toBe('failed');
    expect(isPayable(buyStatusAt({ status: 'failed', expiresAt: 1_000 }, 10))).toBe(true);
    expect(buyStatusAt({ status: 'failed', expiresAt: 1_000 }, 1_000)).toBe('closed');
    expect(isPayable('closed')).toBe(false);
  });
});
