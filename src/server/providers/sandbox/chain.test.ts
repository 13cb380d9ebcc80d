import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { networksConfig } from '../../../shared/address/networks';
import { validateAddress } from '../../../shared/address/validate-address';
import { validateMemo } from '../../../shared/address/validate-memo';
import { isEip55Address } from '../../../shared/address/evm';
import { freshDb } from '../../../../tests/helpers/testDb';
import { sandboxOn } from '../../../../tests/helpers/sandboxProvider';
import { sandboxConfig } from '../../../../tests/helpers/testFlows';
import { testClock } from '../../../../tests/helpers/clock';
import type { Db } from '../../store/db';
import { sandboxTxId } from './chain';
import type { Sandbox } from './sandbox';

let db: Db;
let sandbox: Sandbox;
const clock = testClock();
const byCode = (code: string) => {
  const network = networksConfig.networks.find((entry) => entry.code === code);
  if (!network) throw new Error(`no network ${code}`);
  return network;
};
const delay = sandboxConfig.chain.confirmDelayMs;

beforeAll(async () => {
  db = await freshDb();
  sandbox = sandboxOn(db, clock);
});
afterAll(() => db.close());

describe('sandbox chain', () => {
  it.each(networksConfig.networks)('gives a deposit address on $code that passes the network rules', async (network) => {
    const deposit = await sandbox.chain.depositFor(network, { orderNo: `S-${network.code}`, crypto: 'USDT', amount: '25' });
    expect(validateAddress(network, deposit.address).valid).toBe(true);
    expect(validateMemo(network, deposit.memo ?? '').valid).toBe(true);
    expect(await sandbox.chain.depositStatus(deposit.reference)).toEqual({ type: 'deposit', status: 'none' });
  });

  it('shapes transaction ids like the network and keeps them stable per seed', () => {
    expect(sandboxTxId(byCode('ETH'), 'B1')).toMatch(/^0x[0-9a-f]{64}$/);
    expect(sandboxTxId(byCode('TRX'), 'B1')).toMatch(/^[0-9a-f]{64}$/);
    expect(sandboxTxId(byCode('SOL'), 'B1')).toMatch(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/);
    expect(sandboxTxId(byCode('ETH'), 'B1')).toBe(sandboxTxId(byCode('ETH'), 'B1'));
  });

  it('mines a transfer at once and confirms it confirmDelayMs later, once per idempotency key', async () => {
    const request = {
      idempotencyKey: 'B1:delivery',
      orderNo: 'B1',
      purpose: 'delivery' as const,
      network: byCode('TRX'),
      crypto: 'USDT',
      address: 'TV8BnHfooNjh8ptaBRzEE4r4wbC8aZH3JZ',
      amount: '10',
    };
    const { reference } = await sandbox.chain.send(request);
    expect(await sandbox.chain.send(request)).toEqual({ reference });
    const txHash = sandboxTxId(byCode('TRX'), 'B1:delivery');
    expect(await sandbox.chain.transferStatus(reference)).toEqual({ type: 'transfer', status: 'mined', txHash });
    clock.advance(delay);
    expect(await sandbox.chain.transferStatus(reference)).toEqual({ type: 'transfer', status: 'confirmed', txHash });
  });

  it('fails sends only to the documented failing addresses, which are valid addresses', async () => {
    for (const address of sandboxConfig.chain.failingAddresses) {
      const network = address.startsWith('0x') ? byCode('ETH') : byCode('TRX');
      expect(validateAddress(network, address).valid).toBe(true);
      const { reference } = await sandbox.chain.send({
        idempotencyKey: `fail:${address}`,
        orderNo: `fail-${address}`,
        purpose: 'delivery',
        network,
        crypto: 'USDT',
        address,
        amount: '1',
      });
      clock.advance(delay);
      expect((await sandbox.chain.transferStatus(reference)).status).toBe('failed');
    }
  });

  it('sees a deposit to a watched address at once, confirmed after confirmDelayMs and final after twice that', async () => {
    const { reference } = await sandbox.chain.depositFor(byCode('TRX'), { orderNo: 'S-deposit', crypto: 'USDT', amount: '25' });
    expect(await sandbox.chain.deposit('S-deposit', '12.5', byCode('TRX'))).toBe(reference);
    const txHash = sandboxTxId(byCode('TRX'), 'S-deposit:deposit');
    expect(await sandbox.chain.depositStatus(reference)).toEqual({ type: 'deposit', status: 'seen', amount: '12.5', txHash });
    clock.advance(delay);
    expect((await sandbox.chain.depositStatus(reference)).status).toBe('confirmed');
    clock.advance(delay);
    expect((await sandbox.chain.depositStatus(reference)).status).toBe('final');
    // One deposit per address: a second one is not taken.
    expect(await sandbox.chain.deposit('S-deposit', '1', byCode('TRX'))).toBeUndefined();
    expect(await sandbox.chain.deposit('S-unknown', '1', byCode('TRX'))).toBeUndefined();
  });

  it('resolves the documented names to checksummed addresses and nothing else', async () => {
    for (const entry of sandboxConfig.ens) expect(isEip55Address((await sandbox.chain.resolveName(entry.name.toUpperCase())) ?? '')).toBe(true);
    expect(await sandbox.chain.resolveName('nobody.eth')).toBeUndefined();
  });
});
