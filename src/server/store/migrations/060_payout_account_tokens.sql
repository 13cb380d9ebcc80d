-- A payout to a card needs the card, which must never be stored (product §9): the number is exchanged
-- for the card processor's token when the account is saved (payout forms' `tokenize`), and the
-- account keeps only a display value ("visa •••• 4242") beside the token, by field name.

ALTER TABLE payout_accounts ADD COLUMN tokens jsonb NOT NULL DEFAULT '{}'::jsonb;
