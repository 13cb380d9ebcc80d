/** The fiat payout side of a sell: whether the receiving bank accepts the account, and how long a transfer takes. */
export interface PayoutRail {
  accepts(account: Record<string, unknown>): boolean;
  settleDelayMs: number;
  /** Spec §4: the crypto and network a failed payout is refunded in (USDT on Tron). */
  refund: { crypto: string; network: string };
}
