import { createHash } from 'node:crypto';
import { base58 } from '@scure/base';
import type { Network } from '../../../shared/generated/networks.schema';
import type { ChainProvider } from '../chain/chain-provider';
import type { DepositFact, TransferFact } from '../facts';
import type { SandboxContext } from './context';

const digest = (seed: string, algorithm: 'sha256' | 'sha512') => createHash(algorithm).update(`gangway-sandbox:${seed}`).digest();

/**
 * A transaction id of the network's real shape (0x + 64 hex on EVM chains, a 64-byte base58
 * signature on Solana, 64 hex elsewhere), derived from a seed, so every instance names the same one.
 */
export function sandboxTxId(network: Pick<Network, 'addressFormat'>, seed: string): string {
  if (network.addressFormat === 'evm-eip55') return `0x${digest(seed, 'sha256').toString('hex')}`;
  if (network.addressFormat === 'solana') return base58.encode(digest(seed, 'sha512'));
  return digest(seed, 'sha256').toString('hex');
}

/** What the sandbox keeps of a deposit address it watches (sandbox_objects.data). */
export interface DepositData {
  orderNo: string;
  network: string;
  address: string;
  memo?: string;
}

/**
 * Sandbox chain: a transfer is submitted and mined at once, then confirmed chain.confirmDelayMs later,
 * or failed for the documented failing addresses (code 11); a deposit address is one per network
 * (chain.depositAddresses, a memo per order where the network routes by memo) and a deposit sent to
 * it (the sandbox's deposit action) is seen at once, confirmed after confirmDelayMs and final after
 * twice that. Each step is reported as a signed event.
 */
export function sandboxChain(context: SandboxContext): ChainProvider & SandboxChainActions {
  const { store, now, config } = context;
  const delay = config.chain.confirmDelayMs;
  const statusOf = async <F extends TransferFact | DepositFact>(reference: string, type: F['type']): Promise<F> => {
    const status = await store.statusOf(reference);
    if (status?.type !== type) throw new Error(`the sandbox chain has no ${type} ${reference}`);
    return status as F;
  };
  const depositOf = (orderNo: string) => store.findBy<DepositData>('deposit', 'orderNo', orderNo);
  return {
    async send(request) {
      const txHash = sandboxTxId(request.network, request.idempotencyKey);
      const fails = config.chain.failingAddresses.includes(request.address);
      const { object } = await store.create({
        kind: 'transfer',
        idempotencyKey: request.idempotencyKey,
        prefix: 'sbxtx',
        data: { network: request.network.code, crypto: request.crypto, address: request.address, memo: request.memo, amount: request.amount },
        status: () => ({ type: 'transfer', status: 'queued' }),
        steps: () => [
          { provider: 'chain', fact: { type: 'transfer', status: 'submitted', txHash }, at: now() },
          { provider: 'chain', fact: { type: 'transfer', status: 'mined', txHash }, at: now() },
          {
            provider: 'chain',
            fact: fails ? { type: 'transfer', status: 'failed', txHash } : { type: 'transfer', status: 'confirmed', txHash },
            at: now() + delay,
          },
        ],
      });
      context.answerCreate('chain transfer');
      return { reference: object.reference };
    },
    transferStatus: (reference) => statusOf<TransferFact>(reference, 'transfer'),
    async depositFor(network, { orderNo }) {
      const address = config.chain.depositAddresses[network.code];
      if (!address) throw new Error(`config/sandbox.json has no deposit address for ${network.code}`);
      // A 9-digit memo fits every memo format in use (XRP uint32 tag, Stellar memo, TON comment).
      const memo = network.memoRegex === undefined ? undefined : String((digest(`memo:${orderNo}`, 'sha256').readUInt32BE(0) % 900_000_000) + 100_000_000);
      const data: DepositData = { orderNo, network: network.code, address, ...(memo === undefined ? {} : { memo }) };
      const { object } = await store.create({
        kind: 'deposit',
        idempotencyKey: `${orderNo}:${network.code}`,
        prefix: 'sbxdep',
        data,
        status: () => ({ type: 'deposit', status: 'none' }),
        steps: () => [],
      });
      return { reference: object.reference, address: object.data.address, ...(object.data.memo === undefined ? {} : { memo: object.data.memo }) };
    },
    depositStatus: (reference) => statusOf<DepositFact>(reference, 'deposit'),
    // A sandbox deposit moves only an order that still awaits it (the sell lifecycle); it keeps no list of late ones.
    closeDeposit: async () => undefined,
    async resolveName(name) {
      return config.ens.find((entry) => entry.name === name.trim().toLowerCase())?.address;
    },
    events: context.events('chain'),
    async deposit(orderNo, amount, network) {
      const watched = await depositOf(orderNo);
      if (!watched || (await statusOf<DepositFact>(watched.reference, 'deposit')).status !== 'none') return undefined;
      const txHash = sandboxTxId(network, `${orderNo}:deposit`);
      const seen = { amount, txHash };
      await store.addSteps(watched.reference, [
        { provider: 'chain', fact: { type: 'deposit', status: 'seen', ...seen }, at: now() },
        { provider: 'chain', fact: { type: 'deposit', status: 'confirmed', ...seen }, at: now() + delay },
        { provider: 'chain', fact: { type: 'deposit', status: 'final', ...seen }, at: now() + 2 * delay },
      ]);
      return watched.reference;
    },
    async watchedDeposit(orderNo) {
      const watched = await depositOf(orderNo);
      return watched && { reference: watched.reference, ...watched.data };
    },
  };
}

/** The sandbox's own deposit action: what the user's wallet does in production. */
export interface SandboxChainActions {
  /** The user sent `amount` to the order's deposit address; undefined when the order has no address waiting for a deposit here. */
  deposit(orderNo: string, amount: string, network: Pick<Network, 'addressFormat'>): Promise<string | undefined>;
  watchedDeposit(orderNo: string): Promise<(DepositData & { reference: string }) | undefined>;
}
