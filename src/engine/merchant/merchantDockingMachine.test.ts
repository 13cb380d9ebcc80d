import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { spyActor } from '../testing';
import { defaultMerchantConfig, merchantDockingMachine, type MerchantCheck } from './merchantDockingMachine';
import { dockingPlan, parseMerchantQuery } from './merchantQuery';

const config = { menuBarVisible: false, customerServiceVisible: false, onOrderCompletionBtnVisible: true };

function start(query: Record<string, string | undefined>, check: () => Promise<MerchantCheck> = async () => ({ merchantType: 'page', merchantConfig: { ...config, merchantLogo: 'https://merchant.test/logo.svg' } })) {
  const checkMerchant = vi.fn(check);
  const actor = createActor(merchantDockingMachine.provide({ actors: { checkMerchant: spyActor(checkMerchant) } }), { input: { query } });
  actor.start();
  return { actor, checkMerchant };
}

describe('merchant query', () => {
  it('reads app id, order number, type, language, token, redirect url and the fixed order values', () => {
    const raw = {
      appId: 'm1', orderNo: 'MO-1', type: 'sell', language: 'es', token: 'tk', redirectUrl: 'https://shop.test/done',
      amount: '100', crypto: 'USDT', network: 'TRX', fiat: 'MXN', address: 'TAddr', memo: '9', email: 'x@y.co', unrelated: 'z',
    };
    expect(parseMerchantQuery(raw)).toEqual({
      appId: 'm1', orderNo: 'MO-1', type: 'sell', language: 'es', token: 'tk', redirectUrl: 'https://shop.test/done',
      amount: '100', crypto: 'USDT', network: 'TRX', fiat: 'MXN', address: 'TAddr', memo: '9', email: 'x@y.co',
    });
  });

  it('ignores a type other than buy or sell and empty values', () => {
    expect(parseMerchantQuery({ type: 'swap', appId: ' ' })).toEqual({});
  });

  it('uses table mode with app id and showTable, on the buy tab', () => {
    expect(dockingPlan({ appId: 'm1', showTable: '1' })).toMatchObject({ tableMode: true, fixedTab: 'buy', isMerchant: true });
  });

  it('uses table mode on the tab named by type', () => {
    expect(dockingPlan({ type: 'sell' })).toMatchObject({ tableMode: true, fixedTab: 'sell', isMerchant: false });
  });

  it('keeps the tab strip for an app id without showTable or type', () => {
    expect(dockingPlan({ appId: 'm1' })).toMatchObject({ tableMode: false, fixedTab: undefined });
  });

  it('skips the initial data load when an orderNo is present', () => {
    expect(dockingPlan({ appId: 'm1', orderNo: 'MO-1' }).skipInitialLoad).toBe(true);
    expect(dockingPlan({ appId: 'm1' }).skipInitialLoad).toBe(false);
  });
});

describe('merchant docking machine', () => {
  it('runs on its own with every option shown when the link has no app id', () => {
    const { actor, checkMerchant } = start({ type: 'buy' });
    expect(actor.getSnapshot().value).toBe('standalone');
    expect(actor.getSnapshot().context.merchantConfig).toEqual(defaultMerchantConfig);
    expect(checkMerchant).not.toHaveBeenCalled();
  });

  it.each(['page', 'api', 'sell'] as const)('docks a %s merchant with its config', async (merchantType) => {
    const { actor, checkMerchant } = start({ appId: 'm1', address: 'rAddr' }, async () => ({ merchantType, merchantConfig: { ...config, merchantLogo: 'https://merchant.test/logo.svg' } }));
    await waitFor(actor, (snapshot) => snapshot.matches('docked'));
    expect(checkMerchant).toHaveBeenCalledExactlyOnceWith({ appId: 'm1', address: 'rAddr' }, expect.any(AbortSignal));
    expect(actor.getSnapshot().context).toMatchObject({ merchantType, merchantConfig: { ...config, merchantLogo: 'https://merchant.test/logo.svg' } });
  });

  it.each(['verifyCode', 'sellOrder'])('docks again when returning from %s', async (from) => {
    const { actor, checkMerchant } = start({ appId: 'm1' });
    await waitFor(actor, (snapshot) => snapshot.matches('docked'));
    actor.send({ type: 'route.return', from });
    await waitFor(actor, (snapshot) => snapshot.matches('docked'));
    expect(checkMerchant).toHaveBeenCalledTimes(2);
  });

  it('does not dock again when returning from another route', async () => {
    const { actor, checkMerchant } = start({ appId: 'm1' });
    await waitFor(actor, (snapshot) => snapshot.matches('docked'));
    actor.send({ type: 'route.return', from: 'tradeHistory' });
    expect(actor.getSnapshot().value).toBe('docked');
    expect(checkMerchant).toHaveBeenCalledOnce();
  });

  it('runs on its own with every option shown when the server refuses the link', async () => {
    const { actor } = start({ appId: 'm1' }, async () => {
      throw new Error('40301');
    });
    await waitFor(actor, (snapshot) => snapshot.matches('refused'));
    expect(actor.getSnapshot().context.merchantConfig).toEqual(defaultMerchantConfig);
  });
});
