import { Registry } from 'prom-client';
import { parseGwei, parseUnits, type Address, type Hex } from 'viem';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { anvilAccount, deployToken, poolDrained, startAnvil, tokenBalance, tokenCall, type Anvil } from '../../../../../tests/helpers/anvil';
import { evmChainOn, factRecorder, type FactRecorder } from '../../../../../tests/helpers/evmChain';
import { testClock } from '../../../../../tests/helpers/clock';
import { freshDb } from '../../../../../tests/helpers/testDb';
import type { Db } from '../../../store/db';
import type { EvmChain } from './evm-chain';

let anvil: Anvil;
let usdt: Address;
let usdc: Address;
const hotWallet = anvilAccount(0).address;
const buyer = anvilAccount(1).address;
let snapshot: Hex;
let db: Db;
let recorder: FactRecorder;
let clock: ReturnType<typeof testClock>;

beforeAll(async () => {
  anvil = await startAnvil();
  usdt = await deployToken(anvil, 'USDT', 6);
  usdc = await deployToken(anvil, 'USDC', 6);
  await tokenCall(anvil, usdt, 'mint', [hotWallet, parseUnits('1000', 6)]);
});

afterAll(async () => {
  await anvil.stop();
});

beforeEach(async () => {
  snapshot = await anvil.client.snapshot();
  db = await freshDb();
  recorder = factRecorder();
  clock = testClock();
});

afterEach(async () => {
  await anvil.client.revert({ id: snapshot });
  // A base fee set for the next block outlives the revert: back to the one the snapshot's block leads to.
  const latest = await anvil.client.getBlock();
  await anvil.client.setNextBlockBaseFeePerGas({ baseFeePerGas: latest.baseFeePerGas ?? 0n });
  await anvil.client.setAutomine(true);
  await db.close();
});

function chain(evm: Parameters<typeof evmChainOn>[1]['evm'] = {}, registry?: Registry): EvmChain {
  return evmChainOn(db, { anvil, tokens: { USDT: usdt, USDC: usdc }, evm, recorder, now: clock.now, registry });
}

/** A metric's value for the labels given, as a scrape would read it. */
async function metric(registry: Registry, name: string, labels: Record<string, string>): Promise<number | undefined> {
  const values = (await registry.getSingleMetric(name)?.get())?.values ?? [];
  return values.find((value) => Object.entries(labels).every(([key, wanted]) => value.labels[key] === wanted))?.value;
}

const mine = (blocks = 1) => anvil.client.mine({ blocks });

/** One sender pass; with automine on, the node has also mined what it sent when this resolves. */
async function pass(evm: EvmChain): Promise<void> {
  await evm.sendPass('ETH');
  if (await anvil.client.getAutomine()) await poolDrained(anvil);
}

describe('delivering bought crypto', () => {
  it("raises the buyer's balance by exactly the amount, and reports it confirmed only at the network's confirmations", async () => {
    const evm = chain({ confirmations: 3 });
    const before = await tokenBalance(anvil, usdt, buyer);
    const { reference } = await evm.queueDelivery({ orderNo: 'B100', purpose: 'delivery', network: 'ETH', crypto: 'USDT', to: buyer, amount: '123.456789' });

    await pass(evm);
    expect(await tokenBalance(anvil, usdt, buyer)).toBe(before + 123_456_789n);
    expect((await evm.transferStatus(reference))?.state).toBe('submitted');

    await pass(evm);
    expect(await evm.transferStatus(reference)).toMatchObject({ state: 'mined', confirmations: 1 });
    await mine();
    await pass(evm);
    expect(await evm.transferStatus(reference)).toMatchObject({ state: 'mined', confirmations: 2 });
    expect(recorder.facts).toEqual([]);

    await mine();
    await pass(evm);
    const status = await evm.transferStatus(reference);
    expect(status).toMatchObject({ state: 'confirmed', confirmations: 3, nonce: expect.any(Number) });
    expect(status?.txHashes).toEqual([status?.txHash]);
    expect(recorder.facts).toEqual([
      {
        kind: 'transferConfirmed',
        eventId: `evm:transfer:${reference}:confirmed`,
        network: 'ETH',
        reference,
        orderNo: 'B100',
        purpose: 'delivery',
        txHash: status?.txHash,
        blockNumber: status?.blockNumber,
      },
    ]);

    await mine(5);
    await pass(evm);
    expect(recorder.facts).toHaveLength(1);
    expect(await tokenBalance(anvil, usdt, buyer)).toBe(before + 123_456_789n);
  });
});

