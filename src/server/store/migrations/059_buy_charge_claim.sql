-- One card charge of a buy order at a time (product §8: never charge a payer twice). A charge claims the
-- order before it goes to the gateway; the claim ends when the gateway approves or declines it, and a
-- pending charge keeps it until the gateway reports the charge timed out (services/pay/payments.ts).

ALTER TABLE buy_orders ADD COLUMN charge_claimed_at bigint;
