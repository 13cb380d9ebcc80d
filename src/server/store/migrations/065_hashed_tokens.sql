-- Session tokens and submit-tokens are kept as their SHA-256 in hex (services/token-hash.ts): the
-- plain token lives only in the browser. Rows already stored are hashed in place, so sessions stay
-- signed in and a retry of an order placed before the upgrade still answers that order.
-- seen_signatures.token keeps its name and holds the session's token_hash from now on.

ALTER TABLE sessions RENAME COLUMN token TO token_hash;
UPDATE sessions SET token_hash = encode(sha256(convert_to(token_hash, 'UTF8')), 'hex');
UPDATE seen_signatures SET token = encode(sha256(convert_to(token, 'UTF8')), 'hex');

ALTER TABLE buy_orders RENAME COLUMN submit_token TO submit_token_hash;
UPDATE buy_orders SET submit_token_hash = encode(sha256(convert_to(submit_token_hash, 'UTF8')), 'hex');

ALTER TABLE sell_orders RENAME COLUMN submit_token TO submit_token_hash;
UPDATE sell_orders SET submit_token_hash = encode(sha256(convert_to(submit_token_hash, 'UTF8')), 'hex');
