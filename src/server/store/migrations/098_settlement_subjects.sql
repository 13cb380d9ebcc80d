-- What an order's providers made for it, each under the provider's reference.
--
-- payments: every payment attempt of a buy order (a card charge, a local scheme's instructions); the
-- order's pay_reference and pay_status are its latest. A success reported for an earlier attempt
-- still pays the order: the money arrived.
CREATE TABLE payments (
  reference text PRIMARY KEY,
  order_no text NOT NULL REFERENCES buy_orders (order_no),
  -- card | local
  provider text NOT NULL,
  idempotency_key text NOT NULL UNIQUE,
  -- pending | requiresAction | succeeded | failed | expired | cancelled
  status text NOT NULL,
  result_code text,
  action_url text,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL
);
CREATE INDEX payments_order ON payments (order_no, created_at);

-- The chain transfer queue: bought crypto (purpose delivery) and sell refunds (purpose refund), one
-- per order and purpose (the idempotency key), sent by the chain-transfers job of any instance.
-- queued -> submitted -> mined -> confirmed, or failed; every transaction hash broadcast is kept.
CREATE TABLE chain_transfers (
  id bigserial PRIMARY KEY,
  idempotency_key text NOT NULL UNIQUE,
  order_no text NOT NULL,
  purpose text NOT NULL,
  network text NOT NULL,
  crypto text NOT NULL,
  address text NOT NULL,
  memo text,
  amount numeric NOT NULL,
  state text NOT NULL DEFAULT 'queued',
  -- The chain adapter's reference, once it took the transfer.
  reference text UNIQUE,
  tx_hashes jsonb NOT NULL DEFAULT '[]',
  -- While queued: when to send (a lease while a send is in flight).
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at bigint,
  last_error text,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL
);
CREATE INDEX chain_transfers_queued ON chain_transfers (next_attempt_at) WHERE state = 'queued';
CREATE INDEX chain_transfers_order ON chain_transfers (order_no);

-- The fiat payouts of sell orders, one per account tried (after a rejection the user may pay out to another).
CREATE TABLE sell_payouts (
  reference text PRIMARY KEY,
  order_no text NOT NULL REFERENCES sell_orders (order_no),
  idempotency_key text NOT NULL UNIQUE,
  user_account_id text NOT NULL,
  -- pending | paid | rejected
  status text NOT NULL,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL
);
CREATE INDEX sell_payouts_order ON sell_payouts (order_no);
