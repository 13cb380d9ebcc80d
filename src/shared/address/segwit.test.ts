import { describe, expect, it } from 'vitest';
import { isSegwitAddress } from './segwit';

describe('isSegwitAddress', () => {
  it('accepts a P2WPKH address under its own prefix only', () => {
    expect(isSegwitAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'bc')).toBe(true);
    expect(isSegwitAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'ltc')).toBe(false);
  });

  it('accepts a taproot (witness v1, bech32m) address', () => {
    expect(isSegwitAddress('bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr', 'bc')).toBe(true);
  });
});
