import { Registry } from 'prom-client';
import { encodeFunctionData, erc20Abi, parseEther, parseUnits, type Address, type Hex } from 'viem';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { anvilAccount, deployToken, poolDrained, startAnvil, tokenCall, type Anvil } from '../../../../../tests/helpers/anvil';
import { evmChainOn, factRecorder, type FactRecorder } from '../../../../../tests/helpers/evmChain';
import { testClock } from '../../../../../tests/helpers/clock';
import { freshDb } from '../../../../../tests/helpers/testDb';
import type { Db } from '../../../store/db';
import type { EvmChain } from './evm-chain';

let anvil: Anvil;
let usdt: Address;
let usdc: Address;
const seller = anvilAccount(9);
let snapshot: Hex;
let db: Db;
let recorder: FactRecorder;
let clock: ReturnType<typeof testClock>;

beforeAll(async () => {
  anvil = await startAnvil();
  usdt = await deployToken(anvil, 'USDT', 6);
  usdc = await deployToken(anvil, 'USDC', 6);
  await tokenCall(anvil, usdt, 'mint', [seller.address, parseUnits('1000', 6)]);
  await tokenCall(anvil, usdc, 'mint', [seller.address, parseUnits('1000', 6)]);
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
  await db.close();
});

/** Deposits derive on m/1 (m/0 of this xpub is anvil's funded accounts, the hot wallet among them). */
function chain(options: { confirmations?: number; instanceId?: string; registry?: Registry } = {}): EvmChain {
  const evm = { confirmations: options.confirmations ?? 3, deposits: { xpubEnv: 'TEST_ETH_DEPOSIT_XPUB', path: 'm/1' } };
  return evmChainOn(db, {
    anvil,
    tokens: { USDT: usdt, USDC: usdc },
    evm,
    recorder,
    now: clock.now,
    instanceId: options.instanceId,
    registry: options.registry,
  });
}

const mine = (blocks = 1) => anvil.client.mine({ blocks });

/** The seller's ERC-20 transfer, signed: the same bytes can be sent again after a reorg dropped them. */
async function signedTokenTransfer(token: Address, to: string, amount: string): Promise<Hex> {
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to as Address, parseUnits(amount, 6)] });
  const request = await anvil.client.prepareTransactionRequest({ account: seller, chain: null, to: token, data });
  return seller.signTransaction({ ...request, chainId: anvil.chainId } as Parameters<typeof seller.signTransaction>[0]);
}

/** Sends the seller's transfer and waits until it is mined (automine). */
async function sendToken(token: Address, to: string, amount: string): Promise<Hex> {
  return sendRaw(await signedTokenTransfer(token, to, amount));
}

async function sendRaw(serializedTransaction: Hex): Promise<Hex> {
  const hash = await anvil.client.sendRawTransaction({ serializedTransaction });
  await poolDrained(anvil);
  return hash;
}

