import { describe, expect, it } from 'vitest';
import { fromBaseUnits, toBaseUnits } from './amounts';

describe('toBaseUnits', () => {
  it('converts a decimal string exactly, whatever the decimals', () => {
    expect(toBaseUnits('100.5', 6)).toBe(100_500_000n);
    expect(toBaseUnits('100.5', 18)).toBe(100_500_000_000_000_000_000n);
    expect(toBaseUnits('0.000001', 6)).toBe(1n);
    expect(toBaseUnits('12345678901234567890.123456', 6)).toBe(12_345_678_901_234_567_890_123_456n);
    expect(toBaseUnits('7.10', 1)).toBe(71n);
  });

  it('refuses more decimals than the token has rather than rounding', () => {
    expect(() => toBaseUnits('1.0000001', 6)).toThrow('amount 1.0000001 has 7 decimals; the token has 6');
  });

  it('refuses what is not a plain decimal number', () => {
    for (const amount of ['', '-1', '1e6', '0x10', ' 1', '1.', '.5', '01']) {
      expect(() => toBaseUnits(amount, 6)).toThrow(`amount ${JSON.stringify(amount)} is not a decimal number such as 12.5`);
    }
  });
});

describe('fromBaseUnits', () => {
  it('writes base units back as the decimal string they came from', () => {
    expect(fromBaseUnits(100_500_000n, 6)).toBe('100.5');
    expect(fromBaseUnits(1n, 18)).toBe('0.000000000000000001');
  });
});
