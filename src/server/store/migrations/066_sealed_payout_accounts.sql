-- Payout accounts are sealed at rest (AES-256-GCM under DATA_KEY, src/server/seal.ts): account_sealed
-- holds the account. The plain account column is kept only for rows saved before this migration,
-- until the server seals them when it starts (sealPlainPayoutAccounts), which leaves it NULL.

ALTER TABLE payout_accounts ADD COLUMN account_sealed text;
ALTER TABLE payout_accounts ALTER COLUMN account DROP NOT NULL;
