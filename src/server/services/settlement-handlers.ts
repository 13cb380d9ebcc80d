import type { SubjectHandlers } from '../settlement/subjects';
import { reviewHandler } from './kyc/review-facts';
import type { FlowDeps } from './orders/flow-deps';
import { transferHandler } from './orders/transfer-facts';
import { paymentHandler } from './pay/payment-facts';
import { refundHandler } from './pay/refunds';
import { depositHandler } from './sell/deposit-facts';
import { payoutHandler } from './sell/payout-facts';

/** How the settlement core reaches each subject: the services that own them, one handler each. */
export function subjectHandlers(deps: FlowDeps): SubjectHandlers {
  return {
    payment: paymentHandler(deps),
    review: reviewHandler(deps),
    transfer: transferHandler(deps),
    deposit: depositHandler(deps),
    payout: payoutHandler(deps),
    refund: refundHandler(deps),
  };
}
