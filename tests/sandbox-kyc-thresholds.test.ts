import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import sandbox from '../config/sandbox.json';
import { fiatByCode } from '../src/shared/config/assets';

type Thresholds = Record<string, { kyc: string; enhanced: string; verifiedQuota: string }>;

/**
 * docs/sandbox.md KYC thresholds: every step of the sandbox KYC can be reached by an order the
 * configured limits allow (config/assets.json), so a tester can reach the level 2 document flow
 * (/kycVerification, with proof of address) from a buy and from a sale.
 */
describe.each([
  ['buy', sandbox.kyc.limits as Thresholds],
  ['sell', sandbox.kyc.sellLimits as Thresholds],
] as const)('the sandbox KYC thresholds for %s', (side, limits) => {
  it.each(Object.entries(limits))('%s: kyc < enhanced <= the largest order', (code, threshold) => {
    const max = fiatByCode(code)?.[side]?.max;
    expect(max, `${code} has no ${side} limits in config/assets.json`).toBeDefined();
    expect(new Decimal(threshold.kyc).lessThan(threshold.enhanced)).toBe(true);
    expect(new Decimal(threshold.enhanced).lessThanOrEqualTo(max ?? '0'), `${code} ${side} enhanced ${threshold.enhanced} above the maximum ${max}`).toBe(true);
  });
});
