/**
 * A server's chain sender in a process of its own, for the crash test (sender-crash.test.ts): opens
 * the store of DATA_DIR, queues one delivery and runs sender passes until it is killed. Prints
 * "pass" after each pass. Run with `node --import tsx`.
 */
import type { Address } from 'viem';
import { openStore } from '../../src/server/store/open';
import { evmChainOn, factRecorder } from './evmChain';

const env = process.env;
const db = await openStore(env, () => undefined);
const evm = evmChainOn(db, {
  anvil: { rpcUrl: env.ANVIL_URL ?? '', chainId: Number(env.ANVIL_CHAIN_ID) },
  tokens: { USDT: env.USDT as Address, USDC: env.USDC as Address },
  evm: { confirmations: 2 },
  recorder: factRecorder(),
  now: Date.now,
});
await evm.queueDelivery({ orderNo: env.ORDER_NO ?? '', purpose: 'delivery', network: 'ETH', crypto: 'USDT', to: env.BUYER ?? '', amount: env.AMOUNT ?? '' });
for (;;) {
  await evm.sendPass('ETH');
  process.stdout.write('pass\n');
  await new Promise((resolve) => setTimeout(resolve, 20));
}
