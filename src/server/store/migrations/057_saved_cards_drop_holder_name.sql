-- Saved cards keep only what the contract allows: the processor's token, the brand, the last four
-- digits and the expiry (product §3 creditCardList). A charge by a saved card needs only its token, so the
-- cardholder's name is no longer stored with the card.

ALTER TABLE saved_cards DROP COLUMN holder_name;
