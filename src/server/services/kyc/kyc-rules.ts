import Decimal from 'decimal.js';
import type { Fiat } from '../../../shared/generated/assets.schema';
import type { PaymentMethod } from '../../../shared/generated/payment-methods.schema';
import type { KycLimits } from '../../providers/kyc/kyc-provider';
import type { KycState } from './kyc-store';

/** Identity levels: 0 none approved, 1 basic, 2 the full document flow (product §4 userLevel 2). */
type KycLevel = 0 | 1 | 2;

/**
 * The largest amount an identity of the level may pay (docs/sandbox.md KYC thresholds): up to
 * `kyc` without an approved identity, below `enhanced` at level 1 (the largest amount in the
 * fiat's decimals under it), up to `verifiedQuota` at level 2.
 */
function capOfLevel(level: KycLevel, limits: KycLimits, fiat: Fiat): Decimal {
  if (level === 0) return new Decimal(limits.kyc);
  if (level === 1) return new Decimal(limits.enhanced).minus(new Decimal(10).pow(-fiat.decimalDigits));
  return new Decimal(limits.verifiedQuota);
}

export interface KycRequirement {
  /** The amount is above what a user without an approved identity may pay. */
  needed: boolean;
  /** Product §4 userLevel: 2 sends the user to the full document flow (/kycVerification), 1 to the basic one. */
  level: 1 | 2;
  /** Some identity level allows the amount; false above the verified quota, which no verification lifts. */
  reachable: boolean;
  /**
   * The method's nationality rule needs a verified identity whatever the amount (product §6: TR, PL, NL,
   * BE methods; PIX needs a Brazilian identity), so an unverified user is sent to verify first.
   */
  identityNeeded: boolean;
}

/**
 * What an order of `amount` asks of the user's identity, by the KYC limits of its side and fiat
 * (a fiat without limits never asks for KYC) and, when known, its method.
 */
export function kycRequirementFor(limits: KycLimits | undefined, fiat: Fiat, amount: string, method?: PaymentMethod): KycRequirement {
  const identityNeeded = method?.nationality !== undefined;
  if (!limits) return { needed: false, level: 1, reachable: true, identityNeeded };
  const value = new Decimal(amount);
  const level = ([0, 1, 2] as const).find((candidate) => value.lessThanOrEqualTo(capOfLevel(candidate, limits, fiat)));
  return { needed: level !== 0, level: level === 2 || level === undefined ? 2 : 1, reachable: level !== undefined, identityNeeded };
}

/** Whether the user's identity already covers the requirement. */
export function kycSatisfied(state: KycState, requirement: KycRequirement): boolean {
  if (state.risky || !requirement.reachable) return false;
  if (requirement.identityNeeded && state.verifiedNationality === undefined) return false;
  return !requirement.needed || state.verifiedLevel >= requirement.level;
}

/**
 * Product §4 kycFlag: 0 continue to payment, 1 verify (/kycVerify), 2 show the review status
 * (/kycStatus) because one is waiting, failed or the account is at risk.
 */
export function kycFlagFor(state: KycState, requirement: KycRequirement): 0 | 1 | 2 {
  if (state.risky) return 2;
  if (kycSatisfied(state, requirement)) return 0;
  return state.status === 'waiting' || state.status === 'failed' ? 2 : 1;
}

/**
 * Product §6 'Payment limit up to': the most the user's identity lets them pay now, nothing for an
 * account at risk; undefined when the fiat has no KYC limits (only the amount range caps it).
 */
export function kycCapFor(state: KycState, limits: KycLimits | undefined, fiat: Fiat): Decimal | undefined {
  if (state.risky) return new Decimal(0);
  if (!limits) return undefined;
  return capOfLevel(state.verifiedLevel >= 2 ? 2 : state.verifiedLevel === 1 ? 1 : 0, limits, fiat);
}
