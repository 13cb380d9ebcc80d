-- The sandbox provider's own side (docs/sandbox.md, docs/providers.md): what a processor's test mode
-- keeps at the processor. Gangway's own tables never read these; the sandbox adapters answer from
-- them and report through signed events, like any provider.
--
-- sandbox_objects: a payment, a card token, a review, a transfer, a deposit or a payout the sandbox
-- made, under the reference it answered; a create with the same idempotency key finds the same one.
CREATE TABLE sandbox_objects (
  reference text PRIMARY KEY,
  kind text NOT NULL,
  idempotency_key text,
  -- What the object is about: the order, the amount, the test card, the outcome it will end in.
  data jsonb NOT NULL,
  -- The status a lookup answers before any step of its timeline is due.
  status jsonb NOT NULL,
  created_at bigint NOT NULL,
  UNIQUE (kind, idempotency_key)
);

-- Each object's timeline: what happens to it and when (due_at), each step also posted as a signed
-- event to the server's intake at post_at (later with the delay fault). A status lookup answers the
-- latest step due; the delivery job posts steps whose post_at has passed (dropped with the drop fault).
CREATE TABLE sandbox_steps (
  event_id text PRIMARY KEY,
  -- Orders steps due at the same time as they were added.
  seq bigserial NOT NULL,
  reference text NOT NULL REFERENCES sandbox_objects (reference),
  provider_kind text NOT NULL,
  fact jsonb NOT NULL,
  due_at bigint NOT NULL,
  post_at bigint NOT NULL,
  -- due (not posted yet; while a post is in flight, post_at is its lease) | posted | dropped
  state text NOT NULL DEFAULT 'due',
  posts integer NOT NULL DEFAULT 0
);
CREATE INDEX sandbox_steps_reference ON sandbox_steps (reference, due_at);
CREATE INDEX sandbox_steps_due ON sandbox_steps (post_at) WHERE state = 'due';
