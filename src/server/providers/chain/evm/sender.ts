import type { FastifyBaseLogger } from 'fastify';
import {
  BaseError,
  encodeFunctionData,
  erc20Abi,
  ExecutionRevertedError,
  keccak256,
  TransactionReceiptNotFoundError,
  type Address,
  type Hex,
  type PublicClient,
  type TransactionReceipt,
} from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import type { Db, SessionLock } from '../../../store/db';
import { fromBaseUnits } from './amounts';
import type { ChainMetrics } from './chain-metrics';
import type { EvmNetwork } from './evm-networks';
import { firstFees, replacementFees, type Fees } from './fees';
import type { ReportFact, TransferFailure } from './seam';
import {
  committedUnits,
  insertBroadcast,
  openTransfers,
  queuedTransfers,
  raiseNonce,
  takeNonce,
  transfersHoldingNonces,
  type BroadcastRow,
  type TransferRow,
} from './transfers-store';
import { trySenderLock } from './wallet-lock';

export interface SenderDeps {
  db: Db;
  network: EvmNetwork;
  client: PublicClient;
  account: PrivateKeyAccount;
  report: ReportFact;
  now: () => number;
  log: FastifyBaseLogger;
  metrics?: ChainMetrics;
}

export interface EvmSender {
  /** The hot wallet's address, which every transfer of the network is sent from. */
  address: Address;
  /**
   * One pass over the wallet's transfers, when this instance holds the wallet's lock (else none):
   * receipts and confirmations of those sent, replacements of those not mined in time, nonces the
   * node lacks, then new sends from the queue.
   */
  pass(): Promise<void>;
  /** Gives up the wallet's lock (shutdown); another instance's sender takes over. */
  release(): Promise<void>;
}

/** New sends per pass: a bounded pass keeps receipts and replacements of earlier ones coming. */
const sendsPerPass = 100;
/** Nonces the node lacks that one pass sends again or fills. */
const gapsPerPass = 64;
/** A plain transfer of the native coin, and of a cancel (to the wallet itself, no data). */
const nativeTransferGas = 21_000n;
/** Room above the node's estimate: the recipient's token balance may change between estimate and mining. */
const gasMarginPercent = 20n;

type OpenTransfer = TransferRow & { broadcasts: BroadcastRow[] };

/** A node answer to a broadcast that needs no action: the transaction is known, or its nonce was already used (a receipt will tell by whom). */
const harmlessBroadcastError = /already known|already imported|nonce too low|replacement transaction underpriced|transaction underpriced/i;

function revertedInSimulation(error: unknown): boolean {
  return error instanceof BaseError && error.walk((cause) => cause instanceof ExecutionRevertedError) !== null;
}

async function receiptOf(client: PublicClient, hash: string): Promise<TransactionReceipt | undefined> {
  try {
    return await client.getTransactionReceipt({ hash: hash as Hex });
  } catch (error) {
    if (error instanceof TransactionReceiptNotFoundError) return undefined;
    throw error;
  }
}

const feesOf = (broadcast: BroadcastRow): Fees => ({
  maxFeePerGas: BigInt(broadcast.max_fee_per_gas),
  maxPriorityFeePerGas: BigInt(broadcast.max_priority_fee_per_gas),
});

