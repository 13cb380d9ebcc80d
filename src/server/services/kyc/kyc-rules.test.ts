import { describe, expect, it } from 'vitest';
import type { KycState } from './kyc-store';
import { kycFlagFor, kycRequirementFor, quotaFor } from './kyc-rules';

const limits = { kyc: '1000', enhanced: '10000', verifiedQuota: '50000' };
const state = (over: Partial<KycState>): KycState => ({
  status: 'none',
  level: 0,
  identity: null,
  verifiedNationality: undefined,
  verifiedLevel: 0,
  risky: false,
  ...over,
});

describe('kyc rules', () => {
  it('asks for no KYC at or below the threshold and for level 2 from the enhanced amount', () => {
    expect(kycRequirementFor(limits, '1000')).toEqual({ needed: false, level: 1 });
    expect(kycRequirementFor(limits, '1000.01')).toEqual({ needed: true, level: 1 });
    expect(kycRequirementFor(limits, '10000')).toEqual({ needed: true, level: 2 });
    expect(kycRequirementFor(undefined, '99999999')).toEqual({ needed: false, level: 1 });
  });

  it('answers kycFlag 0 when covered, 1 to verify, 2 while a review waits or failed or the account is risky', () => {
    const big = kycRequirementFor(limits, '5000');
    expect(kycFlagFor(state({}), kycRequirementFor(limits, '10'))).toBe(0);
    expect(kycFlagFor(state({ status: 'succeeded', verifiedLevel: 1 }), big)).toBe(0);
    expect(kycFlagFor(state({}), big)).toBe(1);
    expect(kycFlagFor(state({ status: 'exception' }), big)).toBe(1);
    expect(kycFlagFor(state({ status: 'waiting' }), big)).toBe(2);
    expect(kycFlagFor(state({ status: 'failed' }), big)).toBe(2);
    expect(kycFlagFor(state({ status: 'risk', risky: true }), kycRequirementFor(limits, '10'))).toBe(2);
  });

  it('gives the threshold as quota before approval and the verified quota after', () => {
    expect(quotaFor(state({}), limits, '5000')).toBe('1000');
    expect(quotaFor(state({ status: 'succeeded', verifiedLevel: 1 }), limits, '5000')).toBe('50000');
    expect(quotaFor(state({}), undefined, '5000')).toBe('5000');
  });
});
