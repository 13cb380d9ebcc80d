-- Quotes are sealed, not stored (src/server/services/quote-store.ts): their terms travel in the
-- quoteId under QUOTE_KEY. What the store keeps is which quotes priced an order: the order's
-- transaction inserts its quote's id here, and the primary key lets one order only have it.
-- Rows go once the quote has expired (the used-quotes job).

CREATE TABLE used_quotes (
  quote_id text PRIMARY KEY,
  order_no text NOT NULL,
  expires_at bigint NOT NULL
);
CREATE INDEX used_quotes_expiry ON used_quotes (expires_at);

-- The stored quotes go, with their expired-quotes job: a quote handed out before this migration
-- carries no seal, so no order can be priced from it any more; the browser asks for a new one.
DROP TABLE quotes;
