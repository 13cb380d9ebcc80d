-- Product §3 sell history "actual amount" and "final total": a sale is paid out on the crypto that
-- actually arrived, at the order's locked price and fee schedule. The payout method's schedule is kept
-- with the price when the order is made; what the deposit pays out (and its fee) is kept when it
-- arrives. A deposit the sell rule refuses (product §5, e.g. below the sell minimum) is never paid out:
-- the order fails into the refund of what was sent. Orders made before this lock no schedule.

ALTER TABLE sell_orders ADD COLUMN fee_percent numeric;
ALTER TABLE sell_orders ADD COLUMN fee_fixed numeric;
ALTER TABLE sell_orders ADD COLUMN final_fiat_amount numeric;
ALTER TABLE sell_orders ADD COLUMN final_ramp_fee numeric;
ALTER TABLE sell_orders ADD COLUMN deposit_refused boolean NOT NULL DEFAULT false;
