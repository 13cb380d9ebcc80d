-- A live quote prices one order only: the order that took it, set in the transaction that creates
-- (or re-prices) that order. NULL while the quote has priced nothing.

ALTER TABLE quotes ADD COLUMN order_no text;
