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
 * The blockchains crypto is delivered on (buy) or received from (sell), with each chain's address and memo rules (spec §5) and the name services whose names the checkout accepts in place of an address.
 */
export interface NetworksConfig {
  /**
   * Path or URL of this schema, for editors.
   */
  $schema?: string;
  /**
   * Spec §5: domain-name services (ENS, Unstoppable, SPACE ID) whose names are accepted in the address field for some networks; the API resolves a name to an address.
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
   * Spec §5: an address must match this regular expression (compiled with the u flag); the quote response carries it to the browser.
   */
  addressRegex: string;
  addressFormat: AddressFormat;
  /**
   * Spec §5: present when the network has a memo, tag or comment; a non-empty memo must match it. Absent means the network takes no memo.
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
}
