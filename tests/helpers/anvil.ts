import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createTestClient, http, publicActions, walletActions, type Address, type Hex } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';

/**
 * A local anvil node for the chain tests, from the npm package @foundry-rs/anvil (its binary comes
 * in the platform package, so nothing but `npm ci` is needed). One per test file, on a port the
 * system picks. prool 0.2 is not used: it needs Node 22 (Promise.withResolvers), this project runs on 20.
 */
const require = createRequire(import.meta.url);

function anvilBinary(): string {
  const arch = process.arch === 'x64' ? 'amd64' : process.arch;
  const platformPackage = `@foundry-rs/anvil-${process.platform}-${arch}`;
  return join(dirname(require.resolve(`${platformPackage}/package.json`)), 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil');
}

/** The mnemonic anvil derives its funded accounts from (hardhat's too): the keys the server refuses in production. */
export const anvilMnemonic = 'test test test test test test test test test test test junk';
export const anvilAccount = (index: number) => mnemonicToAccount(anvilMnemonic, { addressIndex: index });
/** The private key of anvil's account `index` (what an operator would put in the hot wallet key variable). */
export const anvilKey = (index: number): Hex => `0x${Buffer.from(anvilAccount(index).getHdKey().privateKey ?? []).toString('hex')}`;

export type AnvilClient = ReturnType<typeof testClientOf>;

function testClientOf(rpcUrl: string) {
  return createTestClient({ mode: 'anvil', transport: http(rpcUrl) })
    .extend(publicActions)
    .extend(walletActions);
}

export interface Anvil {
  rpcUrl: string;
  chainId: number;
  client: AnvilClient;
  stop(): Promise<void>;
}

export async function startAnvil(options: { chainId?: number } = {}): Promise<Anvil> {
  const chainId = options.chainId ?? 31337;
  const child: ChildProcess = spawn(anvilBinary(), ['--port', '0', '--host', '127.0.0.1', '--chain-id', String(chainId)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stopChild = () => child.kill('SIGKILL');
  process.once('exit', stopChild);
  const rpcUrl = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Listening on ([0-9.]+:[0-9]+)/.exec(output);
      if (listening) resolve(`http://${listening[1]}`);
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`anvil exited (${String(code)}) before listening:\n${output}`)));
  });
  // Drained, so a full pipe never stalls the node.
  child.stdout?.resume();
  return {
    rpcUrl,
    chainId,
    client: testClientOf(rpcUrl),
    async stop() {
      process.removeListener('exit', stopChild);
      if (child.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    },
  };
}

/**
 * Resolves once the node's pool is empty. With automine on, anvil answers a sent transaction as soon
 * as its pool takes it and mines it just after: a test that reads the chain next waits for this.
 */
export async function poolDrained(anvil: Pick<Anvil, 'client'>, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const content = await anvil.client.getTxpoolContent();
    if (Object.keys(content.pending).length === 0 && Object.keys(content.queued).length === 0) return;
    if (Date.now() > until) throw new Error(`the node's pool still holds transactions after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const testToken = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'fixtures', 'chain', 'TestToken.json'), 'utf8')) as {
  abi: readonly unknown[];
  bytecode: Hex;
};

/**
 * Deploys the test ERC-20 (OpenZeppelin's, compiled by scripts/build-test-token.ts) from anvil's
 * account 9 and answers its address.
 */
export async function deployToken(anvil: Anvil, symbol: string, decimals: number): Promise<Address> {
  const hash = await anvil.client.deployContract({
    account: anvilAccount(9),
    chain: null,
    abi: testToken.abi,
    bytecode: testToken.bytecode,
    args: [`Test ${symbol}`, symbol, decimals],
  });
  const receipt = await anvil.client.waitForTransactionReceipt({ hash, pollingInterval: 20 });
  if (!receipt.contractAddress) throw new Error('the test token did not deploy');
  return receipt.contractAddress;
}

/** Calls a write function of the test token (mint, setBlocked, transfer) from anvil's account `from`, and waits until it is mined (automine). */
export async function tokenCall(
  anvil: Anvil,
  token: Address,
  functionName: 'mint' | 'setBlocked' | 'transfer',
  args: readonly unknown[],
  from = 9,
): Promise<Hex> {
  const hash = await anvil.client.writeContract({ account: anvilAccount(from), chain: null, address: token, abi: testToken.abi, functionName, args });
  await anvil.client.waitForTransactionReceipt({ hash, pollingInterval: 10 });
  return hash;
}

export async function tokenBalance(anvil: Anvil, token: Address, owner: Address): Promise<bigint> {
  return (await anvil.client.readContract({ address: token, abi: testToken.abi, functionName: 'balanceOf', args: [owner] })) as bigint;
}
