import type { FastifyBaseLogger } from 'fastify';
import { BlockNotFoundError, getAddress, parseAbiItem, type Address, type Block, type Hex, type PublicClient } from 'viem';
import type { Db } from '../../../store/db';
import { fromBaseUnits } from './amounts';
import type { ChainMetrics } from './chain-metrics';
import {
  advanceCursor,
  claimWatcher,
  confirmDeposits,
  pruneBlocks,
  recordBlock,
  recordDeposit,
  releaseWatcher,
  storedBlockHashes,
  unwindAbove,
  watchedAddresses,
  type DepositRow,
  type NewDeposit,
  type WatchedAddress,
} from './deposits-store';
import type { EvmAsset, EvmNetwork } from './evm-networks';
import type { DepositFit, ReportFact } from './seam';

export interface WatcherDeps {
  db: Db;
  network: EvmNetwork;
  client: PublicClient;
  report: ReportFact;
  now: () => number;
  log: FastifyBaseLogger;
  /** Names this instance in the watcher's lease. */
  holder: string;
  metrics?: ChainMetrics;
}

export interface EvmWatcher {
  /**
   * One pass, when this instance holds (or takes) the network's lease: a reorg below the cursor is
   * unwound, then new blocks are recorded one by one (each block with its deposits and the cursor in
   * one transaction), and deposits deep enough are confirmed.
   */
  pass(): Promise<void>;
  /** Gives up the lease (shutdown), so another instance watches without waiting for it to run out. */
  release(): Promise<void>;
}

const transferEvent = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');
/** Blocks one pass records: a watcher far behind catches up over several passes, renewing its lease between them. */
const blocksPerPass = 50;
/** Block hashes kept below the cursor beyond the confirmations: reorgs deeper than this are not seen. */
const keptBlocksBeyondConfirmations = 64;
/** Blocks compared per request while looking for where a reorg began. */
const ancestorSearchStep = 16;

/** A transfer into some address in a block: a transaction's value (log index -1) or an ERC-20 Transfer log. */
interface Movement {
  txHash: string;
  logIndex: number;
  to: Address;
  from: Address;
  units: bigint;
  asset: EvmAsset;
}

type FullBlock = Block<bigint, true, 'latest'>;

function fitOf(movement: Movement, watched: WatchedAddress): DepositFit {
  if (watched.closed) return 'late';
  if (movement.asset.crypto !== watched.crypto) return 'wrongToken';
  if (movement.units !== BigInt(watched.base_units)) return 'wrongAmount';
  return watched.paid ? 'repeat' : 'exact';
}

