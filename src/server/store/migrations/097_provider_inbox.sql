-- Provider events in (docs/providers.md): POST /api/providers/<adapter>/events keeps each event the
-- adapter verified, unique on (adapter, event id), and answers at once; the apply job of every
-- instance takes due events under FOR UPDATE SKIP LOCKED with a lease (next_attempt_at) and applies
-- each through the order's guarded writer, marking it done in the same transaction. attempts fences
-- a late outcome after a lease ran out; after settlement.inbox.maxAttempts failures it is dead.
CREATE TABLE provider_events (
  adapter text NOT NULL,
  event_id text NOT NULL,
  -- The order events were received in: the apply job takes them in it.
  seq bigserial NOT NULL,
  -- payment | review | transfer | deposit | payout, and the provider's reference of it.
  subject text NOT NULL,
  reference text NOT NULL,
  fact jsonb NOT NULL,
  -- false: the adapter could not vouch for the body, the provider's status is asked instead.
  trusted boolean NOT NULL,
  occurred_at bigint NOT NULL,
  received_at bigint NOT NULL,
  -- pending | applied | unmatched (no subject has the reference) | dead (dead-lettered)
  state text NOT NULL DEFAULT 'pending',
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at bigint,
  applied_at bigint,
  last_error text,
  PRIMARY KEY (adapter, event_id)
);
CREATE INDEX provider_events_due ON provider_events (next_attempt_at) WHERE state = 'pending';
CREATE INDEX provider_events_ops ON provider_events (state, received_at) WHERE state IN ('unmatched', 'dead');

-- The reconciler's watch list: every subject with a provider reference that is not final is asked
-- about again (settlement.reconciler: first after firstCheckAfterMs, then every recheckEveryMs),
-- until it is final (settled) or give_up_at passes (gaveUp, an ops alert).
CREATE TABLE provider_watch (
  subject text NOT NULL,
  reference text NOT NULL,
  -- watching | settled | gaveUp
  state text NOT NULL DEFAULT 'watching',
  checks integer NOT NULL DEFAULT 0,
  next_check_at bigint NOT NULL,
  give_up_at bigint NOT NULL,
  created_at bigint NOT NULL,
  PRIMARY KEY (subject, reference)
);
CREATE INDEX provider_watch_due ON provider_watch (next_check_at) WHERE state = 'watching';
