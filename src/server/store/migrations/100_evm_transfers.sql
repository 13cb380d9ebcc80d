-- Real transfers on EVM chains (providers/chain/evm/): the hot wallets' nonces and the
-- queue of transfers, with every transaction ever broadcast for each.

-- The next nonce of each hot wallet on each network: raised to the node's pending nonce by the
-- sender, taken one at a time under that wallet's one sender.
CREATE TABLE evm_wallets (
  network text NOT NULL,
  address text NOT NULL,
  next_nonce bigint NOT NULL,
  PRIMARY KEY (network, address)
);

-- purpose: delivery | refund (an order's, unique per order and purpose: the idempotency key) |
-- nonceGap (a zero-value transfer to the wallet itself that fills a nonce no transfer holds).
-- state: queued -> submitted (nonce taken, a transaction signed) -> mined (a receipt) ->
-- confirmed (the network's confirmations), or failed (reverted, refused by the node's simulation,
-- or ended by a cancel at the fee cap). A mined transfer whose block a reorg drops is submitted again.
-- Amounts: as queued (decimal string) and in base units (numeric, read as a string).
CREATE TABLE evm_transfers (
  id bigserial PRIMARY KEY,
  order_no text,
  purpose text NOT NULL CHECK (purpose IN ('delivery', 'refund', 'nonceGap')),
  network text NOT NULL,
  crypto text,
  token_contract text,
  from_address text NOT NULL,
  to_address text NOT NULL,
  amount text NOT NULL,
  base_units numeric(78, 0) NOT NULL,
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'submitted', 'mined', 'confirmed', 'failed')),
  nonce bigint,
  gas_limit numeric(78, 0),
  mined_tx_hash text,
  mined_block_number bigint,
  mined_block_hash text,
  -- Blocks the mined transaction is deep under the head, as the sender last counted them.
  confirmations integer,
  failure text,
  -- Why a queued transfer waits (balance: the hot wallet cannot cover it yet); null when it does not.
  waiting text,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  UNIQUE (order_no, purpose),
  -- Two transfers never hold one nonce of one wallet, whatever the instances do.
  UNIQUE (network, from_address, nonce)
);
CREATE INDEX evm_transfers_open ON evm_transfers (network, from_address, state) WHERE state IN ('queued', 'submitted', 'mined');

-- Every signed transaction of a transfer, kept with its raw bytes before it is broadcast: after a
-- crash the same bytes are sent again (same hash), never a new transaction. Replacements share the
-- nonce, so at most one of them mines; cancel marks the zero-value transaction to the wallet itself
-- that ends a transfer whose next replacement would pass the fee cap.
CREATE TABLE evm_broadcasts (
  tx_hash text PRIMARY KEY,
  transfer_id bigint NOT NULL REFERENCES evm_transfers (id),
  nonce bigint NOT NULL,
  cancel boolean NOT NULL,
  max_fee_per_gas numeric(78, 0) NOT NULL,
  max_priority_fee_per_gas numeric(78, 0) NOT NULL,
  raw text NOT NULL,
  signed_at bigint NOT NULL
);
CREATE INDEX chain_broadcasts_transfer ON evm_broadcasts (transfer_id, signed_at);
