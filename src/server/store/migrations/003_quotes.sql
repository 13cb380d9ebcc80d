-- Quotes handed out with a quoteId (product §3 Fee/quote responses); an order may use one only before it expires.

CREATE TABLE quotes (
  quote_id text PRIMARY KEY,
  side text NOT NULL,
  user_no text,
  -- The quote exactly as answered (amounts as decimal strings).
  body jsonb NOT NULL,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL
);
CREATE INDEX quotes_expiry ON quotes (expires_at);
