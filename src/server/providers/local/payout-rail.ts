/** A saved payout account as the rail receives it: its stored fields and the processor tokens of its tokenized ones (a card). */
export interface PayoutDestination {
  fields: Record<string, unknown>;
  tokens: Record<string, string>;
}

/** The fiat payout side of a sell: whether the receiving bank or card issuer accepts the account, and how long a transfer takes. */
export interface PayoutRail {
  accepts(destination: PayoutDestination): boolean;
  settleDelayMs: number;
  /** Spec §4: the crypto and network a failed payout is refunded in (USDT on Tron). */
  refund: { crypto: string; network: string };
}
