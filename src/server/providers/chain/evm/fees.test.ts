import { describe, expect, it } from 'vitest';
import { firstFees, replacementFees } from './fees';

describe('firstFees', () => {
  it("takes the node's suggestion under the cap, and the cap above it", () => {
    expect(firstFees({ maxFeePerGas: 30n, maxPriorityFeePerGas: 2n }, 100n)).toEqual({ maxFeePerGas: 30n, maxPriorityFeePerGas: 2n });
    expect(firstFees({ maxFeePerGas: 300n, maxPriorityFeePerGas: 200n }, 100n)).toEqual({ maxFeePerGas: 100n, maxPriorityFeePerGas: 100n });
  });
});

describe('replacementFees', () => {
  it('raises both fields by at least the bump, rounding up', () => {
    expect(replacementFees({ maxFeePerGas: 1000n, maxPriorityFeePerGas: 15n }, { maxFeePerGas: 1n, maxPriorityFeePerGas: 1n }, 10)).toEqual({
      maxFeePerGas: 1100n,
      maxPriorityFeePerGas: 17n,
    });
    expect(replacementFees({ maxFeePerGas: 1n, maxPriorityFeePerGas: 1n }, { maxFeePerGas: 1n, maxPriorityFeePerGas: 1n }, 10)).toEqual({
      maxFeePerGas: 2n,
      maxPriorityFeePerGas: 2n,
    });
  });

  it("follows the node's suggestion when fees rose faster than the bump", () => {
    expect(replacementFees({ maxFeePerGas: 1000n, maxPriorityFeePerGas: 10n }, { maxFeePerGas: 5000n, maxPriorityFeePerGas: 50n }, 10)).toEqual({
      maxFeePerGas: 5000n,
      maxPriorityFeePerGas: 50n,
    });
  });
});
