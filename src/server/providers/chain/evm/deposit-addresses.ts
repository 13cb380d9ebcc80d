import { createHash } from 'node:crypto';
import { secp256k1 } from '@noble/curves/secp256k1';
import { HDKey } from '@scure/bip32';
import { bytesToHex, type Address } from 'viem';
import { publicKeyToAddress } from 'viem/accounts';
import type { Db } from '../../../store/db';
import { toBaseUnits } from './amounts';
import { ChainConfigError, type EvmNetwork } from './evm-networks';
import { ChainRequestError, type DepositRequest } from './seam';

/** The extended public key deposits derive from, as the sender's key: read from the environment. */
export interface DepositKey {
  xpub: string;
  path: string;
  /** Names the key and path in the store (a digest: the key itself is not stored). */
  id: string;
}

export function depositKeyOf(network: EvmNetwork, env: Record<string, string | undefined>): DepositKey | undefined {
  if (!network.deposits) return undefined;
  const { xpubEnv, path } = network.deposits;
  const xpub = env[xpubEnv]?.trim();
  if (!xpub) throw new ChainConfigError(`${network.code}: the deposit key variable ${xpubEnv} is not set (networks.json evm.deposits.xpubEnv).`);
  let parsed: HDKey;
  try {
    parsed = HDKey.fromExtendedKey(xpub);
  } catch (error) {
    throw new ChainConfigError(`${network.code}: ${xpubEnv} is not an extended public key (${(error as Error).message}).`);
  }
  if (parsed.privateKey) throw new ChainConfigError(`${network.code}: ${xpubEnv} holds a private extended key; the server needs only the public one (xpub).`);
  return { xpub, path, id: createHash('sha256').update(`${xpub}:${path}`).digest('hex').slice(0, 32) };
}

/** The address at `path/index` below the extended public key: BIP-32 public derivation, then the Ethereum address of the uncompressed key. */
export function depositAddressAt(key: Pick<DepositKey, 'xpub' | 'path'>, index: number): Address {
  const child = HDKey.fromExtendedKey(key.xpub).derive(`${key.path}/${index}`);
  if (!child.publicKey) throw new Error(`no public key at ${key.path}/${index}`);
  return publicKeyToAddress(bytesToHex(secp256k1.Point.fromHex(child.publicKey).toBytes(false)));
}

interface AddressRow {
  network: string;
  address: string;
  order_no: string;
  crypto: string;
  amount: string;
}

/**
 * The order's deposit address: on the first call the key's next index is taken in the store and the
 * address derived from it; every later call answers the same address. An order asking again with
 * another network, crypto or amount is refused (an order has one deposit).
 */
export async function allocateDepositAddress(db: Db, network: EvmNetwork, key: DepositKey, request: DepositRequest, now: number): Promise<string> {
  const asset = network.assets.find((candidate) => candidate.crypto === request.crypto);
  if (!asset) throw new ChainRequestError(`${request.crypto} is not carried on ${network.code} (networks.json tokens, assets.json)`);
  const units = toBaseUnits(request.amount, asset.decimals);
  const row = await db.transaction(async (tx) => {
    const existing = await tx.one<AddressRow>('SELECT network, address, order_no, crypto, amount FROM chain_deposit_addresses WHERE order_no = $1', [
      request.orderNo,
    ]);
    if (existing) return existing;
    const taken = await tx.one<{ index: number }>(
      `INSERT INTO chain_deposit_indexes (xpub_id, next_index) VALUES ($1, 1)
       ON CONFLICT (xpub_id) DO UPDATE SET next_index = chain_deposit_indexes.next_index + 1
       RETURNING next_index - 1 AS index`,
      [key.id],
    );
    const index = Number(taken?.index);
    const address = depositAddressAt(key, index);
    const inserted = await tx.one<AddressRow>(
      `INSERT INTO chain_deposit_addresses (network, address, order_no, crypto, amount, base_units, xpub_id, derivation_index, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (order_no) DO NOTHING
       RETURNING network, address, order_no, crypto, amount`,
      [network.code, address, request.orderNo, request.crypto, request.amount, units.toString(), key.id, index, now],
    );
    // Another instance gave the order its address meanwhile: that one stands (this index stays unused).
    return (
      inserted ??
      (await tx.one<AddressRow>('SELECT network, address, order_no, crypto, amount FROM chain_deposit_addresses WHERE order_no = $1', [request.orderNo]))
    );
  });
  if (!row) throw new Error(`deposit address of ${request.orderNo} neither inserted nor found`);
  if (row.network !== network.code || row.crypto !== request.crypto || toBaseUnits(row.amount, asset.decimals) !== units) {
    throw new ChainRequestError(`order ${request.orderNo} already has a deposit address for ${row.amount} ${row.crypto} on ${row.network}`);
  }
  return row.address;
}
