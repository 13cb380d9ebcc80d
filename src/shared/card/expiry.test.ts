import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { validateExpiry } from './expiry';

describe('validateExpiry', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('accepts the current month and later months', () => {
    expect(validateExpiry('11/26')).toEqual({ valid: true });
    expect(validateExpiry('01/27')).toEqual({ valid: true });
    expect(validateExpiry({ month: '12', year: '2030' })).toEqual({ valid: true });
  });

  it('refuses a month in the past', () => {
    expect(validateExpiry('10/26')).toEqual({ valid: false, messageKey: 'validation.card.expiry.invalid', params: {} });
    expect(validateExpiry({ month: '12', year: '2025' })).toMatchObject({ valid: false });
  });

  it('refuses a month that does not exist and text that is not a date', () => {
    expect(validateExpiry('13/27')).toMatchObject({ valid: false });
    expect(validateExpiry('soon')).toMatchObject({ valid: false });
  });
});
