/**
 * The card processor contract (spec §8 card result codes). A production adapter talks to a real
 * processor; the sandbox one answers from documented test numbers. The full card number and CVV
 * pass through `charge`/`tokenize` only and are never returned or stored by the caller.
 */
export interface CardDetails {
  number: string;
  expMonth: string;
  expYear: string;
  cvv: string;
  holderName: string;
}

export type CardSource = { kind: 'card'; card: CardDetails } | { kind: 'token'; token: string };

export interface CardCharge {
  orderNo: string;
  amount: string;
  fiat: string;
  source: CardSource;
}

/** approved: paid; declined: refused with a spec §8 result code; pending: no answer yet (may time out). */
export type ChargeResult =
  | { kind: 'approved'; reference: string }
  | { kind: 'declined'; reference: string; resultCode: string }
  | { kind: 'pending'; reference: string };

/** What may be kept of a card: the processor's token and display facts. */
export interface TokenizedCard {
  token: string;
  brand: string;
  last4: string;
  expMonth: string;
  expYear: string;
}

export interface CardGateway {
  tokenize(card: CardDetails): Promise<TokenizedCard>;
  charge(charge: CardCharge): Promise<ChargeResult>;
  /** Whether a pending charge has timed out at `now`: the processor will never confirm it, and the order may be charged again. */
  isTimedOut(reference: string, now: number): boolean;
}
