-- An account the payout rail rejected is marked as such, with the date, and never preselected.
-- rejected_at: when the rail's rejection of a payout to the account was recorded (markPayoutAccountRejected);
-- null while none is, and again once the user changes the account's details.
ALTER TABLE payout_accounts ADD COLUMN rejected_at bigint;
