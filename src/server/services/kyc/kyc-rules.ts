import Decimal from 'decimal.js';
import type { KycLimits } from '../../providers/kyc/kyc-provider';
import type { KycState } from './kyc-store';

export interface KycRequirement {
  /** The amount is above the KYC threshold of its fiat. */
  needed: boolean;
  /** Spec §4 userLevel: 2 sends the user to the full document flow (/kycVerification), 1 to the basic one. */
  level: 1 | 2;
}

/** What an order amount asks of the user's identity; a fiat without limits never asks for KYC. */
export function kycRequirementFor(limits: KycLimits | undefined, amount: string): KycRequirement {
  if (!limits) return { needed: false, level: 1 };
  const value = new Decimal(amount);
  return { needed: value.greaterThan(limits.kyc), level: value.greaterThanOrEqualTo(limits.enhanced) ? 2 : 1 };
}

/** Whether the approved identity already covers the requirement. */
export function kycSatisfied(state: KycState, requirement: KycRequirement): boolean {
  if (state.risky) return false;
  return !requirement.needed || state.verifiedLevel >= requirement.level;
}

/**
 * Spec §4 kycFlag: 0 continue to payment, 1 verify (/kycVerify), 2 show the review status
 * (/kycStatus) because one is waiting, failed or the account is at risk.
 */
export function kycFlagFor(state: KycState, requirement: KycRequirement): 0 | 1 | 2 {
  if (state.risky) return 2;
  if (kycSatisfied(state, requirement)) return 0;
  return state.status === 'waiting' || state.status === 'failed' ? 2 : 1;
}

/** Spec §6 'Payment limit up to': the threshold before approval, the verified quota after. */
export function quotaFor(state: KycState, limits: KycLimits | undefined, fiatMax: string): string {
  if (!limits) return fiatMax;
  return state.verifiedLevel > 0 ? limits.verifiedQuota : limits.kyc;
}
