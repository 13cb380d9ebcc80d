/* Generated from schemas/ by `npm run gen:types`. Do not edit: change the schema and run it again. */

/**
 * The checksum format an address must also pass after its regex: bitcoin (base58check 0x00/0x05 or bech32/bech32m bc1), litecoin (base58check L/M/3 or ltc1), dogecoin (base58check D/A/9), evm-eip55 (0x hex, mixed case must match the EIP-55 checksum), base58check-tron (version 0x41), solana (base58 of 32 bytes), xrp (ripple-alphabet base58check r-address), ton (user-friendly base64 with CRC16 or raw workchain:hex), stellar (G strkey with CRC16).
 */
export type AddressFormat =
  'bitcoin' | 'litecoin' | 'dogecoin' | 'evm-eip55' | 'base58check-tron' | 'solana' | 'xrp' | 'ton' | 'stellar';
/**
 * A rule a memo must also pass after its regex where a regex cannot say it: uint32 (XRP destination tag, 0 to 4294967295), stellar-memo (text of at most 28 UTF-8 bytes, or a uint64 id), ton-comment (text of at most 123 UTF-8 bytes, one cell).
 */
export type MemoFormat = 'uint32' | 'stellar-memo' | 'ton-comment';
/**
 * The hot wallet that sends bought crypto: its private key (0x and 64 hex digits) from an environment variable or a file. In production the server refuses the well-known development keys of local nodes.
 */
export type EvmHotWallet =
  | {
      /**
       * Environment variable holding the private key.
       */
      keyEnv: string;
    }
  | {
      /**
       * Path of a file holding the private key (a mounted secret), relative to the working directory unless absolute.
       */
      keyFile: string;
    };

/**
 * The blockchains crypto is delivered on (buy) or received from (sell), with each chain's address and memo rules (product §5) and the name services whose names the checkout accepts in place of an address.
 */
export interface NetworksConfig {
  /**
   * Path or URL of this schema, for editors.
   */
  $schema?: string;
  /**
   * Product §5: domain-name services (ENS, Unstoppable, SPACE ID) whose names are accepted in the address field for some networks; the API resolves a name to an address.
   */
  nameServices: NameService[];
  /**
   * Every network the checkout offers. Order is display order.
   *
   * @minItems 1
   */
  networks: [Network, ...Network[]];
}
/**
 * A domain-name service and the name endings it resolves.
 */
export interface NameService {
  /**
   * Identifier networks use to list this service, e.g. ens.
   */
  id: string;
  /**
   * Lower-case name endings with their dot, e.g. .eth; a value ending in one of them is treated as a name to resolve.
   *
   * @minItems 1
   */
  suffixes: [string, ...string[]];
}
/**
 * One blockchain network and its address rules.
 */
export interface Network {
  /**
   * Network code used by the API, quotes, orders and assets.json, e.g. TRX.
   */
  code: string;
  /**
   * Display name (a proper noun shown as is in every language), e.g. Tron (TRC20).
   */
  name: string;
  /**
   * Path of the network's icon under the public web root.
   */
  icon: string;
  /**
   * Product §5: an address must match this regular expression (compiled with the u flag); the quote response carries it to the browser.
   */
  addressRegex: string;
  addressFormat: AddressFormat;
  /**
   * Product §5: present when the network has a memo, tag or comment; a non-empty memo must match it. Absent means the network takes no memo.
   */
  memoRegex?: string;
  memoFormat?: MemoFormat;
  /**
   * i18n key of the memo field's label on this network (destination tag, memo, comment).
   */
  memoLabelKey?: string;
  /**
   * On-chain decimals of the network's native coin.
   */
  decimals: number;
  /**
   * Block explorer link for a transaction; {txid} is replaced by the TxID.
   */
  explorerTxUrl: string;
  /**
   * Block explorer link for an address; {address} is replaced by the address.
   */
  explorerAddressUrl: string;
  /**
   * Crypto symbol (from assets.json) named in 'Not a valid {{crypto}} address' when the caller names none.
   */
  defaultCrypto: string;
  /**
   * Ids of the name services (top-level nameServices) whose names are accepted for this network.
   */
  nameServices?: string[];
  /**
   * EIP-155 chain id of an EVM network (addressFormat evm-eip55, where it is required): transfers are signed for it, and the node of its evm adapter must answer it (1 Ethereum, 56 BNB Smart Chain, 137 Polygon, 42161 Arbitrum One, 10 OP Mainnet, 8453 Base, 43114 Avalanche C-Chain; a test network's or a local node's when the adapter points at one).
   */
  chainId?: number;
  /**
   * The tokens Gangway sells on this network, with the contract and on-chain decimals of the issuer's published list (Tether, Circle; Binance-Peg on BNB Smart Chain): every crypto assets.json lists on this network except its native coin. validate:config checks the list against assets.json, and an EVM contract's EIP-55 checksum.
   */
  tokens?: Token[];
  evm?: EvmAdapter;
}
/**
 * A token contract on a network and the decimals its amounts are counted in on chain.
 */
