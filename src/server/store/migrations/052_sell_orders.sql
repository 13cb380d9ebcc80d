-- Sell orders (product §3 sell-order draft, §4 sell statuses) and payout accounts. Times are epoch
-- milliseconds. The shown status is computed on read from these times (services/sell/sell-status.ts):
-- no deposit before expires_at shows closed; a deposit shows crypto sent, block confirmed, then
-- confirm order until the user confirms; a payout shows in transfer until payout_settles_at, then
-- completed or failed by payout_ok; a refund shows refunding until refund_settles_at, then refunded.

CREATE TABLE payout_accounts (
  user_account_id text PRIMARY KEY,
  user_no text NOT NULL REFERENCES users (user_no),
  alpha2 text NOT NULL,
  pay_way_code text NOT NULL,
  -- The account as validated against config/payout-forms/<alpha2>.json.
  account jsonb NOT NULL,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL
);
CREATE INDEX payout_accounts_user ON payout_accounts (user_no, updated_at);

CREATE TABLE sell_orders (
  order_no text PRIMARY KEY,
  user_no text NOT NULL REFERENCES users (user_no),
  submit_token text NOT NULL,
  quote_id text NOT NULL,
  pay_way_code text NOT NULL,
  fiat text NOT NULL,
  alpha2 text NOT NULL,
  crypto text NOT NULL,
  network text NOT NULL,
  crypto_amount numeric NOT NULL,
  fiat_amount numeric NOT NULL,
  price numeric NOT NULL,
  ramp_fee numeric NOT NULL,
  deposit_address text NOT NULL,
  deposit_memo text,
  user_account_id text REFERENCES payout_accounts (user_account_id),
  deposit_tx_id text,
  deposit_amount numeric,
  deposited_at bigint,
  confirmed_at bigint,
  payout_ok boolean,
  payout_settles_at bigint,
  refund_address text,
  refund_amount numeric,
  refund_tx_id text,
  refund_requested_at bigint,
  refund_settles_at bigint,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  UNIQUE (user_no, submit_token)
);
CREATE INDEX sell_orders_user ON sell_orders (user_no, created_at);
