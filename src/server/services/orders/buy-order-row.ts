import { errorEntryByName } from '../../../shared/config/errors';
import type { BuyOrder } from '../../../shared/generated/api/buy.schema';
import { buyStatusAt, buyStatusChangeTimes, type BuyStageFacts, type BuyStatus } from './buy-status';
import type { PaymentInstructions } from '../../providers/local/local-gateway';
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
  stage: 'unpaid' | 'paid' | 'failed';
  pay_reference: string | null;
  result_code: string | null;
  pay_instructions: PaymentInstructions | null;
  payer_account: string | null;
  tx_id: string | null;
  send_ok: boolean | null;
  /** When the latest card charge was sent to the gateway, until it answered approved or declined (migration 059). */
  charge_claimed_at: number | null;
  /** Webhook outbox (migration 075): events written so far, the status last reported (null: no merchant events), up to when, and the next time the status may change by time alone. */
  event_sequence: number;
  reported_status: string | null;
  reported_until: number | null;
  next_event_at: number | null;
  created_at: number;
  expires_at: number;
  paid_at: number | null;
  settles_at: number | null;
  updated_at: number;
}

function stageFactsOf(row: BuyOrderRow): BuyStageFacts {
  return { stage: row.stage, expiresAt: row.expires_at, settlesAt: row.settles_at, sendOk: row.send_ok };
}

export function buyStatusOf(row: BuyOrderRow, now: number): BuyStatus {
  return buyStatusAt(stageFactsOf(row), now);
}

export function buyStatusChangeTimesOf(row: BuyOrderRow): number[] {
  return buyStatusChangeTimes(stageFactsOf(row));
}

/**
 * The result code an order shows (spec §4, §8): the gateway's code of a declined payment, and code 11
 * (config/errors.json cryptoSendFailed) once the crypto of a paid order could not be sent.
 */
export function buyResultCodeOf(row: BuyOrderRow, now: number): string | null {
  const status = buyStatusOf(row, now);
  if (status === 'failed') return row.result_code;
  if (status === 'failedToSend') return errorEntryByName('cryptoSendFailed').code;
  return null;
}

/**
 * Spec §3 "payer account": the payer's own account only. Orders whose virtual account was once
 * stored as their payer account (before the VA was known to be the account paid into) show none.
 */
export function payerAccountOf(row: Pick<BuyOrderRow, 'payer_account' | 'pay_instructions'>): string | null {
  const instructions = row.pay_instructions;
  if (row.payer_account !== null && instructions?.kind === 'virtualAccount' && row.payer_account === maskValue(instructions.vaNumber)) return null;
  return row.payer_account;
}

/** Spec §3 order history (buy): what the API shows of an order. The TxID appears once the send is confirmed. */
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

