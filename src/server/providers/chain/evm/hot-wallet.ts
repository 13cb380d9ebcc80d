import { readFileSync } from 'node:fs';
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import type { Hex } from 'viem';
import { hdKeyToAccount, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { ChainConfigError, type EvmNetwork } from './evm-networks';

/**
 * The mnemonic anvil and hardhat print at start (and every tutorial copies): anyone can spend from
 * its accounts, so production refuses them. Hardhat derives 20 accounts, anvil 10, on m/44'/60'/0'/0/i.
 */
const developmentMnemonic = 'test test test test test test test test test test test junk';
const developmentAccounts = 20;

let developmentAddresses: Set<string> | undefined;

/** Derived once (one PBKDF2 of the mnemonic): about 0.1 s, only where production checks a key. */
function isDevelopmentAddress(address: string): boolean {
  if (!developmentAddresses) {
    const root = HDKey.fromMasterSeed(mnemonicToSeedSync(developmentMnemonic));
    developmentAddresses = new Set(
      Array.from({ length: developmentAccounts }, (_, addressIndex) => hdKeyToAccount(root, { addressIndex }).address.toLowerCase()),
    );
  }
  return developmentAddresses.has(address.toLowerCase());
}

function readKey(network: EvmNetwork, env: Record<string, string | undefined>): { key: string; from: string } {
  const source = network.hotWallet;
  if ('keyEnv' in source) {
    const key = env[source.keyEnv];
    if (!key) throw new ChainConfigError(`${network.code}: the hot wallet key variable ${source.keyEnv} is not set (networks.json evm.hotWallet.keyEnv).`);
    return { key, from: `variable ${source.keyEnv}` };
  }
  try {
    return { key: readFileSync(source.keyFile, 'utf8'), from: `file ${source.keyFile}` };
  } catch (error) {
    throw new ChainConfigError(
      `${network.code}: the hot wallet key file ${source.keyFile} cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'}).`,
    );
  }
}

/**
 * The network's hot wallet as a viem account: it signs in process and keeps the key in a closure,
 * so logging the account shows its address and public key only. In production a well-known
 * development key is refused.
 */
export function hotWalletOf(network: EvmNetwork, env: Record<string, string | undefined>, production: boolean): PrivateKeyAccount {
  const { key, from } = readKey(network, env);
  const trimmed = key.trim();
  if (!/^0x[0-9a-fA-F]{64}$/.test(trimmed)) throw new ChainConfigError(`${network.code}: the hot wallet key in ${from} is not 0x and 64 hex digits.`);
  const account = privateKeyToAccount(trimmed as Hex);
  if (production && isDevelopmentAddress(account.address)) {
    throw new ChainConfigError(
      `${network.code}: the hot wallet key in ${from} is a well-known development key (${account.address}, of the mnemonic local nodes print); production refuses it.`,
    );
  }
  return account;
}
