import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { spyActor } from '../../../tests/helpers/machineKit';
import { fixedWalletValid } from './fixedWallet';
import {
  defaultMerchantConfig,
  merchantDockingMachine,
  type MerchantCheck,
  type MerchantCheckInput,
  type MerchantCheckOutcome,
} from './merchantDockingMachine';
import { cryptoListFilter, dockingPlan, parseMerchantQuery, withFixedValues } from './merchantQuery';

const config = { menuBarVisible: false, customerServiceVisible: false, onOrderCompletionBtnVisible: true, merchantLogo: '/icons/merchant/demo.svg' };
const tronAddress = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';

function answer(over: Partial<MerchantCheck> = {}): MerchantCheck {
  return {
    merchantType: 'page',
    merchantStatus: true,
    merchantName: 'Demo Shop',
    merchantConfig: config,
    merchantQueryInfo: { appId: 'm1' },
    signed: false,
    ...over,
  };
}

function start(
  query: Record<string, string | undefined>,
  check: (input: MerchantCheckInput) => Promise<MerchantCheckOutcome> = async () => ({ kind: 'accepted', check: answer() }),
  accepted?: MerchantCheck,
) {
  const checkMerchant = vi.fn(check);
  const actor = createActor(merchantDockingMachine.provide({ actors: { checkMerchant: spyActor(checkMerchant) } }), { input: { query, accepted } });
  const emitted = vi.fn();
  actor.on('*', emitted);
  actor.start();
  return { actor, checkMerchant, emitted };
}

describe('merchant query', () => {
  it('reads app id, order number, type, language, token, redirect url and the fixed order values', () => {
    const raw = {
      appId: 'm1',
      orderNo: 'MO-1',
      type: 'sell',
      language: 'es',
      token: 'tk',
      redirectUrl: 'https://shop.test/done',
      amount: '100',
      crypto: 'USDT',
      network: 'TRX',
      fiat: 'MXN',
      address: 'TAddr',
      memo: '9',
      email: 'x@y.co',
      unrelated: 'z',
    };
    expect(parseMerchantQuery(raw)).toEqual({
      appId: 'm1',
      orderNo: 'MO-1',
      type: 'sell',
      language: 'es',
      token: 'tk',
      redirectUrl: 'https://shop.test/done',
      amount: '100',
      crypto: 'USDT',
      network: 'TRX',
      fiat: 'MXN',
      address: 'TAddr',
      memo: '9',
      email: 'x@y.co',
    });
  });

  it('ignores a type other than buy or sell and empty values', () => {
    expect(parseMerchantQuery({ type: 'swap', appId: ' ' })).toEqual({});
  });

  it.each(['1', 'true'])('uses table mode with app id and showTable=%s, on the buy tab', (showTable) => {
    expect(dockingPlan({ appId: 'm1', showTable })).toMatchObject({ tableMode: true, fixedTab: 'buy', isMerchant: true });
  });

  it.each(['0', 'false', 'yes'])('keeps the tab strip with showTable=%s', (showTable) => {
    expect(dockingPlan({ appId: 'm1', showTable })).toMatchObject({ tableMode: false, fixedTab: undefined });
  });

  it('uses table mode on the tab named by type', () => {
    expect(dockingPlan({ type: 'sell' })).toMatchObject({ tableMode: true, fixedTab: 'sell', isMerchant: false });
  });

  it('keeps the tab strip for an app id without showTable or type', () => {
    expect(dockingPlan({ appId: 'm1' })).toMatchObject({ tableMode: false, fixedTab: undefined, orderSide: 'buy' });
  });

  it('opens a sell merchant on the sell tab alone, whatever the link asks', () => {
    expect(dockingPlan({ appId: 'm1' }, 'sell')).toMatchObject({ tableMode: true, fixedTab: 'sell', orderSide: 'sell' });
    expect(dockingPlan({ appId: 'm1', showTable: '0' }, 'sell')).toMatchObject({ tableMode: true, fixedTab: 'sell' });
  });

  it("opens an api merchant on one tab: the link's type, else buy", () => {
    expect(dockingPlan({ appId: 'm1' }, 'api')).toMatchObject({ tableMode: true, fixedTab: 'buy' });
    expect(dockingPlan({ appId: 'm1', type: 'sell' }, 'api')).toMatchObject({ tableMode: true, fixedTab: 'sell' });
  });

  it('follows the link for a page merchant', () => {
    expect(dockingPlan({ appId: 'm1' }, 'page')).toMatchObject({ tableMode: false });
    expect(dockingPlan({ appId: 'm1', showTable: 'true' }, 'page')).toMatchObject({ tableMode: true, fixedTab: 'buy' });
  });

  it("skips the initial data load for a merchant link's orderNo only", () => {
    expect(dockingPlan({ appId: 'm1', orderNo: 'MO-1' }).skipInitialLoad).toBe(true);
    expect(dockingPlan({ appId: 'm1' }).skipInitialLoad).toBe(false);
    expect(dockingPlan({ orderNo: 'MO-1' }).skipInitialLoad).toBe(false);
  });
});

