-- Merchant attribution (docs/embedding.md "Confirming orders"): an order is recorded under a merchant
-- only when the buyer's session checked that merchant's link and the link was accepted (signed when
-- the merchant requires it), never on the appid header alone. One merchant per session: a later
-- accepted link replaces it. The session is named by the SHA-256 of its token, never the token.

CREATE TABLE session_merchants (
  session_key text PRIMARY KEY,
  app_id text NOT NULL,
  accepted_at bigint NOT NULL,
  expires_at bigint NOT NULL
);
