import type { ProvidersConfig } from '../../../shared/generated/providers.schema';
import type { CardProvider } from '../../providers/card/card-provider';
import type { RefundFact } from '../../providers/facts';
import { nextStatus, refundLifecycle, type RefundState } from '../../settlement/lifecycles';
import type { ApplyOutcome, SubjectHandler } from '../../settlement/subjects';
import { watchSubject, type ReconcileSchedule } from '../../settlement/watch';
import type { Db } from '../../store/db';
import type { FlowDeps } from '../orders/flow-deps';

/** A payment_refunds row (migration 102): the refund of a buy order's card payment. */
export interface RefundRow {
  idempotency_key: string;
  order_no: string;
  payment_reference: string;
  amount: string;
  status: RefundState;
  reference: string | null;
  attempts: number;
}

/** The idempotency key of an order's refund: one refund per order, however often its failure is applied or its send retried. */
export const refundKey = (orderNo: string) => `${orderNo}:refund`;

/**
 * Queues the refund of the order's card payment that succeeded, in the transaction that fails the
 * order to send (product §4 failed to send: the payer is refunded); queuing it again changes nothing.
 * A local-scheme payment is not queued: the local adapters have no refund call.
 */
export async function queueCardRefund(tx: Db, order: { orderNo: string; fiatAmount: string }, now: number): Promise<void> {
  await tx.query(
    `INSERT INTO payment_refunds (idempotency_key, order_no, payment_reference, amount, next_attempt_at, created_at, updated_at)
     SELECT $1, $2, reference, $3, $4, $4, $4 FROM payments
      WHERE order_no = $2 AND provider = 'card' AND status = 'succeeded' ORDER BY created_at DESC LIMIT 1
     ON CONFLICT (idempotency_key) DO NOTHING`,
    [refundKey(order.orderNo), order.orderNo, order.fiatAmount, now],
  );
}

/** Moves the refund along its lifecycle under its row lock; answers whether it is final now. */
async function applyRefund(tx: Db, row: RefundRow, fact: RefundFact, now: number): Promise<boolean> {
  const next = fact.status === row.status ? undefined : nextStatus(refundLifecycle, row.status, fact.status);
  if (next !== undefined)
    await tx.query('UPDATE payment_refunds SET status = $2, updated_at = $3 WHERE idempotency_key = $1', [row.idempotency_key, next, now]);
  const status = next ?? row.status;
  return status === 'succeeded' || status === 'failed';
}

export interface RefundSendOptions {
  db: Db;
  card: CardProvider;
  now: () => number;
  settings: ProvidersConfig['settlement']['refunds'];
  reconcile: ReconcileSchedule;
  onFailure: (refund: RefundRow, error: unknown) => void;
}

/**
 * One pass of the payment-refunds job, in the shape of the chain-transfers job: queued refunds due
 * are taken under SKIP LOCKED with a lease and asked of the card adapter with their idempotency key;
 * its reference is kept with what it said, and a refund not final is watched by the reconciler. A
 * call that fails leaves the refund queued, asked again later with the same key. Answers how many were taken.
 */
export async function sendQueuedRefunds({ db, card, now, settings, reconcile, onFailure }: RefundSendOptions): Promise<number> {
  const at = now();
  // An idle pass only reads (see claimDueEvents).
  if (!(await db.one("SELECT 1 AS due FROM payment_refunds WHERE status = 'queued' AND next_attempt_at <= $1 LIMIT 1", [at]))) return 0;
  const taken = await db.query<RefundRow>(
    `UPDATE payment_refunds SET attempts = attempts + 1, next_attempt_at = $2
      WHERE idempotency_key IN (SELECT idempotency_key FROM payment_refunds WHERE status = 'queued' AND next_attempt_at <= $1
        ORDER BY next_attempt_at LIMIT $3 FOR UPDATE SKIP LOCKED)
      RETURNING *`,
    [at, at + settings.leaseMs, settings.batch],
  );
  for (const refund of taken) {
    try {
      const answer = await card.refund({ reference: refund.payment_reference, idempotencyKey: refund.idempotency_key, amount: refund.amount });
      await db.transaction(async (tx) => {
        const row = await tx.one<RefundRow>(
          `UPDATE payment_refunds SET status = 'pending', reference = $2, next_attempt_at = NULL, last_error = NULL, updated_at = $3
            WHERE idempotency_key = $1 AND status = 'queued' RETURNING *`,
          [refund.idempotency_key, answer.reference, now()],
        );
        if (!row) return;
        if (!(await applyRefund(tx, row, answer.fact, now()))) await watchSubject(tx, 'refund', answer.reference, now(), reconcile);
      });
    } catch (error) {
      await db.query(`UPDATE payment_refunds SET next_attempt_at = $2, last_error = $3 WHERE idempotency_key = $1 AND status = 'queued'`, [
        refund.idempotency_key,
        now() + settings.retryAfterMs,
        error instanceof Error ? error.message : String(error),
      ]);
      onFailure(refund, error);
    }
  }
  return taken.length;
}

/** A refund's outcome as the processor reports it; the order it refunds stays failed to send (the refund is recorded, product §4 has no status for it). */
export function refundHandler(deps: Pick<FlowDeps, 'card'>): SubjectHandler<RefundFact> {
  return {
    async known(db, reference) {
      const row = await db.one<RefundRow>('SELECT * FROM payment_refunds WHERE reference = $1', [reference]);
      return row && { type: 'refund', status: row.status === 'queued' ? 'pending' : row.status };
    },
    async apply(tx, reference, fact, now): Promise<ApplyOutcome> {
      const row = await tx.one<RefundRow>('SELECT * FROM payment_refunds WHERE reference = $1 FOR UPDATE', [reference]);
      if (!row) return { kind: 'unmatched' };
      return { kind: 'applied', final: await applyRefund(tx, row, fact, now) };
    },
    lookup: (_db, reference) => deps.card.refundStatus(reference),
  };
}
