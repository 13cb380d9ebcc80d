-- The refund of a buy order's card payment when its crypto could not be sent (product §4
-- failed to send): one per order, under the idempotency key <orderNo>:refund, queued in the
-- transaction that fails the order and asked of the card adapter by the payment-refunds job.
-- status: queued -> pending (the adapter took it; reference kept) -> succeeded | failed, as the
-- processor reports it (an event, or the reconciler's status lookup).
CREATE TABLE payment_refunds (
  idempotency_key text PRIMARY KEY,
  order_no text NOT NULL UNIQUE REFERENCES buy_orders (order_no),
  payment_reference text NOT NULL REFERENCES payments (reference),
  amount text NOT NULL,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'pending', 'succeeded', 'failed')),
  reference text UNIQUE,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at bigint,
  last_error text,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL
);
CREATE INDEX payment_refunds_due ON payment_refunds (next_attempt_at) WHERE status = 'queued';
