import type { KycOutcome } from '../../shared/generated/sandbox.schema';

/**
 * What a provider reports, in one normalised shape per subject, whether it arrives as a signed event
 * (parseEvent) or as the answer to a status lookup (the reconciler's, or a create's own answer):
 * the settlement core applies both the same way (docs/providers.md 'Facts').
 */

/** A card or local-scheme payment: requiresAction carries the 3-D Secure or redirect step's URL, failed its product §8 code. */
export interface PaymentFact {
  type: 'payment';
  status: 'pending' | 'requiresAction' | 'succeeded' | 'failed' | 'expired' | 'cancelled';
  resultCode?: string;
  actionUrl?: string;
}

/** An identity review (KYC document flow, legend form, or the identity review of bank transfers). */
export interface ReviewFact {
  type: 'review';
  status: 'waiting' | KycOutcome;
}

/** A chain transfer the server asked for (bought crypto, a sell refund); txHash is the transaction broadcast (last one when replaced). */
export interface TransferFact {
  type: 'transfer';
  status: 'queued' | 'submitted' | 'mined' | 'confirmed' | 'failed';
  txHash?: string;
}

/**
 * A sell order's deposit: none before anything arrived; seen (in a block or the mempool), confirmed
 * (the first confirmation), final (the network's required confirmations); unconfirmed when a reorg
 * dropped the block it was seen in (it counts again only once seen again). amount and txHash once seen.
 * `unfit` marks a deposit that is not the order's (another token, another amount, one after the order
 * closed, a second one): the chain adapter keeps it for ops, and it moves no order.
 */
export interface DepositFact {
  type: 'deposit';
  status: 'none' | 'seen' | 'unconfirmed' | 'confirmed' | 'final';
  amount?: string;
  txHash?: string;
  unfit?: 'wrongToken' | 'wrongAmount' | 'late' | 'repeat';
}

/** A fiat payout of a sell order. */
export interface PayoutFact {
  type: 'payout';
  status: 'pending' | 'paid' | 'rejected';
}

/** The refund of a card payment (a buy order whose crypto could not be sent): asked for, then done or refused by the processor. */
export interface RefundFact {
  type: 'refund';
  status: 'pending' | 'succeeded' | 'failed';
}

export type Fact = PaymentFact | ReviewFact | TransferFact | DepositFact | PayoutFact | RefundFact;

/** The subject a fact is about: its type names the table the reference is looked up in. */
export type SubjectType = Fact['type'];

/** Facts after which nothing about the subject changes any more: the reconciler stops asking. */
export function isFinalFact(fact: Fact): boolean {
  switch (fact.type) {
    case 'payment':
      return fact.status === 'succeeded' || fact.status === 'failed' || fact.status === 'expired' || fact.status === 'cancelled';
    case 'review':
      return fact.status !== 'waiting';
    case 'transfer':
      return fact.status === 'confirmed' || fact.status === 'failed';
    case 'deposit':
      return fact.status === 'final';
    case 'payout':
    case 'refund':
      return fact.status !== 'pending';
  }
}

/**
 * An event as an adapter's parseEvent verified and normalised it: the provider's own id (the inbox
 * is unique on adapter and id), the reference the server stored when it made the subject, and the fact.
 * `trusted` false says the body cannot be relied on (an unsigned kind of event, a thin notification):
 * the apply job then asks the provider's status instead of using the fact.
 */
export interface ProviderEvent {
  eventId: string;
  reference: string;
  fact: Fact;
  /** When the provider says it happened (epoch ms). */
  occurredAt: number;
  trusted: boolean;
}

export type EventHeaders = Record<string, string | string[] | undefined>;

/**
 * How a provider's events come in: undefined for a body that is not this adapter's, carries a bad or
 * missing signature, or was signed longer ago than the adapter's tolerance (a replay).
 */
export interface EventParser {
  parseEvent(rawBody: Buffer, headers: EventHeaders): Promise<ProviderEvent | undefined>;
}

/**
 * A provider call that got no usable answer: a timeout, a 5xx, a refused connection. The provider may
 * or may not have acted; the same call with the same idempotency key is safe to make again.
 */
export class ProviderUnavailable extends Error {
  constructor(
    readonly provider: string,
    message: string,
  ) {
    super(`${provider}: ${message}`);
    this.name = 'ProviderUnavailable';
  }
}

/**
 * A provider call the provider will not carry out as asked (an order's deposit address asked for on
 * another network than the one it has, a crypto the network does not carry): asking again is no use,
 * and the order stays as it was.
 */
export class ProviderRefusedRequest extends Error {
  constructor(
    readonly provider: string,
    message: string,
  ) {
    super(`${provider}: ${message}`);
    this.name = 'ProviderRefusedRequest';
  }
}
