-- "Continue in a new tab" (docs/embedding.md): a handoff token, kept as its SHA-256 only, hands
-- one step of an embedded session to a new tab once, before it expires. It is bound to the
-- session that issued it (named by its token's hash, as sessions are; ended with it) and to the user's order. Exchanges are counted per
-- client IP so tokens cannot be guessed at speed.
-- One statement per line-ending semicolon: the runner splits on them.

CREATE TABLE handoffs (
  token_hash text PRIMARY KEY,
  session_token_hash text NOT NULL REFERENCES sessions (token_hash) ON DELETE CASCADE,
  user_no text NOT NULL REFERENCES users (user_no),
  order_no text,
  route text NOT NULL,
  language text,
  session_state text NOT NULL,
  expires_at bigint NOT NULL,
  used_at bigint
);
CREATE INDEX handoffs_expires_at ON handoffs (expires_at);
CREATE INDEX handoffs_session ON handoffs (session_token_hash, expires_at);

CREATE TABLE handoff_exchanges (
  id bigserial PRIMARY KEY,
  ip text NOT NULL,
  tried_at bigint NOT NULL
);
CREATE INDEX handoff_exchanges_ip ON handoff_exchanges (ip, tried_at);
CREATE INDEX handoff_exchanges_tried_at ON handoff_exchanges (tried_at);
