-- Single-use merchant links (docs/embedding.md "nonce"): a nonce accepted once is refused again
-- until the link could no longer pass its age check anyway (usable_until), when the row is pruned.
-- One statement per line-ending semicolon: the runner splits on them.

CREATE TABLE merchant_link_nonces (
  app_id text NOT NULL,
  nonce text NOT NULL,
  usable_until bigint NOT NULL,
  PRIMARY KEY (app_id, nonce)
);
CREATE INDEX merchant_link_nonces_usable_until ON merchant_link_nonces (usable_until);
