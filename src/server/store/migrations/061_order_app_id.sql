-- The merchant whose checkout placed an order (the appid header of POST /trade/create and of the
-- sell order), so that merchant's server can confirm the order (GET /api/merchant/order) and no
-- other merchant can read it. NULL for orders placed outside a merchant session.

ALTER TABLE buy_orders ADD COLUMN app_id text;
ALTER TABLE sell_orders ADD COLUMN app_id text;