export function createEvmSender(deps: SenderDeps): EvmSender {
  const { db, network, client, account, report, now, log } = deps;
  const address = account.address;
  // The logger names the network (evm-chain.ts).
  const wallet = { wallet: address };
  let lock: SessionLock | undefined;
  let chainChecked = false;
  /** Transfers whose broadcast the node refused for funds, so the warning is logged once each. */
  const warnedUnfunded = new Set<number>();

  const native = network.assets.find((asset) => asset.kind === 'native');

  async function sign(transfer: TransferRow, nonce: number, fees: Fees, cancel: boolean, gas: bigint): Promise<BroadcastRow> {
    const to = (cancel ? address : transfer.to_address) as Address;
    const call =
      cancel || transfer.token_contract === null
        ? { to, value: cancel ? 0n : BigInt(transfer.base_units) }
        : {
            to: transfer.token_contract as Address,
            value: 0n,
            data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, BigInt(transfer.base_units)] }),
          };
    const raw = await account.signTransaction({ type: 'eip1559', chainId: network.chainId, nonce, gas, ...fees, ...call });
    return {
      tx_hash: keccak256(raw),
      transfer_id: transfer.id,
      nonce,
      cancel,
      max_fee_per_gas: fees.maxFeePerGas.toString(),
      max_priority_fee_per_gas: fees.maxPriorityFeePerGas.toString(),
      raw,
      signed_at: now(),
    };
  }

  /** Sends signed bytes to the node. Never throws: the bytes are in the store, and the next pass sends them again if the node lacks them. */
  async function broadcast(signed: BroadcastRow): Promise<void> {
    try {
      await client.sendRawTransaction({ serializedTransaction: signed.raw as Hex });
    } catch (error) {
      const message = error instanceof BaseError ? error.details || error.shortMessage : String(error);
      if (harmlessBroadcastError.test(message)) return;
      if (/insufficient funds/i.test(message)) {
        if (!warnedUnfunded.has(signed.transfer_id))
          log.warn(
            { ...wallet, transfer: signed.transfer_id, txHash: signed.tx_hash },
            'the hot wallet cannot pay for a signed transfer: fund it; it is sent again each pass',
          );
        warnedUnfunded.add(signed.transfer_id);
        return;
      }
      log.warn(
        { ...wallet, transfer: signed.transfer_id, txHash: signed.tx_hash, reason: message },
        'the node did not take a transfer; it is sent again next pass',
      );
    }
  }

  /** The fact a final transfer reports, recorded with its state in one transaction. */
  async function finish(
    transfer: TransferRow,
    state: 'confirmed' | 'failed',
    receipt: TransactionReceipt | undefined,
    depth: number | undefined,
    failure?: TransferFailure,
  ): Promise<void> {
    await db.transaction(async (tx) => {
      const changed = await tx.query(
        `UPDATE evm_transfers SET state = $2, failure = $3, mined_tx_hash = $4, mined_block_number = $5, mined_block_hash = $6, confirmations = $7, updated_at = $8
          WHERE id = $1 AND state NOT IN ('confirmed', 'failed') RETURNING id`,
        [
          transfer.id,
          state,
          failure ?? null,
          receipt?.transactionHash ?? null,
          receipt === undefined ? null : Number(receipt.blockNumber),
          receipt?.blockHash ?? null,
          depth ?? null,
          now(),
        ],
      );
      if (changed.length === 0 || transfer.purpose === 'nonceGap' || transfer.order_no === null) return;
      const base = {
        eventId: `evm:transfer:${transfer.id}:${state}`,
        network: network.code,
        reference: String(transfer.id),
        orderNo: transfer.order_no,
        purpose: transfer.purpose,
      };
      if (state === 'confirmed' && receipt)
        await report({ ...base, kind: 'transferConfirmed', txHash: receipt.transactionHash, blockNumber: Number(receipt.blockNumber) }, tx);
      else await report({ ...base, kind: 'transferFailed', reason: failure ?? 'reverted', ...(receipt ? { txHash: receipt.transactionHash } : {}) }, tx);
    });
  }

  async function onReceipt(transfer: OpenTransfer, receipt: TransactionReceipt, head: bigint): Promise<void> {
    const depth = Number(head - receipt.blockNumber + 1n);
    if (depth >= network.confirmations) {
      const cancel = transfer.broadcasts.find((b) => b.tx_hash === receipt.transactionHash)?.cancel === true;
      if (transfer.purpose === 'nonceGap') return finish(transfer, 'confirmed', receipt, depth);
      if (cancel) return finish(transfer, 'failed', receipt, depth, 'feeCapReached');
      if (receipt.status === 'reverted') return finish(transfer, 'failed', receipt, depth, 'reverted');
      return finish(transfer, 'confirmed', receipt, depth);
    }
    if (transfer.state === 'mined' && transfer.mined_block_hash === receipt.blockHash && transfer.confirmations === depth) return;
    await db.query(
      `UPDATE evm_transfers SET state = 'mined', mined_tx_hash = $2, mined_block_number = $3, mined_block_hash = $4, confirmations = $5, updated_at = $6
        WHERE id = $1 AND state IN ('submitted', 'mined')`,
      [transfer.id, receipt.transactionHash, Number(receipt.blockNumber), receipt.blockHash, depth, now()],
    );
  }

  /** A reorg dropped the block that held it: it waits for a receipt again (its bytes are sent again if the node lost them). */
  async function unmined(transfer: OpenTransfer): Promise<void> {
    log.warn({ ...wallet, transfer: transfer.id, txHash: transfer.mined_tx_hash }, 'a reorg dropped the block of a mined transfer');
    await db.query(
      `UPDATE evm_transfers SET state = 'submitted', mined_tx_hash = NULL, mined_block_number = NULL, mined_block_hash = NULL, confirmations = NULL, updated_at = $2
        WHERE id = $1 AND state = 'mined'`,
      [transfer.id, now()],
    );
  }

  /**
   * Its nonce is used, at the confirmations' depth, by a transaction that is none of its own (sent
   * outside the server): it can never mine with that nonce, so it goes back to the queue for a new one.
   * A nonce-gap filler has nothing left to do.
   */
  async function nonceUsedElsewhere(transfer: OpenTransfer): Promise<void> {
    log.warn(
      { ...wallet, transfer: transfer.id, nonce: transfer.nonce },
      'a transaction sent outside the server used the nonce of a transfer; it is queued again with a new nonce',
    );
    if (transfer.purpose === 'nonceGap') {
      await db.query("UPDATE evm_transfers SET state = 'failed', failure = 'superseded', updated_at = $2 WHERE id = $1 AND state = 'submitted'", [
        transfer.id,
        now(),
      ]);
      return;
    }
    await db.query("UPDATE evm_transfers SET state = 'queued', nonce = NULL, updated_at = $2 WHERE id = $1 AND state = 'submitted'", [transfer.id, now()]);
  }

  /**
   * Not mined within the window: the same nonce again with both fees raised. Where that would pass
   * the cap, a cancel (zero value to the wallet itself) takes the nonce instead, and the transfer
   * fails once the cancel is confirmed; the original may still win, and then it is delivered.
   */
  async function replace(transfer: OpenTransfer, suggested: Fees): Promise<void> {
    const last = transfer.broadcasts[transfer.broadcasts.length - 1];
    if (!last || transfer.nonce === null) return;
    const fees = replacementFees(feesOf(last), suggested, network.fees.bumpPercent);
    const cancel = last.cancel || fees.maxFeePerGas > network.fees.maxFeePerGas;
    if (cancel && !last.cancel)
      log.warn({ ...wallet, transfer: transfer.id, nonce: transfer.nonce }, 'a transfer reached the fee cap unmined: a cancel takes its nonce');
    const gas = cancel ? nativeTransferGas : BigInt(transfer.gas_limit ?? nativeTransferGas);
    const signed = await sign(transfer, transfer.nonce, fees, cancel, gas);
    await insertBroadcast(db, signed);
    await broadcast(signed);
  }

  async function track(head: bigint, settledNonce: number, suggested: () => Promise<Fees>): Promise<void> {
    const open = await openTransfers(db, network.code, address);
    // Asked all at once: the transport batches them into few requests.
    const receipts = await Promise.all(
      open.map(async (transfer) => (await Promise.all(transfer.broadcasts.map((b) => receiptOf(client, b.tx_hash)))).find((found) => found !== undefined)),
    );
    for (const [i, transfer] of open.entries()) {
      if (!lock?.held()) return;
      const receipt = receipts[i];
      if (receipt) await onReceipt(transfer, receipt, head);
      else if (transfer.state === 'mined') await unmined(transfer);
      else if (transfer.nonce !== null && transfer.nonce < settledNonce) await nonceUsedElsewhere(transfer);
      else {
        const last = transfer.broadcasts[transfer.broadcasts.length - 1];
        if (last && now() - last.signed_at >= network.fees.replaceAfterMs) await replace(transfer, await suggested());
      }
    }
  }

  /**
   * Every nonce from the node's pending one up to the stored next one should be a transaction the
   * node holds: a transfer's is sent again (the node lost it, or never took it), and one no transfer
   * holds is filled with a zero-value transfer to the wallet itself, so the nonces after it can mine.
   */
  async function fillGaps(pendingNonce: number, nextNonce: number, suggested: () => Promise<Fees>): Promise<void> {
    const end = Math.min(nextNonce, pendingNonce + gapsPerPass);
    if (end <= pendingNonce) return;
    const holders = await transfersHoldingNonces(db, network.code, address, pendingNonce, end);
    const open = new Map((await openTransfers(db, network.code, address)).map((transfer) => [transfer.nonce, transfer]));
    for (let nonce = pendingNonce; nonce < end; nonce += 1) {
      if (!lock?.held()) return;
      const holder = holders.find((transfer) => transfer.nonce === nonce);
      const last = open.get(nonce)?.broadcasts.at(-1);
      if (holder?.state === 'submitted' && last) await broadcast(last);
      else if (!holder) await fillGap(nonce, await suggested());
    }
  }

  async function fillGap(nonce: number, suggested: Fees): Promise<void> {
    log.warn({ ...wallet, nonce }, 'no transfer holds a nonce the node lacks: a zero-value transfer to the hot wallet fills it');
    const signed = await db.transaction(async (tx) => {
      const filler = await tx.one<TransferRow>(
        `INSERT INTO evm_transfers (purpose, network, crypto, from_address, to_address, amount, base_units, state, nonce, gas_limit, created_at, updated_at)
         VALUES ('nonceGap', $1, $2, $3, $3, '0', 0, 'submitted', $4, $5, $6, $6) RETURNING *`,
        [network.code, native?.crypto ?? null, address, nonce, nativeTransferGas.toString(), now()],
      );
      if (!filler) throw new Error('nonce gap filler not inserted');
      const signedFiller = await sign(filler, nonce, firstFees(suggested, network.fees.maxFeePerGas), false, nativeTransferGas);
      await insertBroadcast(tx, signedFiller);
      return signedFiller;
    });
    await broadcast(signed);
  }

  /** The wallet's balance of one token contract, or of the native coin for ''. */
  function balanceOf(contract: string): Promise<bigint> {
    return contract === ''
      ? client.getBalance({ address })
      : client.readContract({ address: contract as Address, abi: erc20Abi, functionName: 'balanceOf', args: [address] });
  }

  async function balances(): Promise<Map<string, bigint>> {
    const read = await Promise.all(
      network.assets.map(async (asset) => {
        const contract = asset.kind === 'native' ? '' : asset.contract;
        const units = await balanceOf(contract);
        deps.metrics?.balance.set({ network: network.code, crypto: asset.crypto }, Number(fromBaseUnits(units, asset.decimals)));
        return [contract, units] as const;
      }),
    );
    const byContract = new Map<string, bigint>(read);
    // The gas is paid in the native coin even where the network sells none of it.
    if (!byContract.has('')) byContract.set('', await balanceOf(''));
    return byContract;
  }

  async function waitForBalance(transfer: TransferRow, need: string): Promise<void> {
    const marked = await db.query(
      "UPDATE evm_transfers SET waiting = 'balance', updated_at = $2 WHERE id = $1 AND state = 'queued' AND waiting IS NULL RETURNING id",
      [transfer.id, now()],
    );
    if (marked.length > 0) {
      log.warn(
        { ...wallet, transfer: transfer.id, orderNo: transfer.order_no, crypto: transfer.crypto, need },
        'the hot wallet cannot cover a transfer: it waits, queued, until the wallet is funded',
      );
    }
  }

  async function estimateGas(transfer: TransferRow): Promise<bigint> {
    const to = transfer.to_address as Address;
    const units = BigInt(transfer.base_units);
    const estimate =
      transfer.token_contract === null
        ? await client.estimateGas({ account: address, to, value: units })
        : await client.estimateGas({
            account: address,
            to: transfer.token_contract as Address,
            data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, units] }),
          });
    return (estimate * (100n + gasMarginPercent)) / 100n;
  }

  /** Takes a nonce, signs and records in one transaction, then broadcasts: a crash after the commit sends the same bytes again, never a second transaction. */
  async function submit(transfer: TransferRow, fees: Fees, gas: bigint): Promise<BroadcastRow | undefined> {
    return db.transaction(async (tx) => {
      const stillQueued = await tx.one("SELECT id FROM evm_transfers WHERE id = $1 AND state = 'queued' FOR UPDATE", [transfer.id]);
      if (!stillQueued) return undefined;
      const nonce = await takeNonce(tx, network.code, address);
      const signed = await sign(transfer, nonce, fees, false, gas);
      await tx.query("UPDATE evm_transfers SET state = 'submitted', nonce = $2, gas_limit = $3, waiting = NULL, updated_at = $4 WHERE id = $1", [
        transfer.id,
        nonce,
        gas.toString(),
        now(),
      ]);
      await insertBroadcast(tx, signed);
      return signed;
    });
  }

  async function sendQueued(held: Map<string, bigint>, suggested: () => Promise<Fees>): Promise<void> {
    const queued = await queuedTransfers(db, network.code, address, sendsPerPass);
    if (queued.length === 0) return;
    const committed = await committedUnits(db, network.code, address);
    const fees = firstFees(await suggested(), network.fees.maxFeePerGas);
    let nativeLeft = (held.get('') ?? 0n) - (committed.byContract.get('') ?? 0n) - committed.gas;
    const tokenLeft = new Map([...held].map(([contract, units]) => [contract, units - (committed.byContract.get(contract) ?? 0n)]));
    for (const transfer of queued) {
      if (!lock?.held()) return;
      const units = BigInt(transfer.base_units);
      const contract = transfer.token_contract ?? '';
      // Before the estimate: a node refuses to estimate a transfer of more than the balance.
      if (units > (contract === '' ? nativeLeft : (tokenLeft.get(contract) ?? 0n))) {
        await waitForBalance(transfer, `${transfer.amount} ${String(transfer.crypto)}`);
        continue;
      }
      let gas: bigint;
      try {
        gas = await estimateGas(transfer);
      } catch (error) {
        if (!revertedInSimulation(error)) throw error;
        // A balance spent meanwhile (a transfer sent outside) also reverts: that one waits, it does not fail.
        if (units > (await balanceOf(contract))) {
          await waitForBalance(transfer, `${transfer.amount} ${String(transfer.crypto)}`);
          continue;
        }
        log.warn(
          { ...wallet, transfer: transfer.id, orderNo: transfer.order_no },
          'the node refuses a transfer in simulation (it would revert): it fails unsent',
        );
        await finish(transfer, 'failed', undefined, undefined, 'wouldRevert');
        continue;
      }
      const nativeNeed = gas * fees.maxFeePerGas + (contract === '' ? units : 0n);
      if (nativeNeed > nativeLeft) {
        await waitForBalance(transfer, `${fromBaseUnits(nativeNeed, network.nativeDecimals)} of the native coin for amount and gas`);
        continue;
      }
      const signed = await submit(transfer, fees, gas);
      if (!signed) continue;
      nativeLeft -= nativeNeed;
      if (contract !== '') tokenLeft.set(contract, (tokenLeft.get(contract) ?? 0n) - units);
      await broadcast(signed);
    }
  }

  return {
    address,
    async pass() {
      if (!lock?.held()) {
        lock = await trySenderLock(db, network.chainId, address);
        if (!lock) return;
        log.info(wallet, 'this instance sends for the hot wallet');
      }
      if (!chainChecked) {
        const chainId = await client.getChainId();
        if (chainId !== network.chainId)
          throw new Error(`${network.code}: the node at ${network.rpcUrlEnv} is chain ${chainId}, networks.json says ${network.chainId}; nothing is sent`);
        chainChecked = true;
      }
      const head = await client.getBlockNumber({ cacheTime: 0 });
      // Read before the receipts: a nonce used at this depth with no receipt of ours is used by someone else.
      const settledBlock = head - BigInt(network.confirmations) + 1n;
      const settledNonce = settledBlock < 0n ? 0 : await client.getTransactionCount({ address, blockNumber: settledBlock });
      const pendingNonce = await client.getTransactionCount({ address, blockTag: 'pending' });
      const nextNonce = await raiseNonce(db, network.code, address, pendingNonce);
      let fees: Promise<Fees> | undefined;
      const suggested = () =>
        (fees ??= client
          .estimateFeesPerGas({ chain: null, type: 'eip1559' })
          .then((f) => ({ maxFeePerGas: f.maxFeePerGas, maxPriorityFeePerGas: f.maxPriorityFeePerGas })));
      await track(head, settledNonce, suggested);
      await fillGaps(pendingNonce, nextNonce, suggested);
      // Read on every pass, queue or not: they are the hot wallet's balance metrics too.
      await sendQueued(await balances(), suggested);
    },
    async release() {
      await lock?.release();
      lock = undefined;
    },
  };
}