/** The transactions the node holds in its pool, of any sender. */
async function pooled(): Promise<number> {
  const content = await anvil.client.getTxpoolContent();
  return Object.values(content.pending).reduce((count, byNonce) => count + Object.keys(byNonce).length, 0);
}

async function receiptsOf(hashes: string[]) {
  return Promise.all(hashes.map((hash) => anvil.client.getTransactionReceipt({ hash: hash as Hex }).catch(() => undefined)));
}

describe('a transfer not mined in time', () => {
  it('is replaced with both fees raised; exactly one of its transactions mines, the buyer is paid once and it is reported confirmed once', async () => {
    const evm = chain({ confirmations: 2, fees: { replaceAfterSeconds: 30, bumpPercent: 12, maxFeePerGasGwei: '500' } });
    const before = await tokenBalance(anvil, usdt, buyer);
    await anvil.client.setAutomine(false);
    const { reference } = await evm.queueDelivery({ orderNo: 'B200', purpose: 'delivery', network: 'ETH', crypto: 'USDT', to: buyer, amount: '50' });
    await pass(evm);
    const [first] = (await evm.transferStatus(reference))?.txHashes ?? [];
    const firstTx = await anvil.client.getTransaction({ hash: first as Hex });

    // The next blocks' base fee is above what the first transaction offers: it stays in the pool.
    await anvil.client.setNextBlockBaseFeePerGas({ baseFeePerGas: (firstTx.maxFeePerGas ?? 0n) * 3n });
    await mine();
    await pass(evm);
    expect(await evm.transferStatus(reference)).toMatchObject({ state: 'submitted', txHashes: [first] });

    clock.advance(30_000);
    await pass(evm);
    const replaced = await evm.transferStatus(reference);
    expect(replaced?.txHashes).toHaveLength(2);
    const second = await anvil.client.getTransaction({ hash: replaced?.txHashes[1] as Hex });
    expect(second.nonce).toBe(firstTx.nonce);
    expect(second.maxFeePerGas).toBeGreaterThanOrEqual(((firstTx.maxFeePerGas ?? 0n) * 112n) / 100n);
    expect(second.maxPriorityFeePerGas).toBeGreaterThanOrEqual(((firstTx.maxPriorityFeePerGas ?? 0n) * 112n) / 100n);

    await mine(2);
    await pass(evm);
    await pass(evm);
    const status = await evm.transferStatus(reference);
    expect(status?.state).toBe('confirmed');
    const receipts = await receiptsOf(status?.txHashes ?? []);
    expect(receipts.filter((receipt) => receipt !== undefined).map((receipt) => receipt?.transactionHash)).toEqual([status?.txHash]);
    expect(await tokenBalance(anvil, usdt, buyer)).toBe(before + 50_000_000n);
    expect(recorder.of('transferConfirmed')).toHaveLength(1);
    expect(await pooled()).toBe(0);
  });

  it('is cancelled when the next replacement would pass the fee cap, and fails once the cancel is confirmed: nothing moves', async () => {
    const evm = chain({ confirmations: 2, fees: { replaceAfterSeconds: 30, bumpPercent: 10, maxFeePerGasGwei: '3' } });
    const before = await tokenBalance(anvil, usdt, buyer);
    await anvil.client.setAutomine(false);
    const { reference } = await evm.queueDelivery({ orderNo: 'B210', purpose: 'delivery', network: 'ETH', crypto: 'USDT', to: buyer, amount: '5' });
    await pass(evm);
    await anvil.client.setNextBlockBaseFeePerGas({ baseFeePerGas: parseGwei('20') });
    await mine();
    clock.advance(30_000);
    await pass(evm);
    const cancelled = await evm.transferStatus(reference);
    // The cancel is not one of the transfer's own transactions, so it is not listed as a delivery hash.
    expect(cancelled?.txHashes).toHaveLength(1);
    expect(await pooled()).toBe(1);

    await mine(2);
    await pass(evm);
    await pass(evm);
    expect(await evm.transferStatus(reference)).toMatchObject({ state: 'failed', failure: 'feeCapReached' });
    expect(recorder.facts).toEqual([expect.objectContaining({ kind: 'transferFailed', reason: 'feeCapReached', reference, orderNo: 'B210' })]);
    expect(await tokenBalance(anvil, usdt, buyer)).toBe(before);
  });
});

