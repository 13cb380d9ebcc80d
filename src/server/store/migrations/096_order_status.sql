-- Facts, not clocks: an order, a payout and a review now keep the status a provider's
-- report moved them to, written through one lifecycle per flow (src/server/settlement/lifecycles.ts).
-- Until now the status was worked out on every read from stored times: settles_at and send_ok
-- (decided by the chain when the payment landed), deposited_at plus a delay, payout_settles_at,
-- decided_after_ms. Existing rows are carried over to the status those facts had settled on: the
-- outcome of every send, payout, refund and review was decided when it started, so a row is given
-- its outcome now; an unpaid order or an undeposited sale whose window has ended is closed.

ALTER TABLE buy_orders ADD COLUMN status text;
-- The latest payment attempt's status as its provider reported it (payments.status of pay_reference).
ALTER TABLE buy_orders ADD COLUMN pay_status text;
UPDATE buy_orders SET status = CASE
    WHEN stage = 'paid' AND send_ok IS NOT FALSE THEN 'completed'
    WHEN stage = 'paid' THEN 'failedToSend'
    WHEN expires_at <= (extract(epoch FROM clock_timestamp()) * 1000)::bigint THEN 'closed'
    WHEN stage = 'failed' THEN 'failed'
    ELSE 'unpaid'
  END,
  pay_status = CASE
    WHEN stage = 'paid' THEN 'succeeded'
    WHEN stage = 'failed' THEN 'failed'
    -- A charge of the timeout card was reported timed out cardTimeoutMs after it was made.
    WHEN pay_reference IS NOT NULL AND pay_instructions IS NULL THEN 'expired'
    WHEN pay_instructions IS NOT NULL THEN 'pending'
  END;
ALTER TABLE buy_orders ALTER COLUMN status SET NOT NULL;
ALTER TABLE buy_orders ALTER COLUMN status SET DEFAULT 'unpaid';
ALTER TABLE buy_orders DROP COLUMN stage;
ALTER TABLE buy_orders DROP COLUMN settles_at;
ALTER TABLE buy_orders DROP COLUMN send_ok;
-- The order-events job no longer looks for statuses time alone changes: only the payment window does, and it is written as a fact.
ALTER TABLE buy_orders DROP COLUMN reported_until;
ALTER TABLE buy_orders DROP COLUMN next_event_at;
CREATE INDEX buy_orders_window ON buy_orders (expires_at) WHERE status IN ('unpaid', 'failed');

ALTER TABLE sell_orders ADD COLUMN status text;
-- The chain adapter's reference of the deposit address it watches, and the payout of the current account.
ALTER TABLE sell_orders ADD COLUMN deposit_reference text;
ALTER TABLE sell_orders ADD COLUMN payout_reference text;
-- When the bank reported the payout paid, and when the refund transfer was confirmed on chain.
ALTER TABLE sell_orders ADD COLUMN transferred_at bigint;
ALTER TABLE sell_orders ADD COLUMN refunded_at bigint;
UPDATE sell_orders SET status = CASE
    WHEN refund_requested_at IS NOT NULL THEN 'refunded'
    WHEN confirmed_at IS NOT NULL AND payout_ok THEN 'completed'
    WHEN confirmed_at IS NOT NULL THEN 'failed'
    WHEN deposited_at IS NOT NULL AND deposit_refused THEN 'failed'
    WHEN deposited_at IS NOT NULL THEN 'confirmOrder'
    WHEN expires_at <= (extract(epoch FROM clock_timestamp()) * 1000)::bigint THEN 'closed'
    ELSE 'awaitingDeposit'
  END,
  transferred_at = CASE WHEN refund_requested_at IS NULL AND confirmed_at IS NOT NULL AND payout_ok THEN payout_settles_at END,
  refunded_at = CASE WHEN refund_requested_at IS NOT NULL THEN refund_settles_at END;
ALTER TABLE sell_orders ALTER COLUMN status SET NOT NULL;
ALTER TABLE sell_orders ALTER COLUMN status SET DEFAULT 'awaitingDeposit';
ALTER TABLE sell_orders DROP COLUMN payout_ok;
ALTER TABLE sell_orders DROP COLUMN payout_settles_at;
ALTER TABLE sell_orders DROP COLUMN refund_settles_at;
ALTER TABLE sell_orders DROP COLUMN reported_until;
ALTER TABLE sell_orders DROP COLUMN next_event_at;
CREATE INDEX sell_orders_window ON sell_orders (expires_at) WHERE status = 'awaitingDeposit';
CREATE INDEX sell_orders_deposit ON sell_orders (deposit_reference);

-- A review's status (none, waiting, succeeded, failed, exception, risk) and the vendor's reference of
-- the submission under review: a decision about an older submission finds nothing to change.
ALTER TABLE kyc_reviews ADD COLUMN status text NOT NULL DEFAULT 'none';
ALTER TABLE kyc_reviews ADD COLUMN review_reference text;
UPDATE kyc_reviews SET status = outcome WHERE submitted_at IS NOT NULL AND outcome IS NOT NULL;
ALTER TABLE kyc_reviews DROP COLUMN outcome;
ALTER TABLE kyc_reviews DROP COLUMN decided_after_ms;
CREATE UNIQUE INDEX kyc_reviews_reference ON kyc_reviews (review_reference);

ALTER TABLE identity_reviews ADD COLUMN status text;
ALTER TABLE identity_reviews ADD COLUMN review_reference text;
UPDATE identity_reviews SET status = COALESCE(outcome, CASE final_status WHEN 1 THEN 'succeeded' WHEN 4 THEN 'exception' ELSE 'failed' END);
ALTER TABLE identity_reviews ALTER COLUMN status SET NOT NULL;
ALTER TABLE identity_reviews DROP COLUMN final_status;
ALTER TABLE identity_reviews DROP COLUMN outcome;
ALTER TABLE identity_reviews DROP COLUMN decided_after_ms;
CREATE UNIQUE INDEX identity_reviews_reference ON identity_reviews (review_reference);
