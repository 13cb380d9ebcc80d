import type { SellOrder } from '../../../shared/generated/api/sell.schema';
import { sellStatusAt, type SellStatus } from './sell-status';

/** A sell_orders row as the drivers return it (numeric as string, int8 as number). */
export interface SellOrderRow {
  order_no: string;
  user_no: string;
  /** SHA-256 of the submit-token header (services/token-hash.ts). */
  submit_token_hash: string;
  /** requestDigest of the body that created the order; null for orders older than migration 054. */
  request_digest: string | null;
  /** The merchant whose checkout placed the order (appid header), null outside a merchant session. */
  app_id: string | null;
  quote_id: string;
  pay_way_code: string;
  fiat: string;
  alpha2: string;
  crypto: string;
  network: string;
  crypto_amount: string;
  fiat_amount: string;
  price: string;
  ramp_fee: string;
  /** What the order's providers reported it to (settlement/lifecycles.ts sellLifecycle), migration 096. */
  status: SellStatus;
  deposit_address: string;
  deposit_memo: string | null;
  /** The chain adapter's reference of the deposit it watches for; null for orders older than migration 096. */
  deposit_reference: string | null;
  user_account_id: string | null;
  deposit_tx_id: string | null;
  deposit_amount: string | null;
  deposited_at: number | null;
  confirmed_at: number | null;
  /** The payout of the current account (sell_payouts), and when its bank reported it paid. */
  payout_reference: string | null;
  transferred_at: number | null;
  refund_address: string | null;
  refund_amount: string | null;
  refund_crypto: string | null;
  refund_network: string | null;
  refund_tx_id: string | null;
  refund_requested_at: number | null;
  /** When the refund transfer was confirmed on chain. */
  refunded_at: number | null;
  /** The payout method's fee schedule locked with the price (migration 058); null for older orders. */
  fee_percent: string | null;
  fee_fixed: string | null;
  /** What the deposit pays out and its fee (product §3 final total), set when the deposit arrives. */
  final_fiat_amount: string | null;
  final_ramp_fee: string | null;
  /** The deposit failed the sell rule (product §5): nothing is paid out, the order fails into its refund. */
  deposit_refused: boolean;
  /** Webhook outbox (migration 075): events written so far and the status last reported (null: no merchant events). */
  event_sequence: number;
  reported_status: string | null;
  created_at: number;
  expires_at: number;
  updated_at: number;
}

export function sellStatusOf(row: Pick<SellOrderRow, 'status' | 'expires_at'>, now: number): SellStatus {
  return sellStatusAt({ status: row.status, expiresAt: row.expires_at }, now);
}

/**
 * Product §3 order history (sell): the buy fields plus actual amount, final total (what the deposit
 * pays out, once it arrived), confirmed, transfer and refund times, and why a failed order failed.
 */
export function sellOrderView(row: SellOrderRow, now: number): SellOrder {
  const status = sellStatusOf(row, now);
  return {
    side: 'sell',
    orderNo: row.order_no,
    status,
    payWayCode: row.pay_way_code,
    fiat: row.fiat,
    alpha2: row.alpha2,
    crypto: row.crypto,
    network: row.network,
    cryptoAmount: row.crypto_amount,
    actualCryptoAmount: row.deposit_amount,
    fiatAmount: row.final_fiat_amount ?? row.fiat_amount,
    price: row.price,
    rampFee: row.final_ramp_fee ?? row.ramp_fee,
    depositAddress: row.deposit_address,
    depositMemo: row.deposit_memo,
    depositTxId: row.deposit_tx_id,
    userAccountId: row.user_account_id,
    refundAddress: row.refund_address,
    refundAmount: row.refund_amount,
    refundCrypto: row.refund_crypto,
    refundNetwork: row.refund_network,
    refundTxId: status === 'refunded' ? row.refund_tx_id : null,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    depositedAt: row.deposited_at,
    confirmedAt: row.confirmed_at,
    transferredAt: status === 'completed' ? row.transferred_at : null,
    refundedAt: status === 'refunded' ? row.refunded_at : null,
    failureReason: failureReasonOf(row, status),
  };
}

/** Why a sell order failed (and offers a refund): the deposit was out of the sell range, or the bank rejected the payout. */
function failureReasonOf(row: SellOrderRow, status: SellStatus): SellOrder['failureReason'] {
  if (status !== 'failed' && status !== 'refunding' && status !== 'refunded') return null;
  return row.deposit_refused ? 'amountOutOfRange' : 'bankRejected';
}