describe('nonces', () => {
  it('recovers from a nonce used outside the server, and the queue goes on', async () => {
    const evm = chain({ confirmations: 2 });
    const before = await tokenBalance(anvil, usdt, buyer);
    await anvil.client.setAutomine(false);
    const first = await evm.queueDelivery({ orderNo: 'B300', purpose: 'delivery', network: 'ETH', crypto: 'USDT', to: buyer, amount: '10' });
    await pass(evm);
    const [hash] = (await evm.transferStatus(first.reference))?.txHashes ?? [];
    const ours = await anvil.client.getTransaction({ hash: hash as Hex });

    // Someone with the key sends their own transaction at that nonce, paying more: it replaces ours in the pool and mines.
    await anvil.client.sendTransaction({
      account: anvilAccount(0),
      chain: null,
      to: anvilAccount(5).address,
      value: 1n,
      nonce: ours.nonce,
      maxFeePerGas: (ours.maxFeePerGas ?? 0n) * 2n,
      maxPriorityFeePerGas: (ours.maxPriorityFeePerGas ?? 0n) * 2n,
    });
    await mine(2);
    const second = await evm.queueDelivery({ orderNo: 'B301', purpose: 'delivery', network: 'ETH', crypto: 'USDT', to: buyer, amount: '20' });
    await pass(evm);
    await mine();
    for (let round = 0; round < 3; round += 1) {
      await pass(evm);
      await mine();
    }

    const [one, two] = [await evm.transferStatus(first.reference), await evm.transferStatus(second.reference)];
    expect([one?.state, two?.state]).toEqual(['confirmed', 'confirmed']);
    expect(one?.nonce).not.toBe(ours.nonce);
    expect(new Set([ours.nonce, one?.nonce, two?.nonce]).size).toBe(3);
    expect(await tokenBalance(anvil, usdt, buyer)).toBe(before + 30_000_000n);
    expect(recorder.of('transferConfirmed')).toHaveLength(2);
  });

  it('raises the stored nonce to the node pending one, and fills a nonce no transfer holds with a zero-value transfer to itself', async () => {
    const evm = chain({ confirmations: 1 });
    // A transaction sent directly, mined: the stored nonce is behind the node's.
    await anvil.client.sendTransaction({ account: anvilAccount(0), chain: null, to: anvilAccount(5).address, value: 1n });
    await poolDrained(anvil);
    await evm.queueDelivery({ orderNo: 'B310', purpose: 'delivery', network: 'ETH', crypto: 'USDT', to: buyer, amount: '1' });
    await pass(evm);
    const pending = await anvil.client.getTransactionCount({ address: hotWallet, blockTag: 'pending' });
    const [stored] = await db.query<{ next_nonce: number }>('SELECT next_nonce FROM evm_wallets');
    expect(stored?.next_nonce).toBe(pending);

    // Two nonces the node never saw (a transaction sent outside and dropped from its pool) leave a gap.
    await db.query('UPDATE evm_wallets SET next_nonce = next_nonce + 2');
    await anvil.client.setAutomine(false);
    const { reference } = await evm.queueDelivery({ orderNo: 'B311', purpose: 'delivery', network: 'ETH', crypto: 'USDT', to: buyer, amount: '2' });
    await pass(evm);
    await mine();
    await pass(evm);
    await mine();
    await pass(evm);

    expect(await evm.transferStatus(reference)).toMatchObject({ state: 'confirmed', nonce: pending + 2 });
    const fillers = await db.query<{ nonce: number; state: string; to_address: string; base_units: string }>(
      "SELECT nonce, state, to_address, base_units FROM evm_transfers WHERE purpose = 'nonceGap' ORDER BY nonce",
    );
    expect(fillers).toEqual([
      { nonce: pending, state: 'confirmed', to_address: hotWallet, base_units: '0' },
      { nonce: pending + 1, state: 'confirmed', to_address: hotWallet, base_units: '0' },
    ]);
    expect(recorder.facts.map((fact) => fact.kind)).toEqual(['transferConfirmed', 'transferConfirmed']);
  });
});

