-- Buy orders (product §3 buy payments state, §4 buy statuses). Times are epoch milliseconds; money is numeric.
-- The shown status is computed on read from the stored stage and times (services/orders/buy-status.ts),
-- so no instance needs a timer: unpaid past expires_at shows closed, paid shows processing until
-- settles_at, then completed or failedToSend by send_ok.

CREATE TABLE buy_orders (
  order_no text PRIMARY KEY,
  user_no text NOT NULL REFERENCES users (user_no),
  -- The browser's submit-token header: one order per (user, token), also under concurrent retries.
  submit_token text NOT NULL,
  quote_id text NOT NULL,
  pay_way_code text NOT NULL,
  fiat text NOT NULL,
  alpha2 text NOT NULL,
  crypto text NOT NULL,
  network text NOT NULL,
  address text NOT NULL,
  memo text,
  fiat_amount numeric NOT NULL,
  crypto_amount numeric NOT NULL,
  price numeric NOT NULL,
  ramp_fee numeric NOT NULL,
  network_fee numeric NOT NULL,
  discount boolean NOT NULL DEFAULT false,
  merchant_param text,
  -- unpaid | paid | failed
  stage text NOT NULL DEFAULT 'unpaid',
  -- Gateway reference of the latest payment attempt, its result code when declined, its instructions.
  pay_reference text,
  result_code text,
  pay_instructions jsonb,
  -- Masked payer account (card brand and last four, or VA number) for the history (product §3).
  payer_account text,
  tx_id text,
  send_ok boolean,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  paid_at bigint,
  settles_at bigint,
  updated_at bigint NOT NULL,
  UNIQUE (user_no, submit_token)
);
CREATE INDEX buy_orders_user ON buy_orders (user_no, created_at);
