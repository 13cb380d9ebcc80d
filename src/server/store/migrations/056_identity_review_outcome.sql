-- Product §6: a risk account cannot trade, whichever identity path found the risk. The identity review's
-- status shows risk as rejected (2), like a failed review, so the provider's outcome is kept beside it
-- and the user's identity state (services/kyc/kyc-store.ts kycStateOf) can tell the two apart.
-- Reviews submitted before this have none: they are read as their status says.

ALTER TABLE identity_reviews ADD COLUMN outcome text;
