-- A level is granted only by a decided review at that level. Until now opening the level 2
-- flow (getToken/v2) wrote level 2 over a decided level 1 review and kept its 'succeeded' outcome, so the
-- row read as a verified level 2 with nothing submitted.
--
-- sdk_level: the level the current SDK token was issued for; issuing one no longer touches the review.
-- verified_level, verified_identity: what an earlier decided review approved, kept when a newer
-- submission replaces it, so a level 2 review in progress, rejected or asked to resubmit leaves level 1 as it was.
ALTER TABLE kyc_reviews ADD COLUMN sdk_level integer;
ALTER TABLE kyc_reviews ADD COLUMN verified_level integer NOT NULL DEFAULT 0;
ALTER TABLE kyc_reviews ADD COLUMN verified_identity jsonb;

UPDATE kyc_reviews SET sdk_level = level WHERE sdk_token IS NOT NULL;

-- Rows the old code lifted: a succeeded review at level 2 written again after its submission. Only a token
-- can have done that (a user verified at 2 is refused every later token and draft), and a token for level 2
-- was issued only to a user verified below it: their decided review was at level 1.
UPDATE kyc_reviews SET level = 1
WHERE level = 2 AND outcome = 'succeeded' AND submitted_at IS NOT NULL AND updated_at > submitted_at AND sdk_token IS NOT NULL;
