/**
 * The EVM chain machinery on a local anvil node (the figures docs/chains.md quotes), run by `npm run bench` in a
 * process of its own (scripts may not import the server) or alone with `npm run bench:chain`:
 * - the deposit watcher, `blocks` blocks of 100 ERC-20 deposits each into 100 order addresses: from
 *   the pass that sees a block to each deposit recorded, p50 and p99, and the longest pass;
 * - the sender, 200 transfers queued on one hot wallet, sent and confirmed: throughput, and nonce
 *   errors (a transaction the node refused, or two transfers on one nonce).
 * The store is PGlite in memory. Prints the rows as a table, and as JSON on the last line for bench.ts.
 */
import { Writable } from 'node:stream';
import pino from 'pino';
import { encodeFunctionData, erc20Abi, parseGwei, parseUnits, type Address, type Hex } from 'viem';
import { anvilAccount, deployToken, startAnvil, tokenCall, type Anvil } from '../helpers/anvil';
import { evmChainOn, factRecorder } from '../helpers/evmChain';
import { freshDb } from '../helpers/testDb';

const blocks = Number(process.env.BENCH_CHAIN_BLOCKS ?? 10);
const depositsPerBlock = 100;
const transfers = 200;

interface Row {
  run: string;
  count: number;
  'p50 ms'?: number;
  'p99 ms'?: number;
  'max ms'?: number;
  'per s'?: number;
  'nonce errors'?: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

/** Signs `count` token transfers from the seller with consecutive nonces and sends them together, unmined. */
async function sendDeposits(anvil: Anvil, token: Address, to: Address[], amount: bigint): Promise<void> {
  const seller = anvilAccount(9);
  let nonce = await anvil.client.getTransactionCount({ address: seller.address, blockTag: 'pending' });
  const signed: Hex[] = [];
  for (const address of to) {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [address, amount] });
    signed.push(
      await seller.signTransaction({
        type: 'eip1559',
        chainId: anvil.chainId,
        nonce,
        to: token,
        data,
        gas: 80_000n,
        maxFeePerGas: parseGwei('50'),
        maxPriorityFeePerGas: parseGwei('1'),
      }),
    );
    nonce += 1;
  }
  await Promise.all(signed.map((serializedTransaction) => anvil.client.sendRawTransaction({ serializedTransaction })));
}

async function watcherBench(anvil: Anvil, tokens: { USDT: Address; USDC: Address }): Promise<Row> {
  const db = await freshDb();
  const evm = evmChainOn(db, {
    anvil,
    tokens,
    evm: { confirmations: 1, deposits: { xpubEnv: 'TEST_ETH_DEPOSIT_XPUB', path: 'm/1' } },
    recorder: factRecorder(),
    now: Date.now,
  });
  await evm.watchPass('ETH');
  await anvil.client.setAutomine(false);
  const latencies: number[] = [];
  let longestPass = 0;
  for (let block = 0; block < blocks; block += 1) {
    const addresses = await Promise.all(
      Array.from({ length: depositsPerBlock }, (_, i) =>
        evm.depositAddress({ orderNo: `S${block}-${i}`, network: 'ETH', crypto: 'USDT', amount: '10' }).then((answer) => answer.address as Address),
      ),
    );
    await sendDeposits(anvil, tokens.USDT, addresses, parseUnits('10', 6));
    await anvil.client.mine({ blocks: 1 });
    const seenAt = Date.now();
    await evm.watchPass('ETH');
    longestPass = Math.max(longestPass, Date.now() - seenAt);
    const recorded = await db.query<{ seen_at: number }>('SELECT seen_at FROM chain_deposits WHERE order_no LIKE $1', [`S${block}-%`]);
    if (recorded.length !== depositsPerBlock) throw new Error(`block ${block}: ${recorded.length} of ${depositsPerBlock} deposits recorded`);
    latencies.push(...recorded.map((row) => row.seen_at - seenAt));
  }
  await anvil.client.setAutomine(true);
  await evm.stop();
  await db.close();
  latencies.sort((a, b) => a - b);
  return {
    run: `watcher: ${depositsPerBlock} deposits per block, ${blocks} blocks (block seen -> deposit recorded)`,
    count: latencies.length,
    'p50 ms': percentile(latencies, 50),
    'p99 ms': percentile(latencies, 99),
    'max ms': longestPass,
  };
}

async function senderBench(anvil: Anvil, tokens: { USDT: Address; USDC: Address }): Promise<Row> {
  const db = await freshDb();
  let refused = 0;
  const log = pino(
    { level: 'warn' },
    new Writable({ write: (chunk, _encoding, done) => ((refused += /did not take|cannot pay/.test(String(chunk)) ? 1 : 0), done()) }),
  );
  const evm = evmChainOn(db, { anvil, tokens, evm: { confirmations: 1 }, recorder: factRecorder(), now: Date.now, log });
  await tokenCall(anvil, tokens.USDT, 'mint', [anvilAccount(0).address, parseUnits('1000000', 6)]);
  for (let i = 0; i < transfers; i += 1) {
    await evm.queueDelivery({ orderNo: `B${i}`, purpose: 'delivery', network: 'ETH', crypto: 'USDT', to: anvilAccount(1 + (i % 8)).address, amount: '1.5' });
  }
  const started = Date.now();
  for (let pass = 0; pass < 20; pass += 1) {
    await evm.sendPass('ETH');
    const [open] = await db.query<{ count: number }>("SELECT COUNT(*)::int AS count FROM evm_transfers WHERE state <> 'confirmed'");
    if (open?.count === 0) break;
  }
  const seconds = (Date.now() - started) / 1000;
  const [confirmed] = await db.query<{ count: number }>("SELECT COUNT(*)::int AS count FROM evm_transfers WHERE purpose = 'delivery' AND state = 'confirmed'");
  const [shared] = await db.query<{ count: number }>(
    'SELECT COUNT(*)::int AS count FROM (SELECT nonce FROM evm_broadcasts GROUP BY nonce HAVING COUNT(DISTINCT transfer_id) > 1) twice',
  );
  await evm.stop();
  await db.close();
  return {
    run: `sender: ${transfers} queued transfers on one hot wallet, sent and confirmed`,
    count: confirmed?.count ?? 0,
    'per s': Math.round(((confirmed?.count ?? 0) / seconds) * 10) / 10,
    'nonce errors': refused + (shared?.count ?? 0),
  };
}

const anvil = await startAnvil();
try {
  const tokens = { USDT: await deployToken(anvil, 'USDT', 6), USDC: await deployToken(anvil, 'USDC', 6) };
  await tokenCall(anvil, tokens.USDT, 'mint', [anvilAccount(9).address, parseUnits('10000000', 6)]);
  const rows = [await watcherBench(anvil, tokens), await senderBench(anvil, tokens)];
  console.table(rows);
  console.log(JSON.stringify(rows));
} finally {
  await anvil.stop();
}