describe('the fixed values of a link on the home form', () => {
  const form = { fiat: 'USD', alpha2: 'US', crypto: 'USDT', network: 'TRX', amount: '20' };

  it('puts the fixed amount, fiat, crypto and network in the form, the fiat with its country', () => {
    expect(withFixedValues(form, { amount: '150', fiat: 'EUR', crypto: 'USDC', network: 'ETH' })).toMatchObject({
      amount: '150',
      fiat: 'EUR',
      alpha2: 'DE',
      crypto: 'USDC',
      network: 'ETH',
      networkName: 'Ethereum (ERC20)',
    });
  });

  it('picks a crypto that runs on a fixed network, and a network of a fixed crypto', () => {
    expect(withFixedValues({ ...form, crypto: 'BTC', network: 'BTC' }, { network: 'TRX' })).toMatchObject({ crypto: 'USDT', network: 'TRX' });
    expect(withFixedValues(form, { crypto: 'BTC' })).toMatchObject({ crypto: 'BTC', network: 'BTC' });
  });

  it('leaves a form that already holds the values as it is', () => {
    expect(withFixedValues(form, { crypto: 'USDT', network: 'TRX' })).toEqual(form);
  });

  it('narrows the crypto list by the fixed crypto and network for page merchants only (product §7)', () => {
    expect(cryptoListFilter('page', { network: 'TRX', amount: '5' })).toEqual({ network: 'TRX' });
    expect(cryptoListFilter('page', { amount: '5' })).toBeUndefined();
    expect(cryptoListFilter('api', { network: 'TRX' })).toBeUndefined();
    expect(cryptoListFilter('sell', { crypto: 'USDT' })).toBeUndefined();
  });
});

