-- Sell deposits on EVM chains (providers/chain/evm/): an address per sell order derived
-- from an extended public key, one watcher per network following blocks from a cursor, and every
-- deposit into a watched address, never deleted.

-- The next derivation index of each extended public key and path (xpub_id: a digest, not the key).
CREATE TABLE chain_deposit_indexes (
  xpub_id text PRIMARY KEY,
  next_index bigint NOT NULL
);

-- One address per sell order; closed_at is set when the order stops taking its deposit (a deposit
-- recorded after that is late).
CREATE TABLE chain_deposit_addresses (
  network text NOT NULL,
  address text NOT NULL,
  order_no text NOT NULL UNIQUE,
  crypto text NOT NULL,
  amount text NOT NULL,
  base_units numeric(78, 0) NOT NULL,
  xpub_id text NOT NULL,
  derivation_index bigint NOT NULL,
  created_at bigint NOT NULL,
  closed_at bigint,
  PRIMARY KEY (network, address),
  UNIQUE (xpub_id, derivation_index)
);

-- The watcher of each network: the last block whose deposits are recorded (cursor_number), and
-- the instance holding it until lease_until.
CREATE TABLE chain_watchers (
  network text PRIMARY KEY,
  cursor_number bigint NOT NULL,
  holder text,
  lease_until bigint NOT NULL DEFAULT 0
);

-- The hash of each recent block the watcher recorded, to see a reorg: a block whose hash the node
-- no longer gives was replaced. Blocks far below the cursor are pruned (they can no longer change).
CREATE TABLE chain_blocks (
  network text NOT NULL,
  number bigint NOT NULL,
  hash text NOT NULL,
  parent_hash text NOT NULL,
  PRIMARY KEY (network, number)
);

-- Each deposit once, by (transaction hash, log index); a native transfer has log index -1.
-- state: seen (in a block, fewer than the confirmations) | confirmed | unconfirmed (a reorg dropped
-- its block; seen again when it reappears). fit: exact (the order's crypto and amount, the first
-- one) | wrongToken | wrongAmount | late (the address was closed) | repeat (after an exact one).
-- version counts the state changes, so each reported fact has its own id.
CREATE TABLE chain_deposits (
  id bigserial PRIMARY KEY,
  network text NOT NULL,
  tx_hash text NOT NULL,
  log_index integer NOT NULL,
  address text NOT NULL,
  order_no text NOT NULL,
  crypto text NOT NULL,
  amount text NOT NULL,
  base_units numeric(78, 0) NOT NULL,
  from_address text NOT NULL,
  block_number bigint NOT NULL,
  block_hash text NOT NULL,
  state text NOT NULL CHECK (state IN ('seen', 'confirmed', 'unconfirmed')),
  fit text NOT NULL CHECK (fit IN ('exact', 'wrongToken', 'wrongAmount', 'late', 'repeat')),
  version integer NOT NULL DEFAULT 1,
  seen_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  UNIQUE (network, tx_hash, log_index)
);
CREATE INDEX chain_deposits_order ON chain_deposits (order_no);
CREATE INDEX chain_deposits_open ON chain_deposits (network, state) WHERE state <> 'confirmed';
CREATE INDEX chain_deposits_unfit ON chain_deposits (network, fit) WHERE fit <> 'exact';
