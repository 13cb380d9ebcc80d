import { isFinalFact, type PaymentFact } from '../../providers/facts';
import { nextStatus, paymentLifecycle, type BuyEvent, type PaymentState } from '../../settlement/lifecycles';
import type { ApplyOutcome, SubjectHandler } from '../../settlement/subjects';
import { queueTransfer } from '../../settlement/transfers';
import { watchSubject } from '../../settlement/watch';
import type { Db } from '../../store/db';
import type { BuyOrderRow } from '../buy/buy-order-row';
import type { FlowDeps } from '../orders/flow-deps';
import { changeOrder } from '../webhooks/order-events';

/** A payments row (migration 098): one payment attempt of a buy order. */
export interface PaymentRow {
  reference: string;
  order_no: string;
  provider: 'card' | 'local';
  idempotency_key: string;
  status: PaymentState;
  result_code: string | null;
  action_url: string | null;
  created_at: number;
  updated_at: number;
}

const factOf = (row: PaymentRow): PaymentFact => ({
  type: 'payment',
  status: row.status,
  ...(row.result_code ? { resultCode: row.result_code } : {}),
  ...(row.action_url ? { actionUrl: row.action_url } : {}),
});

/** The order event a payment's status is, for the order's latest payment (any payment that succeeded pays the order: the money arrived). */
function orderEventOf(status: PaymentState): BuyEvent {
  switch (status) {
    case 'succeeded':
      return 'paid';
    case 'failed':
      return 'declined';
    case 'pending':
    case 'requiresAction':
      return 'paymentStarted';
    case 'expired':
    case 'cancelled':
      return 'paymentEnded';
  }
}

/**
 * Moves the order as its payment now stands, through the buy lifecycle: paid queues the delivery of
 * the crypto (chain_transfers) in the same transaction; a decline keeps its result code; an ended
 * or decided payment frees the order's charge slot. Only the latest payment speaks for the order,
 * except a success.
 */
async function moveOrder(tx: Db, payment: PaymentRow, now: number): Promise<void> {
  const event = orderEventOf(payment.status);
  const order = await tx.one<Pick<BuyOrderRow, 'pay_reference'>>('SELECT pay_reference FROM buy_orders WHERE order_no = $1', [payment.order_no]);
  if (event !== 'paid' && order?.pay_reference !== payment.reference) return;
  const claimEnds = payment.status !== 'pending' && payment.status !== 'requiresAction';
  await changeOrder(tx, 'buy', payment.order_no, now, event, async (write, next, before) => {
    if (event === 'paid') {
      await queueTransfer(
        write,
        {
          orderNo: before.order_no,
          purpose: 'delivery',
          network: before.network,
          crypto: before.crypto,
          address: before.address,
          memo: before.memo,
          amount: before.crypto_amount,
        },
        now,
      );
    }
    return write.one<BuyOrderRow>(
      `UPDATE buy_orders SET status = $2, pay_reference = $3, pay_status = $4, result_code = $5,
         charge_claimed_at = CASE WHEN $6 THEN NULL ELSE charge_claimed_at END,
         paid_at = CASE WHEN $2 = 'processing' THEN $7 ELSE paid_at END, updated_at = $7
       WHERE order_no = $1 RETURNING *`,
      [payment.order_no, next, payment.reference, payment.status, payment.status === 'failed' ? payment.result_code : null, claimEnds, now],
    );
  });
}

/**
 * Keeps a payment the provider just made (its create answered its reference and first fact) as the
 * order's latest attempt, and moves the order as that fact says; one not final yet is watched by the
 * reconciler. A retried create answering a payment already kept applies its fact like an event.
 */
export async function recordPayment(
  db: Db,
  deps: FlowDeps,
  payment: { orderNo: string; provider: 'card' | 'local'; idempotencyKey: string; reference: string; fact: PaymentFact; payerAccount: string | null },
  orderFields: { payInstructions?: unknown } = {},
): Promise<void> {
  const now = deps.now();
  await db.transaction(async (tx) => {
    const inserted = await tx.one<PaymentRow>(
      `INSERT INTO payments (reference, order_no, provider, idempotency_key, status, result_code, action_url, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) ON CONFLICT (reference) DO NOTHING RETURNING *`,
      [
        payment.reference,
        payment.orderNo,
        payment.provider,
        payment.idempotencyKey,
        payment.fact.status,
        payment.fact.resultCode ?? null,
        payment.fact.actionUrl ?? null,
        now,
      ],
    );
    if (!inserted) {
      await applyPaymentFact(tx, payment.reference, payment.fact, now);
      return;
    }
    // The latest attempt, with what the history shows of the payer and the instructions the payer follows.
    await tx.query(
      `UPDATE buy_orders SET pay_reference = $2, payer_account = $3, pay_instructions = COALESCE($4, pay_instructions), updated_at = $5 WHERE order_no = $1`,
      [
        payment.orderNo,
        payment.reference,
        payment.payerAccount,
        orderFields.payInstructions === undefined ? null : JSON.stringify(orderFields.payInstructions),
        now,
      ],
    );
    await moveOrder(tx, inserted, now);
    if (!isFinalFact(payment.fact)) await watchSubject(tx, 'payment', payment.reference, now, deps.reconcile);
  });
}

/** Applies a reported payment fact: the payment moves along its lifecycle only, and the order with it. */
export async function applyPaymentFact(tx: Db, reference: string, fact: PaymentFact, now: number): Promise<ApplyOutcome> {
  const payment = await tx.one<PaymentRow>('SELECT * FROM payments WHERE reference = $1 FOR UPDATE', [reference]);
  if (!payment) return { kind: 'unmatched' };
  const next = fact.status === payment.status ? undefined : nextStatus(paymentLifecycle, payment.status, fact.status);
  if (next === undefined) return { kind: 'applied', final: isFinalFact(factOf(payment)) };
  const moved = await tx.one<PaymentRow>(
    `UPDATE payments SET status = $2, result_code = COALESCE($3, result_code), action_url = COALESCE($4, action_url), updated_at = $5 WHERE reference = $1 RETURNING *`,
    [reference, next, fact.resultCode ?? null, fact.actionUrl ?? null, now],
  );
  if (!moved) throw new Error(`payment ${reference} vanished under its lock`);
  await moveOrder(tx, moved, now);
  return { kind: 'applied', final: isFinalFact(factOf(moved)) };
}

/** The settlement core's way to payments: the store's fact, the fact applied, the provider that made it asked. */
export function paymentHandler(deps: Pick<FlowDeps, 'card' | 'local'>): SubjectHandler<PaymentFact> {
  const rowOf = (db: Db, reference: string) => db.one<PaymentRow>('SELECT * FROM payments WHERE reference = $1', [reference]);
  return {
    known: async (db, reference) => {
      const row = await rowOf(db, reference);
      return row && factOf(row);
    },
    apply: applyPaymentFact,
    async lookup(db, reference) {
      const row = await rowOf(db, reference);
      if (!row) throw new Error(`no payment ${reference}`);
      return row.provider === 'card' ? deps.card.paymentStatus(reference) : deps.local.paymentStatus(reference);
    },
  };
}
