import { errorEntryByName } from '../../../shared/config/errors';
import type { BuyOrder } from '../../../shared/generated/api/buy.schema';
import type { PaymentFact } from '../../providers/facts';
import type { PaymentInstructions } from '../../providers/local/local-provider';
import { buyStatusAt, type BuyStatus } from './buy-status';
import { maskValue } from '../../mask';

/** A buy_orders row as the drivers return it (numeric as string, int8 as number). */
export interface BuyOrderRow {
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
  address: string;
  memo: string | null;
  fiat_amount: string;
  crypto_amount: string;
  price: string;
  ramp_fee: string;
  network_fee: string;
  discount: boolean;
  merchant_param: string | null;
  /** What the order's providers reported it to (settlement/lifecycles.ts buyLifecycle), migration 096. */
  status: BuyStatus;
  /** The latest payment attempt: its provider's reference and status. */
  pay_reference: string | null;
  pay_status: PaymentFact['status'] | null;
  result_code: string | null;
  pay_instructions: PaymentInstructions | null;
  payer_account: string | null;
  /** The confirmed transaction of the delivery (chain_transfers), once the order completed. */
  tx_id: string | null;
  /** When the latest card charge was sent to the gateway, until it answered approved or declined (migration 059). */
  charge_claimed_at: number | null;
  /** Webhook outbox (migration 075): events written so far and the status last reported (null: no merchant events). */
  event_sequence: number;
  reported_status: string | null;
  created_at: number;
  expires_at: number;
  paid_at: number | null;
  updated_at: number;
}

export function buyStatusOf(row: Pick<BuyOrderRow, 'status' | 'expires_at'>, now: number): BuyStatus {
  return buyStatusAt({ status: row.status, expiresAt: row.expires_at }, now);
}

/**
 * The result code an order shows (product §4, §8): the gateway's code of a declined payment, and code 11
 * (config/errors.json cryptoSendFailed) once the crypto of a paid order could not be sent.
 */
export function buyResultCodeOf(row: BuyOrderRow, now: number): string | null {
  const status = buyStatusOf(row, now);
  if (status === 'failed') return row.result_code;
  if (status === 'failedToSend') return errorEntryByName('cryptoSendFailed').code;
  return null;
}

/**
 * Product §3 "payer account": the payer's own account only. Orders whose virtual account was once
 * stored as their payer account (before the VA was known to be the account paid into) show none.
 */
export function payerAccountOf(row: Pick<BuyOrderRow, 'payer_account' | 'pay_instructions'>): string | null {
  const instructions = row.pay_instructions;
  if (row.payer_account !== null && instructions?.kind === 'virtualAccount' && row.payer_account === maskValue(instructions.vaNumber)) return null;
  return row.payer_account;
}

/** Product §3 order history (buy): what the API shows of an order. The TxID appears once the send is confirmed. */
export function buyOrderView(row: BuyOrderRow, now: number): BuyOrder {
  const status = buyStatusOf(row, now);
  return {
    side: 'buy',
    orderNo: row.order_no,
    status,
    payWayCode: row.pay_way_code,
    fiat: row.fiat,
    alpha2: row.alpha2,
    crypto: row.crypto,
    network: row.network,
    address: row.address,
    memo: row.memo,
    fiatAmount: row.fiat_amount,
    cryptoAmount: row.crypto_amount,
    price: row.price,
    rampFee: row.ramp_fee,
    networkFee: row.network_fee,
    discount: row.discount,
    resultCode: buyResultCodeOf(row, now),
    payerAccount: payerAccountOf(row),
    txId: status === 'completed' ? row.tx_id : null,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    paidAt: row.paid_at,
  };
}