export function createEvmWatcher(deps: WatcherDeps): EvmWatcher {
  const { db, network, client, report, now, log, holder } = deps;
  const tokens = network.assets.flatMap((asset) => (asset.kind === 'erc20' ? [asset] : []));
  const native = network.assets.find((asset) => asset.kind === 'native');
  const leaseMs = Math.max(30_000, network.pollMs * 10);
  const keptBlocks = network.confirmations + keptBlocksBeyondConfirmations;

  async function reportDeposit(kind: 'depositSeen' | 'depositConfirmed' | 'depositUnconfirmed', row: DepositRow, tx: Db): Promise<void> {
    await report(
      {
        kind,
        eventId: `evm:deposit:${row.id}:${row.version}`,
        network: network.code,
        orderNo: row.order_no,
        address: row.address,
        crypto: row.crypto,
        amount: row.amount,
        fit: row.fit,
        txHash: row.tx_hash,
        logIndex: row.log_index,
        blockNumber: row.block_number,
      },
      tx,
    );
  }

  async function blockAt(number: bigint): Promise<FullBlock | undefined> {
    try {
      return await client.getBlock({ blockNumber: number, includeTransactions: true });
    } catch (error) {
      if (error instanceof BlockNotFoundError) return undefined;
      throw error;
    }
  }

  /** The hash the node gives the block at `number`; undefined when its chain is shorter (a node error throws: a failed call is no reorg). */
  async function hashAt(number: number): Promise<string | undefined> {
    try {
      return (await client.getBlock({ blockNumber: BigInt(number) })).hash;
    } catch (error) {
      if (error instanceof BlockNotFoundError) return undefined;
      throw error;
    }
  }

  /** The highest recorded block the node still has with the same hash, looking down from `from`. */
  async function commonAncestor(from: number): Promise<number> {
    for (let top = from; top >= 0; top -= ancestorSearchStep) {
      const bottom = Math.max(0, top - ancestorSearchStep + 1);
      const stored = await storedBlockHashes(db, network.code, bottom, top);
      if (stored.length === 0) break;
      const onNode = await Promise.all(stored.map((block) => hashAt(block.number)));
      const same = stored.find((block, i) => onNode[i] === block.hash);
      if (same) return same.number;
    }
    // Deeper than the hashes kept: rescan from below them (recording is idempotent).
    log.error({ from }, 'a reorg reaches below the block hashes the watcher keeps: it scans again from there');
    return Math.max(0, from - keptBlocks);
  }

  /** When the node's block at the cursor is not the one recorded there, a reorg replaced it: unwinds to where the chains meet. */
  async function unwindReorg(cursor: number): Promise<number> {
    const [stored] = await storedBlockHashes(db, network.code, cursor, cursor);
    if (!stored) return cursor;
    if ((await hashAt(cursor)) === stored.hash) return cursor;
    const ancestor = await commonAncestor(cursor - 1);
    log.warn({ from: cursor, to: ancestor }, 'a reorg replaced blocks the watcher recorded: their deposits are unconfirmed until seen again');
    await db.transaction(async (tx) => {
      for (const row of await unwindAbove(tx, network.code, holder, ancestor, now())) await reportDeposit('depositUnconfirmed', row, tx);
    });
    return ancestor;
  }

  function movementsOf(block: FullBlock, logs: Awaited<ReturnType<typeof transferLogs>>): Movement[] {
    const movements: Movement[] = [];
    if (native) {
      for (const transaction of block.transactions) {
        if (transaction.to && transaction.value > 0n)
          movements.push({
            txHash: transaction.hash,
            logIndex: -1,
            to: getAddress(transaction.to),
            from: getAddress(transaction.from),
            units: transaction.value,
            asset: native,
          });
      }
    }
    for (const entry of logs) {
      const asset = tokens.find((token) => token.contract === getAddress(entry.address));
      const { to, from, value } = entry.args;
      if (!asset || !to || !from || value === undefined || value === 0n || entry.logIndex === null || entry.transactionHash === null) continue;
      movements.push({ txHash: entry.transactionHash, logIndex: entry.logIndex, to: getAddress(to), from: getAddress(from), units: value, asset });
    }
    return movements;
  }

  function transferLogs(fromBlock: bigint, toBlock: bigint) {
    if (tokens.length === 0) return Promise.resolve([]);
    return client.getLogs({ address: tokens.map((token) => token.contract), event: transferEvent, fromBlock, toBlock });
  }

  /** Records one block, its deposits and the cursor together; confirms what the new cursor makes deep enough. */
  async function record(block: FullBlock, movements: Movement[]): Promise<void> {
    const number = Number(block.number);
    const watched = new Map((await watchedAddresses(db, network.code, [...new Set(movements.map((m) => m.to))])).map((row) => [row.address, row]));
    await db.transaction(async (tx) => {
      await recordBlock(tx, network.code, { number, hash: block.hash, parentHash: block.parentHash });
      for (const movement of movements) {
        const address = watched.get(movement.to);
        if (!address) continue;
        const fit = fitOf(movement, address);
        if (fit === 'exact') address.paid = true;
        const deposit: NewDeposit = {
          network: network.code,
          tx_hash: movement.txHash,
          log_index: movement.logIndex,
          address: movement.to,
          order_no: address.order_no,
          crypto: movement.asset.crypto,
          amount: fromBaseUnits(movement.units, movement.asset.decimals),
          base_units: movement.units.toString(),
          from_address: movement.from,
          block_number: number,
          block_hash: block.hash,
          fit,
        };
        const changed = await recordDeposit(tx, deposit, now());
        if (!changed) continue;
        if (changed.fit !== 'exact')
          log.warn({ orderNo: changed.order_no, fit: changed.fit, txHash: changed.tx_hash }, 'a deposit does not fit its order: ops must look at it');
        await reportDeposit('depositSeen', changed, tx);
      }
      await advanceCursor(tx, network.code, holder, number);
      for (const row of await confirmDeposits(tx, network.code, number - network.confirmations + 1, now())) await reportDeposit('depositConfirmed', row, tx);
    });
  }

  /** Records blocks after the cursor up to the head, stopping where a block does not follow the one before it (a reorg under way). */
  async function follow(cursor: number, head: number): Promise<number> {
    const last = Math.min(head, cursor + blocksPerPass);
    if (last <= cursor) return cursor;
    const [previous] = await storedBlockHashes(db, network.code, cursor, cursor);
    const numbers = Array.from({ length: last - cursor }, (_, i) => BigInt(cursor + 1 + i));
    const [blocks, logs] = await Promise.all([Promise.all(numbers.map(blockAt)), transferLogs(numbers[0] ?? 0n, numbers.at(-1) ?? 0n)]);
    let parentHash: Hex | undefined = previous?.hash as Hex | undefined;
    for (const block of blocks) {
      if (!block || (parentHash !== undefined && block.parentHash !== parentHash)) return cursor;
      const own = logs.filter((entry) => entry.blockNumber === block.number);
      // Logs of another fork than the block's: the node reorganised between the two requests.
      if (own.some((entry) => entry.blockHash !== block.hash)) return cursor;
      await record(block, movementsOf(block, own));
      cursor = Number(block.number);
      parentHash = block.hash;
    }
    return cursor;
  }

  return {
    async pass() {
      const head = Number(await client.getBlockNumber({ cacheTime: 0 }));
      const claimed = await claimWatcher(db, network.code, holder, now(), now() + leaseMs, Math.max(0, head - network.confirmations));
      if (!claimed) return;
      const cursor = await follow(await unwindReorg(claimed.cursor_number), head);
      deps.metrics?.watcherLag.set({ network: network.code }, Math.max(0, head - cursor));
      await pruneBlocks(db, network.code, cursor - keptBlocks);
    },
    release: () => releaseWatcher(db, network.code, holder),
  };
}
