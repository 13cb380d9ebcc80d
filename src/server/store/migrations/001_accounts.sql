-- Users, login codes, sessions and replay protection (product §7 Account). Times are epoch milliseconds (int8).
-- One statement per line-ending semicolon: the runner splits on them.

CREATE TABLE users (
  user_no text PRIMARY KEY,
  email text NOT NULL UNIQUE,
  -- active | disabled | risk (product §6: a disabled account is sent to /accountsDisabled, a risky one cannot trade)
  status text NOT NULL DEFAULT 'active',
  kyc_status integer NOT NULL DEFAULT 0,
  created_at bigint NOT NULL
);

-- The latest code per e-mail; only its SHA-256 is kept.
CREATE TABLE verification_codes (
  email text PRIMARY KEY,
  code_hash text NOT NULL,
  sent_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0,
  used boolean NOT NULL DEFAULT false
);

-- One row per code sent, counted per e-mail and per IP over the last hour.
CREATE TABLE code_sends (
  id bigserial PRIMARY KEY,
  email text NOT NULL,
  ip text NOT NULL,
  sent_at bigint NOT NULL
);
CREATE INDEX code_sends_email ON code_sends (email, sent_at);
CREATE INDEX code_sends_ip ON code_sends (ip, sent_at);

CREATE TABLE sessions (
  token text PRIMARY KEY,
  signing_key text NOT NULL,
  user_no text NOT NULL REFERENCES users (user_no),
  created_at bigint NOT NULL,
  last_seen_at bigint NOT NULL,
  revoked_at bigint
);
CREATE INDEX sessions_user ON sessions (user_no);

-- Signatures already accepted, kept until the timestamp skew window has passed, so a replay is refused.
CREATE TABLE seen_signatures (
  token text NOT NULL,
  sign text NOT NULL,
  expires_at bigint NOT NULL,
  PRIMARY KEY (token, sign)
);
CREATE INDEX seen_signatures_expiry ON seen_signatures (expires_at);

-- The development mail outbox (used when SMTP_URL is unset).
CREATE TABLE mail_outbox (
  id bigserial PRIMARY KEY,
  to_email text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  created_at bigint NOT NULL
);
CREATE INDEX mail_outbox_to ON mail_outbox (to_email, id);
