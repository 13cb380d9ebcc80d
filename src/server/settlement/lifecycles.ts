import type { BuyOrderStatus } from '../../shared/generated/api/buy.schema';
import type { SellOrderStatus } from '../../shared/generated/api/sell.schema';
import type { KycStatus } from '../providers/kyc/kyc-provider';

/**
 * The three lifecycles of product §4, each one transition table: from a status, the events that may
 * move it and where to. Every status change of an order or a review goes through its table (the
 * guarded writer, services/webhooks/order-events.ts changeOrder, and the review writer): an event a
 * status does not list moves nothing, so an event that arrives late or twice, or one older than the
 * status already reached, never takes a status back. Only providers' facts and the user's own
 * actions name events here; time names only the end of a window (windowEnded).
 */

/** Buy orders: Confirming (unpaid), Processing, Completed, Failed, Failed to send crypto (code 11), Closed. */
export const buyLifecycle = {
  unpaid: { paymentStarted: 'unpaid', paymentEnded: 'unpaid', paid: 'processing', declined: 'failed', methodChanged: 'unpaid', windowEnded: 'closed' },
  // After a decline the order stays payable with another card or method until its window ends (product §4).
  failed: { paymentStarted: 'unpaid', paymentEnded: 'failed', paid: 'processing', declined: 'failed', methodChanged: 'unpaid', windowEnded: 'closed' },
  // A payment reported after the window closed still delivers: the payer's money arrived.
  closed: { paid: 'processing' },
  processing: { delivered: 'completed', notDelivered: 'failedToSend' },
  completed: {},
  failedToSend: {},
} as const satisfies Record<BuyOrderStatus, Partial<Record<BuyEvent, BuyOrderStatus>>>;

/**
 * paymentStarted: a payment is under way (pending, or waiting for the payer's 3-D Secure step);
 * paymentEnded: it ended without paying or declining (expired, cancelled); paid, declined: its outcome.
 */
export type BuyEvent = 'paymentStarted' | 'paymentEnded' | 'paid' | 'declined' | 'methodChanged' | 'windowEnded' | 'delivered' | 'notDelivered';

/**
 * Sell orders: awaiting deposit, crypto sent, block confirmed, confirm order, in transfer, completed,
 * failed, closed, refunding, refunded. A deposit the sell rule refuses (product §5) goes to failed once
 * confirmed (refusedDepositConfirmed); a rejected payout fails the order, which is paid out to another
 * account (payoutStarted) or refunded.
 */
export const sellLifecycle = {
  awaitingDeposit: {
    networkSwitched: 'awaitingDeposit',
    depositSeen: 'cryptoSent',
    depositConfirmed: 'blockConfirmed',
    depositFinal: 'confirmOrder',
    refusedDepositConfirmed: 'failed',
    windowEnded: 'closed',
  },
  cryptoSent: { depositConfirmed: 'blockConfirmed', depositFinal: 'confirmOrder', refusedDepositConfirmed: 'failed' },
  blockConfirmed: { depositFinal: 'confirmOrder', payoutStarted: 'inTransfer' },
  confirmOrder: { payoutStarted: 'inTransfer' },
  inTransfer: { payoutPaid: 'completed', payoutRejected: 'failed' },
  failed: { payoutStarted: 'inTransfer', refundRequested: 'refunding' },
  refunding: { refundSent: 'refunded' },
  completed: {},
  refunded: {},
  closed: {},
} as const satisfies Record<SellOrderStatus, Partial<Record<SellEvent, SellOrderStatus>>>;

export type SellEvent =
  | 'networkSwitched'
  | 'depositSeen'
  | 'depositConfirmed'
  | 'depositFinal'
  | 'refusedDepositConfirmed'
  | 'windowEnded'
  | 'payoutStarted'
  | 'payoutPaid'
  | 'payoutRejected'
  | 'refundRequested'
  | 'refundSent';

/**
 * KYC reviews and the identity review of bank transfers: a submission waits for the vendor's
 * decision; a resubmit answer (exception) or an approval (the next level) may be submitted again;
 * a rejection and a risk end the road.
 */
export const reviewLifecycle = {
  none: { submitted: 'waiting' },
  waiting: { approved: 'succeeded', rejected: 'failed', resubmit: 'exception', risk: 'risk' },
  exception: { submitted: 'waiting' },
  succeeded: { submitted: 'waiting' },
  failed: {},
  risk: {},
} as const satisfies Record<KycStatus, Partial<Record<ReviewEvent, KycStatus>>>;

export type ReviewEvent = 'submitted' | 'approved' | 'rejected' | 'resubmit' | 'risk';

/** Where the event takes a status in its lifecycle; undefined when the status does not list it (the event moves nothing). */
export function nextStatus<Status extends string>(lifecycle: Record<Status, Partial<Record<string, Status>>>, from: Status, event: string): Status | undefined {
  return lifecycle[from]?.[event];
}

/** Chain transfers (chain_transfers.state): queued, then as the chain reports it; a later report may skip a step, never go back. */
export const transferLifecycle = {
  queued: { submitted: 'submitted', mined: 'mined', confirmed: 'confirmed', failed: 'failed' },
  submitted: { mined: 'mined', confirmed: 'confirmed', failed: 'failed' },
  mined: { confirmed: 'confirmed', failed: 'failed' },
  confirmed: {},
  failed: {},
} as const satisfies Record<TransferState, Partial<Record<TransferState, TransferState>>>;

export type TransferState = 'queued' | 'submitted' | 'mined' | 'confirmed' | 'failed';

/** A payment attempt (payments.status): it may ask for an action or stay pending, then ends once; a later report never reopens it. */
export const paymentLifecycle = {
  pending: { requiresAction: 'requiresAction', succeeded: 'succeeded', failed: 'failed', expired: 'expired', cancelled: 'cancelled' },
  requiresAction: { succeeded: 'succeeded', failed: 'failed', expired: 'expired', cancelled: 'cancelled' },
  succeeded: {},
  failed: {},
  expired: {},
  cancelled: {},
} as const satisfies Record<PaymentState, Partial<Record<PaymentState, PaymentState>>>;

export type PaymentState = 'pending' | 'requiresAction' | 'succeeded' | 'failed' | 'expired' | 'cancelled';

/** A fiat payout (sell_payouts.status). */
export const payoutLifecycle = {
  pending: { paid: 'paid', rejected: 'rejected' },
  paid: {},
  rejected: {},
} as const satisfies Record<PayoutState, Partial<Record<PayoutState, PayoutState>>>;

export type PayoutState = 'pending' | 'paid' | 'rejected';

/** The refund of a buy order's card payment (payment_refunds.status): queued until the card adapter takes it, then as the processor reports it. */
export const refundLifecycle = {
  queued: { pending: 'pending', succeeded: 'succeeded', failed: 'failed' },
  pending: { succeeded: 'succeeded', failed: 'failed' },
  succeeded: {},
  failed: {},
} as const satisfies Record<RefundState, Partial<Record<RefundState, RefundState>>>;

export type RefundState = 'queued' | 'pending' | 'succeeded' | 'failed';
