-- Product §7 submit-token: a call under a used token is a retry only when its whole body is the same,
-- so the digest of the body (services/orders/request-digest.ts) is kept beside the token. Orders
-- made before this have none: a call reusing one of their tokens is refused as a conflict.

ALTER TABLE buy_orders ADD COLUMN request_digest text;
ALTER TABLE sell_orders ADD COLUMN request_digest text;