describe('sell deposits', () => {
  it('gives each order its own address, the same on every ask', async () => {
    const evm = chain();
    const first = await evm.depositAddress({ orderNo: 'S100', network: 'ETH', crypto: 'USDT', amount: '25' });
    const second = await evm.depositAddress({ orderNo: 'S101', network: 'ETH', crypto: 'USDT', amount: '25' });
    expect(first.address).not.toBe(second.address);
    expect(await evm.depositAddress({ orderNo: 'S100', network: 'ETH', crypto: 'USDT', amount: '25.0' })).toEqual(first);
    await expect(evm.depositAddress({ orderNo: 'S100', network: 'ETH', crypto: 'USDC', amount: '25' })).rejects.toThrow(
      'order S100 already has a deposit address for 25 USDT on ETH',
    );
  });

  it('sees a deposit of the exact amount, confirms it after the confirmations and reports each step once', async () => {
    const evm = chain({ confirmations: 3 });
    const { address } = await evm.depositAddress({ orderNo: 'S110', network: 'ETH', crypto: 'USDT', amount: '25' });
    await evm.watchPass('ETH');
    const txHash = await sendToken(usdt, address, '25');
    await evm.watchPass('ETH');
    expect(recorder.facts).toEqual([
      expect.objectContaining({ kind: 'depositSeen', orderNo: 'S110', address, crypto: 'USDT', amount: '25', fit: 'exact', txHash }),
    ]);
    expect((await evm.depositStatus('S110'))?.deposits).toEqual([expect.objectContaining({ state: 'seen', confirmations: 1, txHash })]);

    await mine();
    await evm.watchPass('ETH');
    expect(recorder.facts).toHaveLength(1);
    await mine();
    await evm.watchPass('ETH');
    expect(recorder.facts.map((fact) => fact.kind)).toEqual(['depositSeen', 'depositConfirmed']);
    expect((await evm.depositStatus('S110'))?.deposits).toEqual([expect.objectContaining({ state: 'confirmed', confirmations: 3, fit: 'exact' })]);

    await mine(3);
    await evm.watchPass('ETH');
    expect(recorder.facts).toHaveLength(2);
  });

  it('sees a deposit of the native coin (log index -1)', async () => {
    const evm = chain({ confirmations: 1 });
    const { address } = await evm.depositAddress({ orderNo: 'S120', network: 'ETH', crypto: 'ETH', amount: '0.5' });
    await evm.watchPass('ETH');
    await anvil.client.sendTransaction({ account: seller, chain: null, to: address as Address, value: parseEther('0.5') });
    await poolDrained(anvil);
    await evm.watchPass('ETH');
    expect(recorder.facts.map((fact) => [fact.kind, 'fit' in fact && fact.fit, 'logIndex' in fact && fact.logIndex])).toEqual([
      ['depositSeen', 'exact', -1],
      ['depositConfirmed', 'exact', -1],
    ]);
  });

  it('puts a deposit whose block a reorg dropped back to unconfirmed, keeps it, and counts it again once when it reappears', async () => {
    const evm = chain({ confirmations: 3 });
    const { address } = await evm.depositAddress({ orderNo: 'S130', network: 'ETH', crypto: 'USDT', amount: '25' });
    await evm.watchPass('ETH');
    const beforeDeposit = await anvil.client.snapshot();
    const raw = await signedTokenTransfer(usdt, address, '25');
    await sendRaw(raw);
    await mine();
    await evm.watchPass('ETH');
    expect((await evm.depositStatus('S130'))?.deposits).toEqual([expect.objectContaining({ state: 'seen', confirmations: 2 })]);

    // The blocks from the deposit's on are replaced by others without it.
    await anvil.client.revert({ id: beforeDeposit });
    await mine(3);
    await evm.watchPass('ETH');
    expect(recorder.facts.map((fact) => fact.kind)).toEqual(['depositSeen', 'depositUnconfirmed']);
    expect((await evm.depositStatus('S130'))?.deposits).toEqual([expect.objectContaining({ state: 'unconfirmed', confirmations: 0 })]);

    // The same transaction is mined again, in another block.
    await sendRaw(raw);
    await evm.watchPass('ETH');
    await mine(2);
    await evm.watchPass('ETH');
    expect(recorder.facts.map((fact) => fact.kind)).toEqual(['depositSeen', 'depositUnconfirmed', 'depositSeen', 'depositConfirmed']);
    expect(new Set(recorder.facts.map((fact) => fact.eventId)).size).toBe(4);
    const [deposit] = (await evm.depositStatus('S130'))?.deposits ?? [];
    expect((await evm.depositStatus('S130'))?.deposits).toHaveLength(1);
    expect(deposit).toMatchObject({ state: 'confirmed', confirmations: 3 });
  });

  it('records deposits that do not fit (another token, another amount, after the order closed, a second payment), flags them to ops and counts them', async () => {
    const registry = new Registry();
    const evm = chain({ confirmations: 1, registry });
    const wrongToken = await evm.depositAddress({ orderNo: 'S140', network: 'ETH', crypto: 'USDT', amount: '10' });
    const wrongAmount = await evm.depositAddress({ orderNo: 'S141', network: 'ETH', crypto: 'USDT', amount: '10' });
    const late = await evm.depositAddress({ orderNo: 'S142', network: 'ETH', crypto: 'USDT', amount: '10' });
    await evm.watchPass('ETH');
    await evm.closeDeposits('S142');
    await sendToken(usdc, wrongToken.address, '10');
    await sendToken(usdt, wrongAmount.address, '9.99');
    await sendToken(usdt, wrongAmount.address, '10');
    await sendToken(usdt, wrongAmount.address, '10');
    await sendToken(usdt, late.address, '10');
    await evm.watchPass('ETH');

    const fits = recorder.of('depositSeen').map((fact) => ['orderNo' in fact && fact.orderNo, 'fit' in fact && fact.fit]);
    expect(fits).toEqual([
      ['S140', 'wrongToken'],
      ['S141', 'wrongAmount'],
      ['S141', 'exact'],
      ['S141', 'repeat'],
      ['S142', 'late'],
    ]);
    expect((await evm.unfitDeposits()).map((deposit) => [deposit.orderNo, deposit.fit, deposit.crypto, deposit.amount])).toEqual([
      ['S142', 'late', 'USDT', '10'],
      ['S141', 'repeat', 'USDT', '10'],
      ['S141', 'wrongAmount', 'USDT', '9.99'],
      ['S140', 'wrongToken', 'USDC', '10'],
    ]);
    const unfit = (await registry.getSingleMetric('gangway_chain_deposits_unfit')?.get())?.values.map((value) => [value.labels.fit, value.value]);
    expect(unfit?.sort()).toEqual([
      ['late', 1],
      ['repeat', 1],
      ['wrongAmount', 1],
      ['wrongToken', 1],
    ]);
    expect((await evm.depositStatus('S142'))?.closed).toBe(true);
  });

  it('resumes after a restart from its cursor: deposits made while it was down are recorded once, none missed', async () => {
    const first = chain({ confirmations: 2, instanceId: 'before' });
    const addresses = await Promise.all(
      ['S150', 'S151', 'S152'].map((orderNo) => first.depositAddress({ orderNo, network: 'ETH', crypto: 'USDT', amount: '5' })),
    );
    await first.watchPass('ETH');
    await sendToken(usdt, addresses[0]?.address ?? '', '5');
    await first.watchPass('ETH');
    await first.stop();

    await sendToken(usdt, addresses[1]?.address ?? '', '5');
    await mine(4);
    await sendToken(usdt, addresses[2]?.address ?? '', '5');
    const restarted = chain({ confirmations: 2, instanceId: 'after' });
    await restarted.watchPass('ETH');
    await mine();
    await restarted.watchPass('ETH');

    const deposits = await db.query<{ order_no: string; state: string }>('SELECT order_no, state FROM chain_deposits ORDER BY order_no');
    expect(deposits).toEqual([
      { order_no: 'S150', state: 'confirmed' },
      { order_no: 'S151', state: 'confirmed' },
      { order_no: 'S152', state: 'confirmed' },
    ]);
    expect(recorder.of('depositSeen')).toHaveLength(3);
    expect(recorder.of('depositConfirmed')).toHaveLength(3);
  });

  it('is one watcher per network: a second instance waits while the first holds the lease, then takes over from the cursor', async () => {
    const first = chain({ confirmations: 1, instanceId: 'first' });
    const second = chain({ confirmations: 1, instanceId: 'second' });
    const { address } = await first.depositAddress({ orderNo: 'S160', network: 'ETH', crypto: 'USDT', amount: '5' });
    await first.watchPass('ETH');
    await sendToken(usdt, address, '5');
    await second.watchPass('ETH');
    expect(recorder.facts).toEqual([]);
    await first.watchPass('ETH');
    expect(recorder.facts).toHaveLength(2);

    await first.stop();
    const other = await second.depositAddress({ orderNo: 'S161', network: 'ETH', crypto: 'USDT', amount: '5' });
    await sendToken(usdt, other.address, '5');
    await second.watchPass('ETH');
    expect(recorder.facts.map((fact) => 'orderNo' in fact && fact.orderNo)).toEqual(['S160', 'S160', 'S161', 'S161']);
  });
});
