import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, describe, expect, it } from 'vitest';
import { anvilAccount, anvilKey } from '../../../../../tests/helpers/anvil';
import { loggerOptions } from '../../../logger';
import type { EvmNetwork } from './evm-networks';
import { hotWalletOf } from './hot-wallet';

const fromEnv = { code: 'ETH', hotWallet: { keyEnv: 'HOT_KEY' } } as EvmNetwork;
const dir = mkdtempSync(join(tmpdir(), 'gangway-hot-wallet-'));
const fromFile = (path: string) => ({ code: 'BASE', hotWallet: { keyFile: path } }) as EvmNetwork;

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('hotWalletOf', () => {
  it('reads the key from the variable or the file networks.json names', () => {
    const key = generatePrivateKey();
    expect(hotWalletOf(fromEnv, { HOT_KEY: key }, true).address).toBe(privateKeyToAccount(key).address);
    const file = join(dir, 'key');
    writeFileSync(file, `${key}\n`);
    expect(hotWalletOf(fromFile(file), {}, true).address).toBe(privateKeyToAccount(key).address);
  });

  it('says which variable or file is missing or wrong, never what it holds', () => {
    expect(() => hotWalletOf(fromEnv, {}, false)).toThrow('ETH: the hot wallet key variable HOT_KEY is not set (networks.json evm.hotWallet.keyEnv).');
    expect(() => hotWalletOf(fromFile(join(dir, 'none')), {}, false)).toThrow(`BASE: the hot wallet key file ${join(dir, 'none')} cannot be read (ENOENT).`);
    expect(() => hotWalletOf(fromEnv, { HOT_KEY: 'secret-words-here' }, false)).toThrow(
      'ETH: the hot wallet key in variable HOT_KEY is not 0x and 64 hex digits.',
    );
  });

  it("refuses in production the keys of the mnemonic local nodes print (anvil's 10, hardhat's 20), and takes them elsewhere", () => {
    for (const index of [0, 9, 19]) {
      expect(() => hotWalletOf(fromEnv, { HOT_KEY: anvilKey(index) }, true)).toThrow(
        `ETH: the hot wallet key in variable HOT_KEY is a well-known development key (${anvilAccount(index).address}, of the mnemonic local nodes print); production refuses it.`,
      );
    }
    expect(hotWalletOf(fromEnv, { HOT_KEY: anvilKey(0) }, false).address).toBe(anvilAccount(0).address);
  });

  it('is never logged: the account the server keeps holds its public key, not the private one', () => {
    const key = generatePrivateKey();
    const account = hotWalletOf(fromEnv, { HOT_KEY: key }, false);
    let output = '';
    const log = pino(loggerOptions('info'), new Writable({ write: (chunk, _encoding, done) => ((output += String(chunk)), done()) }));
    log.info({ account, hotWallet: account }, 'hot wallet loaded');
    expect(output).toContain(account.publicKey);
    expect(output.toLowerCase()).not.toContain(key.slice(2).toLowerCase());
    expect(JSON.stringify(account).toLowerCase()).not.toContain(key.slice(2).toLowerCase());
  });
});
