import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseUnits, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anvilAccount, deployToken, startAnvil, tokenBalance, tokenCall, type Anvil } from '../../../../../tests/helpers/anvil';
import { evmChainOn, factRecorder } from '../../../../../tests/helpers/evmChain';
import { testClock } from '../../../../../tests/helpers/clock';
import { migratedDataDir } from '../../../../../tests/helpers/testDb';
import { openStore } from '../../../store/open';

const repoRoot = join(import.meta.dirname, '..', '..', '..', '..', '..');
const dataDir = mkdtempSync(join(tmpdir(), 'gangway-chain-crash-'));
const hotWallet = anvilAccount(0).address;
const buyer = anvilAccount(3).address;
let anvil: Anvil;
let usdt: Address;
let usdc: Address;
let sender: ChildProcess | undefined;

beforeAll(async () => {
  anvil = await startAnvil();
  usdt = await deployToken(anvil, 'USDT', 6);
  usdc = await deployToken(anvil, 'USDC', 6);
  await tokenCall(anvil, usdt, 'mint', [hotWallet, parseUnits('1000', 6)]);
  await migratedDataDir(dataDir);
});

afterAll(async () => {
  sender?.kill('SIGKILL');
  await anvil.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Resolves once `check` holds, asking again after each of the child's passes (never a fixed sleep). */
function untilAfterPass(child: ChildProcess, check: () => Promise<boolean>): Promise<void> {
  return new Promise((resolve, reject) => {
    let asking = false;
    child.once('exit', (code) => reject(new Error(`the sender process exited (${String(code)}) first`)));
    child.stdout?.on('data', () => {
      if (asking) return;
      asking = true;
      check().then((done) => (done ? resolve() : (asking = false)), reject);
    });
  });
}

describe('a sender killed after broadcasting, before it recorded the receipt', () => {
  it('does not send again after restart: one transaction, the buyer paid once, confirmed once', async () => {
    await anvil.client.setAutomine(false);
    const noncesBefore = await anvil.client.getTransactionCount({ address: hotWallet });
    const balanceBefore = await tokenBalance(anvil, usdt, buyer);
    sender = spawn(process.execPath, ['--import', 'tsx', 'tests/helpers/chainSenderProcess.ts'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        ANVIL_URL: anvil.rpcUrl,
        ANVIL_CHAIN_ID: String(anvil.chainId),
        USDT: usdt,
        USDC: usdc,
        ORDER_NO: 'B700',
        BUYER: buyer,
        AMOUNT: '42.5',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const child = sender;
    // Killed as soon as its transaction is in the node's pool: it is broadcast, and no block holds it yet.
    await untilAfterPass(child, async () => Object.keys((await anvil.client.getTxpoolContent()).pending).length > 0);
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
    await anvil.client.mine({ blocks: 1 });

    const db = await openStore({ DATA_DIR: dataDir }, () => undefined);
    try {
      const recorder = factRecorder();
      const evm = evmChainOn(db, {
        anvil,
        tokens: { USDT: usdt, USDC: usdc },
        evm: { confirmations: 2 },
        recorder,
        now: testClock(Date.now() + 3_600_000).now,
      });
      await evm.sendPass('ETH');
      await anvil.client.mine({ blocks: 1 });
      await evm.sendPass('ETH');

      const [transfer] = await db.query<{ id: number; state: string }>("SELECT id, state FROM evm_transfers WHERE order_no = 'B700'");
      expect(transfer?.state).toBe('confirmed');
      expect(await db.query('SELECT tx_hash FROM evm_broadcasts')).toHaveLength(1);
      expect(await anvil.client.getTransactionCount({ address: hotWallet })).toBe(noncesBefore + 1);
      expect(await tokenBalance(anvil, usdt, buyer)).toBe(balanceBefore + 42_500_000n);
      expect(recorder.of('transferConfirmed')).toEqual([expect.objectContaining({ reference: String(transfer?.id), orderNo: 'B700' })]);
    } finally {
      await db.close();
      await anvil.client.setAutomine(true);
    }
  }, 120_000);
});
