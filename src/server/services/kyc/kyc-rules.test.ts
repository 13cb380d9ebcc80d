import { describe, expect, it } from 'vitest';
import { fiatByCode } from '../../../shared/config/assets';
import { methodByCode } from '../../../shared/config/paymentMethods';
import type { KycState } from './kyc-store';
import { kycCapFor, kycFlagFor, kycRequirementFor, kycSatisfied } from './kyc-rules';

const limits = { kyc: '1000', enhanced: '10000', verifiedQuota: '50000' };
const usd = fiatByCode('USD')!;
const idr = fiatByCode('IDR')!;
const state = (over: Partial<KycState>): KycState => ({
  status: 'none',
  level: 0,
  identity: null,
  verifiedNationality: undefined,
  verifiedCpf: undefined,
  verifiedLevel: 0,
  verifiedIdentity: null,
  identityReview: null,
  risky: false,
  ...over,
});

describe('kyc rules', () => {
  it('asks for no KYC at or below the threshold, level 1 below the enhanced amount and level 2 from it', () => {
    expect(kycRequirementFor(limits, usd, '1000')).toMatchObject({ needed: false, level: 1, reachable: true });
    expect(kycRequirementFor(limits, usd, '1000.01')).toMatchObject({ needed: true, level: 1 });
    expect(kycRequirementFor(limits, usd, '9999.99')).toMatchObject({ needed: true, level: 1 });
    expect(kycRequirementFor(limits, usd, '10000')).toMatchObject({ needed: true, level: 2, reachable: true });
    expect(kycRequirementFor(undefined, usd, '99999999')).toMatchObject({ needed: false, level: 1, reachable: true });
  });

  it('finds no identity that allows an amount above the verified quota', () => {
    const requirement = kycRequirementFor(limits, usd, '50000.01');
    expect(requirement).toMatchObject({ needed: true, level: 2, reachable: false });
    expect(kycSatisfied(state({ status: 'succeeded', verifiedLevel: 2 }), requirement)).toBe(false);
  });

  it('answers kycFlag 0 when covered, 1 to verify, 2 while a review waits or failed or the account is risky', () => {
    const big = kycRequirementFor(limits, usd, '5000');
    expect(kycFlagFor(state({}), kycRequirementFor(limits, usd, '10'))).toBe(0);
    expect(kycFlagFor(state({ status: 'succeeded', verifiedLevel: 1 }), big)).toBe(0);
    expect(kycFlagFor(state({}), big)).toBe(1);
    expect(kycFlagFor(state({ status: 'exception' }), big)).toBe(1);
    expect(kycFlagFor(state({ status: 'waiting' }), big)).toBe(2);
    expect(kycFlagFor(state({ status: 'failed' }), big)).toBe(2);
    expect(kycFlagFor(state({ status: 'risk', risky: true }), kycRequirementFor(limits, usd, '10'))).toBe(2);
  });

  it('asks for a verified identity whatever the amount when the method has a nationality rule', () => {
    const pix = methodByCode('buy', '30001')!;
    const small = kycRequirementFor(limits, fiatByCode('BRL')!, '150', pix);
    expect(small).toMatchObject({ needed: false, identityNeeded: true });
    expect(kycFlagFor(state({}), small)).toBe(1);
    expect(kycFlagFor(state({ verifiedNationality: 'BR' }), small)).toBe(0);
  });

  it('caps what the identity allows: the threshold, just under the enhanced amount at level 1, the verified quota at level 2, nothing at risk', () => {
    expect(kycCapFor(state({}), limits, usd)?.toFixed()).toBe('1000');
    expect(kycCapFor(state({ status: 'succeeded', verifiedLevel: 1 }), limits, usd)?.toFixed()).toBe('9999.99');
    expect(kycCapFor(state({ status: 'succeeded', verifiedLevel: 1 }), limits, idr)?.toFixed()).toBe('9999');
    expect(kycCapFor(state({ status: 'succeeded', verifiedLevel: 2 }), limits, usd)?.toFixed()).toBe('50000');
    expect(kycCapFor(state({ risky: true }), limits, usd)?.toFixed()).toBe('0');
    expect(kycCapFor(state({}), undefined, usd)).toBeUndefined();
  });
});
