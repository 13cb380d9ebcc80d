-- Identity verification (product §3 KYC, §7 /kyc/*). The outcome is decided by the provider when the
-- documents arrive and shows after decided_after_ms (services/kyc), so no instance needs a timer.

CREATE TABLE kyc_reviews (
  user_no text PRIMARY KEY REFERENCES users (user_no),
  -- 1: basic (legend form or identity review), 2: full document flow (product §4 userLevel 2).
  level integer NOT NULL DEFAULT 1,
  sdk_token text,
  -- The identity as submitted (names, nationality, birth date, ID type and number, address).
  identity jsonb,
  submitted_at bigint,
  outcome text,
  decided_after_ms bigint NOT NULL DEFAULT 0,
  updated_at bigint NOT NULL
);

-- Uploaded photos: only their type, size and digest; the bytes go to the provider.
CREATE TABLE kyc_files (
  id bigserial PRIMARY KEY,
  user_no text NOT NULL REFERENCES users (user_no),
  -- id | selfie
  kind text NOT NULL,
  content_type text NOT NULL,
  size_bytes bigint NOT NULL,
  sha256 text NOT NULL,
  created_at bigint NOT NULL
);
CREATE INDEX kyc_files_user ON kyc_files (user_no, kind);

-- Identity review before a cashier-desk bank transfer (product §4: 53001-53004; status 0, 1, 2 or 4).
CREATE TABLE identity_reviews (
  user_no text PRIMARY KEY REFERENCES users (user_no),
  identity jsonb NOT NULL,
  submitted_at bigint NOT NULL,
  -- The final status once decided_after_ms has passed: 1 approved, 2 rejected, 4 resubmit.
  final_status integer NOT NULL,
  decided_after_ms bigint NOT NULL
);