describe('what the wallet cannot do', () => {
  it('keeps a transfer the balance cannot cover queued, waiting and counted, and sends it once the wallet is funded', async () => {
    const registry = new Registry();
    const evm = chain({ confirmations: 1 }, registry);
    const { reference } = await evm.queueDelivery({ orderNo: 'B400', purpose: 'delivery', network: 'ETH', crypto: 'USDT', to: buyer, amount: '5000' });
    await pass(evm);
    await pass(evm);
    expect(await evm.transferStatus(reference)).toMatchObject({ state: 'queued', waiting: 'balance', txHashes: [] });
    expect(await metric(registry, 'gangway_chain_hot_wallet_balance', { network: 'ETH', crypto: 'USDT' })).toBe(1000);
    expect(await metric(registry, 'gangway_chain_transfers_waiting_for_balance', { network: 'ETH', crypto: 'USDT' })).toBe(1);
    expect(await metric(registry, 'gangway_chain_transfers', { network: 'ETH', state: 'queued' })).toBe(1);

    await tokenCall(anvil, usdt, 'mint', [hotWallet, parseUnits('5000', 6)]);
    await pass(evm);
    await pass(evm);
    const status = await evm.transferStatus(reference);
    expect(status).toMatchObject({ state: 'confirmed' });
    expect(status?.waiting).toBeUndefined();
    expect(await metric(registry, 'gangway_chain_hot_wallet_balance', { network: 'ETH', crypto: 'USDT' })).toBe(1000);
    expect(await metric(registry, 'gangway_chain_transfers_waiting_for_balance', { network: 'ETH', crypto: 'USDT' })).toBeUndefined();
    expect(await metric(registry, 'gangway_chain_transfers', { network: 'ETH', state: 'confirmed' })).toBe(1);
  });

  it('delivers the native coin, and sends later transfers past one that waits for funds', async () => {
    const evm = chain({ confirmations: 1 });
    const before = await anvil.client.getBalance({ address: buyer });
    const tooMuch = await evm.queueDelivery({ orderNo: 'B405', purpose: 'delivery', network: 'ETH', crypto: 'ETH', to: buyer, amount: '20000' });
    const { reference } = await evm.queueDelivery({ orderNo: 'B406', purpose: 'delivery', network: 'ETH', crypto: 'ETH', to: buyer, amount: '1.25' });
    await pass(evm);
    await pass(evm);
    expect(await evm.transferStatus(tooMuch.reference)).toMatchObject({ state: 'queued', waiting: 'balance' });
    expect(await evm.transferStatus(reference)).toMatchObject({ state: 'confirmed', crypto: 'ETH' });
    expect(await anvil.client.getBalance({ address: buyer })).toBe(before + parseUnits('1.25', 18));
  });

  it('fails a transfer that reverts on chain once its receipt has the confirmations', async () => {
    const evm = chain({ confirmations: 2 });
    const before = await tokenBalance(anvil, usdt, buyer);
    await anvil.client.setAutomine(false);
    const { reference } = await evm.queueDelivery({ orderNo: 'B410', purpose: 'delivery', network: 'ETH', crypto: 'USDT', to: buyer, amount: '7' });
    await pass(evm);
    // The token blocks the buyer in the same block, ahead of the transfer (a higher tip goes first).
    await anvil.client.writeContract({
      account: anvilAccount(9),
      chain: null,
      address: usdt,
      abi: [
        {
          type: 'function',
          name: 'setBlocked',
          stateMutability: 'nonpayable',
          inputs: [
            { name: 'account', type: 'address' },
            { name: 'value', type: 'bool' },
          ],
          outputs: [],
        },
      ],
      functionName: 'setBlocked',
      args: [buyer, true],
      maxPriorityFeePerGas: parseGwei('50'),
      maxFeePerGas: parseGwei('100'),
    });
    await mine();
    await pass(evm);
    expect((await evm.transferStatus(reference))?.state).toBe('mined');
    await mine();
    await pass(evm);
    expect(await evm.transferStatus(reference)).toMatchObject({ state: 'failed', failure: 'reverted' });
    expect(recorder.facts).toEqual([
      expect.objectContaining({ kind: 'transferFailed', reason: 'reverted', txHash: (await evm.transferStatus(reference))?.txHash }),
    ]);
    expect(await tokenBalance(anvil, usdt, buyer)).toBe(before);
  });

  it('fails, unsent and with no nonce, a transfer the node refuses in simulation', async () => {
    const evm = chain({ confirmations: 1 });
    await tokenCall(anvil, usdt, 'setBlocked', [buyer, true]);
    const { reference } = await evm.queueDelivery({ orderNo: 'B420', purpose: 'delivery', network: 'ETH', crypto: 'USDT', to: buyer, amount: '7' });
    await pass(evm);
    const status = await evm.transferStatus(reference);
    expect(status).toMatchObject({ state: 'failed', failure: 'wouldRevert', txHashes: [] });
    expect(status?.nonce).toBeUndefined();
    expect(recorder.facts).toEqual([
      {
        kind: 'transferFailed',
        eventId: `evm:transfer:${reference}:failed`,
        network: 'ETH',
        reference,
        orderNo: 'B420',
        purpose: 'delivery',
        reason: 'wouldRevert',
      },
    ]);
  });

  it('sends nothing to a node of another chain than networks.json names', async () => {
    const evm = evmChainOn(db, { anvil: { ...anvil, chainId: 1 }, tokens: { USDT: usdt, USDC: usdc }, recorder, now: clock.now });
    await evm.queueDelivery({ orderNo: 'B430', purpose: 'delivery', network: 'ETH', crypto: 'USDT', to: buyer, amount: '7' });
    await expect(evm.sendPass('ETH')).rejects.toThrow('ETH: the node at TEST_ETH_RPC_URL is chain 31337, networks.json says 1; nothing is sent');
    expect(await pooled()).toBe(0);
  });
});

