import { fiatByCode } from '../../../shared/config/assets';
import { methodByCode, methodServes, nationalityAllows } from '../../../shared/config/paymentMethods';
import type { Fiat } from '../../../shared/generated/assets.schema';
import type { AmountLimits } from '../../../shared/generated/assets.schema';
import type { PaymentMethod } from '../../../shared/generated/payment-methods.schema';
import { refuse, refuseField } from '../../refusals';
import type { Db } from '../../store/db';
import { kycRequirementFor, kycSatisfied } from '../kyc/kyc-rules';
import { identityReviewStatusByOutcome, kycStateOf, type KycState } from '../kyc/kyc-store';
import type { FlowDeps } from './flow-deps';

/**
 * What the user's identity state forbids for any order or payment with the method: trading at all
 * for an account at risk (product §6), and the cashier-desk bank transfers that need an identity
 * review (config identityReview, product §4: 53001-53004) until that review is approved.
 */
export function refuseUntradable(kyc: KycState, method: PaymentMethod): void {
  if (kyc.risky) refuse('accountRisk');
  if (method.identityReview && kyc.identityReview !== identityReviewStatusByOutcome.succeeded) refuse('identityReviewRequired');
}

/** An order's trade as the gate judges it: its side's method, fiat and country, and how its side checks the amount. */
export interface Trade {
  payWayCode: string;
  fiat: string;
  alpha2: string;
  /**
   * The side's own amount rule (product §5), run once the method is known: refuses an amount out of its
   * range, and answers the fiat amount the KYC thresholds apply to and the range to refuse with.
   */
  amountOf(method: PaymentMethod, fiat: Fiat): { amount: string; range: AmountLimits & { fiat: string } };
}

/**
 * The one gate of an order on either side (product §5/§6): the method serves the fiat and the country
 * (the rule the method lists apply, src/shared/config/catalogueRules.ts methodServes), the amount
 * passes the side's rule, the identity state allows the method (risk, identity review, a known
 * nationality mismatch: the identity a nationality rule needs may still be verified before paying),
 * and the identity's level covers the amount (KYC thresholds of the side and fiat). Answers the
 * method and fiat, and the identity state it judged.
 */
export async function checkTradable(
  db: Db,
  deps: FlowDeps,
  side: 'buy' | 'sell',
  userNo: string,
  trade: Trade,
): Promise<{ method: PaymentMethod; fiat: Fiat; kyc: KycState }> {
  const method = methodByCode(side, trade.payWayCode);
  const fiat = fiatByCode(trade.fiat);
  if (!method || !fiat || !methodServes(method, { fiat: fiat.code, country: trade.alpha2 })) refuseField('payWayCode');
  const { amount, range } = trade.amountOf(method, fiat);
  const kyc = await kycStateOf(db, deps, userNo);
  refuseUntradable(kyc, method);
  if (!nationalityAllows(method, kyc.verifiedNationality)) refuse('nationalityMismatch');
  const requirement = kycRequirementFor(deps.kyc.limitsFor(side, fiat.code), fiat, amount);
  if (!requirement.reachable) refuse('amountOutOfRange', { ...range });
  if (!kycSatisfied(kyc, requirement)) refuse('kycRequired');
  return { method, fiat, kyc };
}
