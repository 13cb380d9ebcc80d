import type { EventParser, PaymentFact, RefundFact } from '../facts';

/**
 * The card processor contract (product §8 card result codes), after Medusa's AbstractPaymentProvider:
 * one method per step, each asynchronous and answering the processor's reference, which the store
 * keeps. The full card number and CVV pass through `createPayment`/`tokenize` only, and only with an
 * adapter that collects card data on the server; they are never returned or stored by the caller.
 */
export interface CardDetails {
  number: string;
  expMonth: string;
  expYear: string;
  cvv: string;
  holderName: string;
}

/** A new card's details (server collection), or a token: of a saved card, or made by the adapter's browser fields. */
export type CardSource = { kind: 'card'; card: CardDetails } | { kind: 'token'; token: string };

export interface CardPaymentRequest {
  /** The same key makes the same payment: a retry after a timeout never charges twice. */
  idempotencyKey: string;
  orderNo: string;
  amount: string;
  fiat: string;
  source: CardSource;
  /** Where a 3-D Secure or redirect step sends the payer back to (the payment result of the order). */
  returnUrl: string;
}

/** The processor's answer: its reference and what it says of the payment now (succeeded, failed with a code, requiresAction with a URL, pending). */
export interface CardPaymentAnswer {
  reference: string;
  fact: PaymentFact;
}

/** What may be kept of a card: the processor's token and display facts. */
export interface TokenizedCard {
  token: string;
  brand: string;
  last4: string;
  expMonth: string;
  expYear: string;
}

/**
 * Where the card details are typed. browser: the processor's own fields (a page framed by the card
 * screen) make a token and post it to the screen; the server never sees a card number, and refuses one.
 * server: the card screen posts the details, for operators certified to take card data.
 */
export type CardCollection = { kind: 'browser'; fieldsUrl: string } | { kind: 'server' };

export interface CardProvider {
  collection: CardCollection;
  createPayment(request: CardPaymentRequest): Promise<CardPaymentAnswer>;
  /** A card to keep (saved cards, payouts to a card): server collection only. */
  tokenize(card: CardDetails): Promise<TokenizedCard>;
  /** The display facts of a token the browser fields made; undefined for a token the processor does not know. */
  describeToken(token: string): Promise<TokenizedCard | undefined>;
  paymentStatus(reference: string): Promise<PaymentFact>;
  /** Refunds `amount` of the payment `reference`; the same key makes the same refund. Answers the refund's reference and what the processor says of it now. */
  refund(request: { reference: string; idempotencyKey: string; amount: string }): Promise<{ reference: string; fact: RefundFact }>;
  refundStatus(reference: string): Promise<RefundFact>;
  events: EventParser;
}