describe('queueDelivery', () => {
  it('queues once per order and purpose, and refuses the same key with other details or an amount the token cannot hold', async () => {
    const evm = chain();
    const request = { orderNo: 'B500', purpose: 'delivery' as const, network: 'ETH', crypto: 'USDT', to: buyer.toLowerCase(), amount: '1.5' };
    const { reference } = await evm.queueDelivery(request);
    expect(await evm.queueDelivery({ ...request, to: buyer, amount: '1.500' })).toEqual({ reference });
    await expect(evm.queueDelivery({ ...request, amount: '2' })).rejects.toThrow(
      `order B500 already has a delivery transfer (${reference}) of 1.5 USDT to ${buyer} on ETH`,
    );
    expect((await evm.queueDelivery({ ...request, purpose: 'refund' })).reference).not.toBe(reference);
    await expect(evm.queueDelivery({ ...request, orderNo: 'B501', amount: '0.0000001' })).rejects.toThrow('amount 0.0000001 has 7 decimals; the token has 6');
    await expect(evm.queueDelivery({ ...request, orderNo: 'B502', amount: '0' })).rejects.toThrow('amount 0 is not above zero');
    await expect(evm.queueDelivery({ ...request, orderNo: 'B503', crypto: 'BTC' })).rejects.toThrow(
      'BTC is not carried on ETH (networks.json tokens, assets.json)',
    );
    await expect(evm.queueDelivery({ ...request, orderNo: 'B504', to: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD' })).rejects.toThrow(
      '"0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD" is not an address on ETH',
    );
    await expect(evm.queueDelivery({ ...request, orderNo: 'B505', network: 'TRX' })).rejects.toThrow('TRX has no evm entry in networks.json');
    expect(await evm.transferStatus('999')).toBeUndefined();
    expect(await evm.transferStatus('not-a-reference')).toBeUndefined();
  });
});