describe('merchant docking machine', () => {
  it('runs on its own with every option shown when the link has no app id', () => {
    const { actor, checkMerchant } = start({ type: 'buy' });
    expect(actor.getSnapshot().value).toBe('standalone');
    expect(actor.getSnapshot().context.merchantConfig).toEqual(defaultMerchantConfig);
    expect(checkMerchant).not.toHaveBeenCalled();
  });

  it.each(['page', 'api', 'sell'] as const)('docks a %s merchant with its config, once the server accepts the whole link', async (merchantType) => {
    const accepted = answer({ merchantType });
    const { actor, checkMerchant, emitted } = start({ appId: 'm1', crypto: 'USDT', unrelated: 'kept' }, async () => ({ kind: 'accepted', check: accepted }));
    expect(actor.getSnapshot().value).toBe('checking');
    await waitFor(actor, (snapshot) => snapshot.matches('docked'));
    expect(checkMerchant).toHaveBeenCalledExactlyOnceWith(
      { query: { appId: 'm1', crypto: 'USDT', unrelated: 'kept' }, dockingGrant: undefined },
      expect.any(AbortSignal),
    );
    expect(actor.getSnapshot().context).toMatchObject({ merchantType, merchantConfig: config });
    expect(emitted).toHaveBeenCalledExactlyOnceWith({ type: 'docking.accepted', check: accepted, firstTime: true });
  });

  it('takes the mode into the plan: a sell merchant gets the sell tab', async () => {
    const { actor } = start({ appId: 'm1' }, async () => ({ kind: 'accepted', check: answer({ merchantType: 'sell' }) }));
    await waitFor(actor, (snapshot) => snapshot.matches('docked'));
    expect(actor.getSnapshot().context.plan).toMatchObject({ tableMode: true, fixedTab: 'sell' });
  });

  it('checks again when a route change cancelled the check, then docks', async () => {
    const outcomes: MerchantCheckOutcome[] = [{ kind: 'interrupted' }, { kind: 'accepted', check: answer() }];
    const { actor, checkMerchant } = start({ appId: 'm1' }, async () => outcomes.shift() ?? { kind: 'interrupted' });
    await waitFor(actor, (snapshot) => snapshot.matches('docked'));
    expect(checkMerchant).toHaveBeenCalledTimes(2);
  });

  it.each(['verifyCode', 'sellOrder'])('docks again when returning from %s, with the docking grant and not as a first acceptance', async (from) => {
    const accepted = answer({ signed: true, dockingGrant: '1767225600000.ab' });
    const { actor, checkMerchant, emitted } = start({ appId: 'm1' }, async () => ({ kind: 'accepted', check: accepted }));
    await waitFor(actor, (snapshot) => snapshot.matches('docked'));
    actor.send({ type: 'route.return', from });
    expect(actor.getSnapshot().value).toBe('redocking');
    await waitFor(actor, (snapshot) => snapshot.matches('docked'));
    expect(checkMerchant).toHaveBeenLastCalledWith({ query: { appId: 'm1' }, dockingGrant: '1767225600000.ab' }, expect.any(AbortSignal));
    expect(emitted.mock.calls.map(([event]) => event.firstTime)).toEqual([true, false]);
  });

  it('does not dock again when returning from another route', async () => {
    const { actor, checkMerchant } = start({ appId: 'm1' });
    await waitFor(actor, (snapshot) => snapshot.matches('docked'));
    actor.send({ type: 'route.return', from: 'tradeHistory' });
    expect(actor.getSnapshot().value).toBe('docked');
    expect(checkMerchant).toHaveBeenCalledOnce();
  });

  it('stays docked when a re-dock gets no answer, and is refused when the server refuses it', async () => {
    let outcome: () => Promise<MerchantCheckOutcome> = async () => ({ kind: 'accepted', check: answer() });
    const { actor, emitted } = start({ appId: 'm1' }, () => outcome());
    await waitFor(actor, (snapshot) => snapshot.matches('docked'));
    outcome = async () => {
      throw new Error('network');
    };
    actor.send({ type: 'route.return', from: 'verifyCode' });
    await waitFor(actor, (snapshot) => snapshot.matches('docked'));
    outcome = async () => ({ kind: 'refused', code: '40301', message: 'The merchant signature is invalid.', reason: { reason: 'expired' } });
    actor.send({ type: 'route.return', from: 'sellOrder' });
    await waitFor(actor, (snapshot) => snapshot.matches('refused'));
    expect(emitted).toHaveBeenLastCalledWith({
      type: 'docking.refused',
      code: '40301',
      message: 'The merchant signature is invalid.',
      reason: { reason: 'expired' },
    });
    expect(actor.getSnapshot().context.merchantConfig).toEqual(defaultMerchantConfig);
  });

  it('runs on its own with every option shown when the server refuses the link', async () => {
    const { actor, emitted } = start({ appId: 'nope' }, async () => ({
      kind: 'refused',
      code: '40303',
      message: 'Unauthorized access',
      reason: { reason: 'unknown_app_id' },
    }));
    await waitFor(actor, (snapshot) => snapshot.matches('refused'));
    expect(actor.getSnapshot().context).toMatchObject({ merchantConfig: defaultMerchantConfig, merchantType: undefined, refusal: { code: '40303' } });
    expect(emitted).toHaveBeenCalledExactlyOnceWith({
      type: 'docking.refused',
      code: '40303',
      message: 'Unauthorized access',
      reason: { reason: 'unknown_app_id' },
    });
  });

  it('refuses an accepted answer whose fixed address fails the network rules', async () => {
    const bad = answer({ signed: true, merchantQueryInfo: { appId: 'm1', network: 'TRX', address: 'not-an-address' } });
    expect(fixedWalletValid(bad.merchantQueryInfo)).toBe(false);
    const { actor, emitted } = start({ appId: 'm1' }, async () => ({ kind: 'accepted', check: bad, walletInvalid: true }));
    await waitFor(actor, (snapshot) => snapshot.matches('refused'));
    expect(emitted).toHaveBeenCalledExactlyOnceWith({
      type: 'docking.refused',
      code: 'fixedAddress',
      message: '',
      messageKey: 'errors.server.merchantLinkInvalid',
      reason: { reason: 'invalid_value', field: 'address' },
    });
  });

  it('docks an answer whose fixed address passes the network rules', async () => {
    const good = answer({ signed: true, merchantQueryInfo: { appId: 'm1', network: 'TRX', crypto: 'USDT', address: tronAddress } });
    expect(fixedWalletValid(good.merchantQueryInfo)).toBe(true);
    const { actor } = start({ appId: 'm1' }, async () => ({ kind: 'accepted', check: good, walletInvalid: false }));
    await waitFor(actor, (snapshot) => snapshot.matches('docked'));
  });

  it('cannot verify a new link without an answer, but keeps a link accepted earlier this session', async () => {
    const noAnswer = async (): Promise<MerchantCheckOutcome> => {
      throw new Error('network');
    };
    const fresh = start({ appId: 'm1' }, noAnswer);
    await waitFor(fresh.actor, (snapshot) => snapshot.matches('refused'));
    expect(fresh.emitted).toHaveBeenCalledExactlyOnceWith({
      type: 'docking.refused',
      code: 'network',
      message: '',
      messageKey: 'errors.network',
      reason: { reason: 'check_unavailable' },
    });

    const stored = answer({ dockingGrant: '1.ab' });
    const restored = start({ appId: 'm1' }, noAnswer, stored);
    await waitFor(restored.actor, (snapshot) => snapshot.matches('docked'));
    expect(restored.checkMerchant).toHaveBeenCalledWith({ query: { appId: 'm1' }, dockingGrant: '1.ab' }, expect.any(AbortSignal));
    expect(restored.emitted).toHaveBeenCalledExactlyOnceWith({ type: 'docking.accepted', check: stored, firstTime: false });
  });
});