export interface Token {
  /**
   * Symbol of the crypto (assets.json) this token is, e.g. USDT.
   */
  crypto: string;
  /**
   * Token contract, mint, jetton master or asset issuer address; on an EVM network in its EIP-55 checksummed form.
   */
  contract: string;
  /**
   * On-chain decimals of the token (6 for USDT on Ethereum, 18 for Binance-Peg USDT on BNB Smart Chain); never fewer than the crypto's decimals in assets.json, so every amount the checkout accepts is a whole number of base units.
   */
  decimals: number;
}
/**
 * Present when this EVM network moves real crypto through an EVM node (the evm chain adapter, docs/chains.md); a network without it keeps the sandbox chain adapter and the Sandbox strip names it. Its chain id is the network's chainId, its cryptos the network's tokens (ERC-20) and the one crypto of assets.json without a token entry (native, counted in the network's decimals). Secrets are never written here: the key and the extended public key are read from the environment variables or the file it names.
 */
export interface EvmAdapter {
  /**
   * Environment variable holding the node's JSON-RPC URL (it may carry a provider's API key, so it is never written here).
   */
  rpcUrlEnv: string;
  /**
   * Blocks a transaction must be in (its own included) before a delivery is confirmed or a deposit counts; a reorg shallower than this never undoes a confirmed one.
   */
  confirmations: number;
  /**
   * How often the sender and the deposit watcher of this network ask the node, in milliseconds (about a block time).
   */
  pollMs: number;
  hotWallet: EvmHotWallet;
  deposits?: EvmDeposits;
  fees: EvmFees;
}
/**
 * Sell deposits: a fresh address per sell order, derived from an extended public key (BIP-32) with no private key on the server. Without it the network takes no sell deposits.
 */
export interface EvmDeposits {
  /**
   * Environment variable holding the extended public key (xpub), e.g. of m/44'/60'/0'. Not a secret for funds, but it names every deposit address, so it stays out of this file, which the browser bundle carries.
   */
  xpubEnv: string;
  /**
   * Non-hardened path below the extended public key before the order's index, e.g. m/0: the order with index i deposits to m/0/i.
   */
  path: string;
}
/**
 * EIP-1559 fees: taken from the node, and raised on a transfer not mined in time.
 */
export interface EvmFees {
  /**
   * A transfer not mined this long after its last broadcast is sent again with higher fees (same nonce).
   */
  replaceAfterSeconds: number;
  /**
   * How much a replacement raises both fee fields (nodes accept a replacement only from 10 %).
   */
  bumpPercent: number;
  /**
   * The cap of maxFeePerGas in gwei. A replacement that would pass it cancels the transfer instead (a zero-value transaction to the hot wallet at the same nonce), and the transfer fails once that cancel is confirmed.
   */
  maxFeePerGasGwei: string;
}
