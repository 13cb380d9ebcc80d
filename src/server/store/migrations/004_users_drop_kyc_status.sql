-- The KYC status shown at login is read from the KYC review (053_kyc.sql) when asked, so the users
-- table keeps no copy of it that could drift.

ALTER TABLE users DROP COLUMN kyc_status;
