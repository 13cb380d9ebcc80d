-- Saved cards (product §3: at most 6) and the last-used pay form per method (product §3 lastTimePaymentFormInfo).
-- Only the processor's token and display facts are kept: never the card number or the CVV.

CREATE TABLE saved_cards (
  user_card_id text PRIMARY KEY,
  user_no text NOT NULL REFERENCES users (user_no),
  gateway_token text NOT NULL,
  brand text NOT NULL,
  last4 text NOT NULL,
  exp_month text NOT NULL,
  exp_year text NOT NULL,
  holder_name text NOT NULL,
  created_at bigint NOT NULL
);
CREATE INDEX saved_cards_user ON saved_cards (user_no, created_at);

-- The form as last submitted, already masked (card number: first 4 characters plus stars, product §9).
CREATE TABLE pay_form_data (
  user_no text NOT NULL REFERENCES users (user_no),
  pay_way_code text NOT NULL,
  form jsonb NOT NULL,
  updated_at bigint NOT NULL,
  PRIMARY KEY (user_no, pay_way_code)
);
