import { Writable } from 'node:stream';
import pino from 'pino';
import { parseUnits, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anvilAccount, deployToken, poolDrained, startAnvil, tokenBalance, tokenCall, type Anvil } from '../../../../../tests/helpers/anvil';
import { evmChainOn, factRecorder } from '../../../../../tests/helpers/evmChain';
import { testClock } from '../../../../../tests/helpers/clock';
import { sharedStores } from '../../../../../tests/helpers/storeInstances';

let anvil: Anvil;
let usdt: Address;
let usdc: Address;

beforeAll(async () => {
  anvil = await startAnvil();
  usdt = await deployToken(anvil, 'USDT', 6);
  usdc = await deployToken(anvil, 'USDC', 6);
  await tokenCall(anvil, usdt, 'mint', [anvilAccount(0).address, parseUnits('100000', 6)]);
});

afterAll(async () => {
  await anvil.stop();
});

describe.each(sharedStores)('two instances on one $name store', ({ open }) => {
  it('have one sender for the hot wallet: no nonce is used twice and every transfer is paid once, also when the lock is lost with its connection or given up', async () => {
    const store = await open();
    const [one, two] = store.instances(2);
    if (!one || !two) throw new Error('two instances expected');
    const recorder = factRecorder();
    const clock = testClock();
    // Each instance's log, to see which one took the hot wallet's lock and when.
    const logs: string[][] = [[], []];
    const logOf = (i: number) =>
      pino({ level: 'info' }, new Writable({ write: (chunk, _encoding, done) => (logs[i]?.push(JSON.parse(String(chunk)).msg), done()) }));
    const senders = () => logs.map((lines) => lines.filter((line) => line === 'this instance sends for the hot wallet').length);
    const instances = [one, two].map((db, i) =>
      evmChainOn(db, {
        anvil,
        tokens: { USDT: usdt, USDC: usdc },
        evm: { confirmations: 1 },
        recorder,
        now: clock.now,
        instanceId: `instance-${i}`,
        log: logOf(i),
      }),
    );
    const buyer = anvilAccount(2).address;
    const before = await tokenBalance(anvil, usdt, buyer);
    const orders = Array.from({ length: 12 }, (_, i) => `B${store.name.length}${600 + i}`);
    try {
      // Each instance queues half, and both run their sender passes at once.
      await Promise.all(
        orders.map((orderNo, i) =>
          instances[i % 2]?.queueDelivery({ orderNo, purpose: 'delivery', network: 'ETH', crypto: 'USDT', to: buyer, amount: '1.25' }),
        ),
      );
      // Both pass at once; the node has mined what was sent before the next round.
      const round = async () => {
        await Promise.all(instances.map((evm) => evm.sendPass('ETH')));
        await poolDrained(anvil);
      };
      await round();
      await round();
      expect(senders().sort()).toEqual([0, 1]);
      if (store.name === 'PostgreSQL') {
        // The lock's connection breaks (a database restart, a network cut): the lock goes with it, and a sender takes it again.
        // Only in this test's own database: the cluster is shared with the files running beside it, whose migrations hold advisory locks too.
        const terminated = await one.query(
          `SELECT pg_terminate_backend(pid) FROM pg_locks
            WHERE locktype = 'advisory' AND pid <> pg_backend_pid() AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
        );
        expect(terminated).toHaveLength(1);
        await round();
        expect(senders().reduce((sum, count) => sum + count, 0)).toBe(2);
      }
      // The holder lets go (a shutdown); a sender takes over on its next pass.
      const holder = senders().indexOf(Math.max(...senders()));
      await instances[holder]?.stop();
      await instances[1 - holder]?.sendPass('ETH');
      expect(senders()[1 - holder]).toBeGreaterThan(0);
      for (let i = 0; i < 3; i += 1) await round();

      const transfers = await one.query<{ nonce: number; state: string }>("SELECT nonce, state FROM evm_transfers WHERE purpose = 'delivery' ORDER BY nonce");
      expect(transfers.map((transfer) => transfer.state)).toEqual(orders.map(() => 'confirmed'));
      expect(new Set(transfers.map((transfer) => transfer.nonce)).size).toBe(orders.length);
      const broadcastNonces = await one.query<{ nonce: number; transfers: number }>(
        'SELECT nonce, COUNT(DISTINCT transfer_id)::int AS transfers FROM evm_broadcasts GROUP BY nonce',
      );
      expect(broadcastNonces.every((row) => row.transfers === 1)).toBe(true);
      expect(await tokenBalance(anvil, usdt, buyer)).toBe(before + BigInt(orders.length) * 1_250_000n);
      expect(recorder.of('transferConfirmed')).toHaveLength(orders.length);
    } finally {
      await Promise.all(instances.map((evm) => evm.stop()));
      await store.drop();
    }
  });
});
