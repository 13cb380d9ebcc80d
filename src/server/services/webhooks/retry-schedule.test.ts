import { describe, expect, it } from 'vitest';
import { nextAttemptAt } from './retry-schedule';

const settings = { timeoutMs: 10_000, retryScheduleMs: [60_000, 300_000, 900_000] as [number, ...number[]], jitterRatio: 0.1, retentionMs: 2_592_000_000 };

describe('the webhook retry schedule', () => {
  it('waits the configured time after each failed attempt, moved by at most the jitter either way', () => {
    expect(nextAttemptAt(settings, 1, 0, () => 0.5)).toBe(60_000);
    expect(nextAttemptAt(settings, 2, 1000, () => 0)).toBe(1000 + 270_000);
    expect(nextAttemptAt(settings, 3, 0, () => 1)).toBe(990_000);
  });

  it('gives up after the attempt that follows the last wait', () => {
    expect(nextAttemptAt(settings, 4, 0)).toBeUndefined();
  });

  it('spreads retries that fail at the same moment', () => {
    const times = new Set(Array.from({ length: 50 }, () => nextAttemptAt(settings, 1, 0)));
    expect(times.size).toBeGreaterThan(1);
    for (const time of times) expect(Math.abs((time ?? 0) - 60_000)).toBeLessThanOrEqual(6000);
  });
});
