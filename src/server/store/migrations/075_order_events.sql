-- Merchant webhooks (docs/embedding.md "Webhooks"): every status change of a merchant's order writes
-- an event into webhook_events in the same transaction as the change (services/webhooks/order-events.ts),
-- numbered per order by event_sequence. Statuses stay computed on read from stored times; a change
-- that comes with time alone (a payment window closing, a chain send settling) is written by the
-- order-events job, which takes the order under a row lock once next_event_at has passed and writes
-- every status the order went through since reported_until. Orders placed before this have no events
-- (reported_status NULL): their merchants confirm them with GET /api/merchant/order.

ALTER TABLE buy_orders ADD COLUMN event_sequence integer NOT NULL DEFAULT 0;
ALTER TABLE buy_orders ADD COLUMN reported_status text;
ALTER TABLE buy_orders ADD COLUMN reported_until bigint;
ALTER TABLE buy_orders ADD COLUMN next_event_at bigint;
CREATE INDEX buy_orders_next_event ON buy_orders (next_event_at) WHERE next_event_at IS NOT NULL;

ALTER TABLE sell_orders ADD COLUMN event_sequence integer NOT NULL DEFAULT 0;
ALTER TABLE sell_orders ADD COLUMN reported_status text;
ALTER TABLE sell_orders ADD COLUMN reported_until bigint;
ALTER TABLE sell_orders ADD COLUMN next_event_at bigint;
CREATE INDEX sell_orders_next_event ON sell_orders (next_event_at) WHERE next_event_at IS NOT NULL;

-- The outbox. body is the JSON POSTed (and signed) on every attempt, kept as text so its bytes never change.
CREATE TABLE webhook_events (
  id text PRIMARY KEY,
  app_id text NOT NULL,
  order_no text NOT NULL,
  type text NOT NULL,
  sequence integer NOT NULL,
  created_at bigint NOT NULL,
  body text NOT NULL,
  -- pending (due at next_attempt_at; while an attempt is in flight, next_attempt_at is its lease) |
  -- delivered | failed (the retry schedule ran out) | skipped (the merchant had no webhookUrl when it was due)
  state text NOT NULL DEFAULT 'pending',
  -- Attempts of the current schedule (a replay starts a new one); also fences a late outcome after a lease ran out.
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at bigint,
  delivered_at bigint,
  UNIQUE (order_no, sequence)
);
CREATE INDEX webhook_events_due ON webhook_events (app_id, next_attempt_at) WHERE state = 'pending';
CREATE INDEX webhook_events_merchant ON webhook_events (app_id, created_at);

-- One row per attempt that got an outcome (an answer, a refusal or a timeout).
CREATE TABLE webhook_deliveries (
  id bigserial PRIMARY KEY,
  event_id text NOT NULL REFERENCES webhook_events (id),
  attempt integer NOT NULL,
  attempted_at bigint NOT NULL,
  duration_ms integer NOT NULL,
  status_code integer,
  error text,
  delivered boolean NOT NULL
);
CREATE INDEX webhook_deliveries_event ON webhook_deliveries (event_id, id);
