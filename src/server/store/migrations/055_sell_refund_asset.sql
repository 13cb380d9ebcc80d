-- Product §4: a refund's amount means nothing without its crypto. The crypto and network a failed payout
-- was refunded in (the payout rail's refund, USDT on Tron) are kept with the refund they were asked
-- for, so the order keeps saying "50 USDT" even if a later configuration refunds in something else.
-- Refunds asked for before this have none; their view names no refund crypto.

ALTER TABLE sell_orders ADD COLUMN refund_crypto text;
ALTER TABLE sell_orders ADD COLUMN refund_network text;
