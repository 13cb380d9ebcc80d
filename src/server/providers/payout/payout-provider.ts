import type { EventParser, PayoutFact } from '../facts';

/** A saved payout account as the rail receives it: its stored fields and the processor tokens of its tokenized ones (a card). */
export interface PayoutDestination {
  fields: Record<string, unknown>;
  tokens: Record<string, string>;
}

export interface PayoutRequest {
  /** The same key makes the same payout: a retry never pays twice. */
  idempotencyKey: string;
  orderNo: string;
  destination: PayoutDestination;
  fiat: string;
  amount: string;
}

/** The fiat payout side of a sell: the bank's or card issuer's answer arrives later (paid, rejected). */
export interface PayoutProvider {
  submit(request: PayoutRequest): Promise<{ reference: string }>;
  payoutStatus(reference: string): Promise<PayoutFact>;
  /** Product §4: the crypto and network a failed payout is refunded in (USDT on Tron). */
  refund: { crypto: string; network: string };
  events: EventParser;
}
