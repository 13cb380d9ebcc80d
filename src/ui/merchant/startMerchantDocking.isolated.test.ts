import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { ApiClient, ApiResult } from '../../api/client';
import type { MerchantCheck } from '../../engine/merchant/merchantDockingMachine';
import { sessionMachine } from '../../engine/session/sessionMachine';
import type { Navigator } from '../router/navigator';
import { defaultHomeForm, type HomeFormState } from '../state/homeForm';
import { createMerchantStore, type MerchantState } from '../state/merchant';
import { createStore, type Store } from '../state/store';
import { startMerchantDocking } from './startMerchantDocking';
// Loaded up front, so the docking's lazy import of it resolves within settled().
import '../../engine/merchant/fixedWallet';
import { memoryStorage } from '../../../tests/helpers/memoryStorage';

const checkMerchantParams = vi.hoisted(() => vi.fn());
const logout = vi.hoisted(() => vi.fn());
vi.mock('../../api/endpoints/buy', () => ({ checkMerchantParams }));
vi.mock('../../api/endpoints/account', () => ({ logout }));

const tronAddress = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const user = { token: 't1', signKey: 'k1', email: 'ana@example.com', userNo: 'U1', kycStatus: 'none' as const };

function ok(data: MerchantCheck): ApiResult<MerchantCheck> {
  return { kind: 'ok', data, headers: {} };
}

function refused(code: string, message: string, data?: unknown): ApiResult<MerchantCheck> {
  return {
    kind: 'error',
    code,
    message,
    behaviour: 'toast',
    policy: { kind: 'toast', message, messageKey: 'x', durationMs: 3000 },
    ...(data === undefined ? {} : { data }),
  };
}

function accepted(info: MerchantCheck['merchantQueryInfo'], over: Partial<MerchantCheck> = {}): MerchantCheck {
  return {
    merchantType: 'page',
    merchantStatus: true,
    merchantName: 'Demo Shop',
    merchantConfig: { menuBarVisible: false, customerServiceVisible: false, onOrderCompletionBtnVisible: true },
    merchantQueryInfo: info,
    signed: false,
    ...over,
  };
}

interface Page {
  win: Window;
  services: {
    api: ApiClient;
    merchant: Store<MerchantState>;
    sessionActor: ReturnType<typeof sessionActorFor>;
    homeForm: Store<HomeFormState>;
    navigator: Navigator;
  };
  goTo: (route: string) => void;
}

/** The app's session machine, signed in as `user` or not (src/engine/session). */
function sessionActorFor(signedIn: boolean) {
  const actor = createActor(sessionMachine, { input: { stored: signedIn ? user : undefined } });
  actor.start();
  return actor;
}

const signedInUser = (at: Page) => at.services.sessionActor.getSnapshot().context.session;
const loginEmail = (at: Page) => at.services.sessionActor.getSnapshot().context.email;

/** A top-level page (no host) at `hash`, sharing `storage` with an earlier page of the same tab. */
function page(hash: string, storage: Storage = memoryStorage(), signedIn = false): Page {
  const win = { location: { search: '', hash, href: `https://checkout.test/${hash}` }, sessionStorage: storage, opener: null } as unknown as Window & {
    parent: unknown;
  };
  win.parent = win;
  let routeName = 'index';
  const listeners = new Set<() => void>();
  const navigator = {
    current: () => ({ route: { name: routeName } }),
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate: vi.fn(),
    back: vi.fn(),
  } as unknown as Navigator;
  return {
    win,
    services: {
      api: {} as ApiClient,
      merchant: createMerchantStore(),
      sessionActor: sessionActorFor(signedIn),
      homeForm: createStore(defaultHomeForm()),
      navigator,
    },
    goTo: (route) => {
      routeName = route;
      for (const listener of listeners) listener();
    },
  };
}

/** Lets the check, the lazily loaded fixed-wallet check and the machine run to rest. */
async function settled() {
  for (let round = 0; round < 10; round += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}
let stops: (() => void)[] = [];
function dock(at: Page) {
  stops.push(startMerchantDocking(at.services, at.win));
}

beforeEach(() => {
  checkMerchantParams.mockReset();
  logout.mockReset();
  logout.mockResolvedValue({ kind: 'ok', data: null, headers: {} });
});
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
});

describe('a refused merchant link', () => {
  it('applies nothing, sends no app id and says why, while the checkout runs plain', async () => {
    checkMerchantParams.mockResolvedValue(refused('40303', 'Unauthorized access', { reason: 'unknown_app_id' }));
    const at = page('#/index?appId=nope-merchant&showTable=1&crypto=BTC', memoryStorage(), true);
    dock(at);
    expect(at.services.merchant.get()).toEqual({ status: 'checking' });
    await settled();
    expect(at.services.merchant.get()).toEqual({
      status: 'refused',
      refusal: { code: '40303', message: 'Unauthorized access', reason: { reason: 'unknown_app_id' } },
    });
    expect(at.services.homeForm.get()).toEqual(defaultHomeForm());
    expect(signedInUser(at)).toEqual(user);
    expect(at.win.sessionStorage.getItem('gangway.merchantLink')).toBeNull();
    expect(checkMerchantParams).toHaveBeenCalledExactlyOnceWith(
      at.services.api,
      { appId: 'nope-merchant', showTable: '1', crypto: 'BTC' },
      { signal: expect.any(AbortSignal), silent: true },
    );
  });

  it('drops a merchant whose link a re-dock refuses', async () => {
    checkMerchantParams.mockResolvedValueOnce(ok(accepted({ appId: 'shop' })));
    const at = page('#/index?appId=shop');
    dock(at);
    await settled();
    expect(at.services.merchant.get().appId).toBe('shop');
    checkMerchantParams.mockResolvedValueOnce(refused('40301', 'The merchant signature is invalid.', { reason: 'signature_invalid' }));
    at.goTo('verifyCode');
    at.goTo('index');
    await settled();
    expect(at.services.merchant.get()).toEqual({
      status: 'refused',
      refusal: { code: '40301', message: 'The merchant signature is invalid.', reason: { reason: 'signature_invalid' } },
    });
  });

  it('tells the merchant why in the console and by link.refused to the framing page, at the link redirect origin', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    checkMerchantParams.mockResolvedValue(
      refused('40301', 'address: must be signed, and the link has no signature', { reason: 'unsigned_field', field: 'address' }),
    );
    const at = page(`#/index?appId=shop&network=TRX&address=${tronAddress}&redirectUrl=${encodeURIComponent('https://shop.example/done')}`);
    const post = vi.fn();
    (at.win as { parent: unknown }).parent = { postMessage: post };
    dock(at);
    await settled();
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      'Gangway: the merchant link was refused: unsigned_field (address). See docs/embedding.md, "Why a link is refused".',
      { reason: 'unsigned_field', field: 'address' },
    );
    expect(post).toHaveBeenCalledExactlyOnceWith(
      { source: 'gangway', version: 1, type: 'link.refused', payload: { appId: 'shop', reason: 'unsigned_field', field: 'address' } },
      'https://shop.example',
    );
    warn.mockRestore();
  });

  it("posts a refusal without a redirect URL to the framing page's own origin, and says check_unavailable when no answer came", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    checkMerchantParams.mockResolvedValue({ kind: 'error', code: 'network', message: '', behaviour: 'toast', policy: { kind: 'none' } });
    const at = page('#/index?appId=shop');
    const post = vi.fn();
    Object.assign(at.win, { parent: { postMessage: post }, location: { ...at.win.location, ancestorOrigins: ['https://framer.example'] } });
    dock(at);
    await settled();
    expect(post).toHaveBeenCalledExactlyOnceWith(
      { source: 'gangway', version: 1, type: 'link.refused', payload: { appId: 'shop', reason: 'check_unavailable' } },
      'https://framer.example',
    );
    warn.mockRestore();
  });
});

describe('an accepted merchant link', () => {
  it('sends the app id and puts its table mode and fixed values on home only once the server accepts it', async () => {
    checkMerchantParams.mockResolvedValue(ok(accepted({ appId: 'shop', crypto: 'USDC', network: 'ETH', amount: '150', fiat: 'EUR' })));
    const at = page('#/index?appId=shop&showTable=true&crypto=USDC&network=ETH&amount=150&fiat=EUR');
    dock(at);
    expect(at.services.merchant.get().appId).toBeUndefined();
    await settled();
    expect(at.services.merchant.get()).toMatchObject({
      status: 'docked',
      appId: 'shop',
      plan: { fixedSide: 'buy', fixed: { crypto: 'USDC', network: 'ETH', amount: '150', fiat: 'EUR' } },
    });
    expect(at.services.homeForm.get()).toMatchObject({ tab: 'buy', buy: { crypto: 'USDC', network: 'ETH', amount: '150', fiat: 'EUR', alpha2: 'DE' } });
  });

  it('checks again when a route change cancelled the check, as a sign-in redirect does', async () => {
    checkMerchantParams.mockResolvedValueOnce({ kind: 'cancelled' }).mockResolvedValueOnce(ok(accepted({ appId: 'shop' })));
    const at = page('#/tradeHistory?appId=shop');
    dock(at);
    await settled();
    await settled();
    expect(checkMerchantParams).toHaveBeenCalledTimes(2);
    expect(at.services.merchant.get()).toMatchObject({ status: 'docked', appId: 'shop' });
  });

  it('is kept for the session: a reload docks the stored link again with its docking grant', async () => {
    const storage = memoryStorage();
    const grant = '1767312000000.' + 'a'.repeat(64);
    const link = `appId=shop&address=${tronAddress}&network=TRX&timestamp=1767225600000&signature=${'b'.repeat(64)}`;
    checkMerchantParams.mockResolvedValue(ok(accepted({ appId: 'shop', address: tronAddress, network: 'TRX' }, { signed: true, dockingGrant: grant })));
    const first = page(`#/index?${link}`, storage);
    dock(first);
    await settled();
    const reload = page('#/paymentMethod', storage);
    dock(reload);
    expect(reload.services.merchant.get()).toEqual({ status: 'checking' });
    await settled();
    expect(checkMerchantParams).toHaveBeenLastCalledWith(
      reload.services.api,
      expect.objectContaining({ appId: 'shop', timestamp: '1767225600000', dockingGrant: grant }),
      expect.anything(),
    );
    // merchantParam keeps the link's own address, not the page the reload happened on.
    expect(reload.services.merchant.get()).toMatchObject({
      status: 'docked',
      wallet: { address: tronAddress, merchantPath: `https://checkout.test/#/index?${link}` },
    });
  });

  it('re-docks after /verifyCode with the grant, keeping the merchant path of the link', async () => {
    const grant = '1767312000000.' + 'c'.repeat(64);
    checkMerchantParams.mockResolvedValue(ok(accepted({ appId: 'shop', address: tronAddress, network: 'TRX' }, { signed: true, dockingGrant: grant })));
    const at = page(`#/index?appId=shop&address=${tronAddress}&network=TRX`);
    dock(at);
    await settled();
    at.goTo('verifyCode');
    (at.win.location as { href: string }).href = 'https://checkout.test/#/index';
    at.goTo('index');
    await settled();
    expect(checkMerchantParams).toHaveBeenCalledTimes(2);
    expect(checkMerchantParams).toHaveBeenLastCalledWith(at.services.api, expect.objectContaining({ dockingGrant: grant }), expect.anything());
    expect(at.services.merchant.get().wallet?.merchantPath).toBe(`https://checkout.test/#/index?appId=shop&address=${tronAddress}&network=TRX`);
  });

  it("makes a merchant's sell deep link a sell merchant, also after a reload", async () => {
    const storage = memoryStorage();
    checkMerchantParams.mockResolvedValue(ok(accepted({ appId: 'shop' })));
    const first = page('#/sell-formUserInfo?source=3&fiat=EUR&country=DE&crypto=USDT&network=TRX&cryptoAmount=50&appId=shop', storage);
    dock(first);
    await settled();
    expect(first.services.merchant.get()).toMatchObject({ merchantType: 'sell', plan: { fixedSide: 'sell' } });
    expect(storage.getItem('gangway.sellDeepLink')).toContain('"appId":"shop"');
    const reload = page('#/index', storage);
    dock(reload);
    await settled();
    expect(reload.services.merchant.get()).toMatchObject({ merchantType: 'sell', plan: { fixedSide: 'sell' } });
  });
});

describe("a link's e-mail", () => {
  it('logs a different signed-in user out on the server, then through the session machine, once per accepted link', async () => {
    checkMerchantParams.mockResolvedValue(ok(accepted({ appId: 'shop', email: 'bob@example.com' }, { signed: true })));
    const at = page('#/index?appId=shop&email=bob@example.com', memoryStorage(), true);
    const sessionWhenServerHeard: unknown[] = [];
    logout.mockImplementation(async () => {
      sessionWhenServerHeard.push(signedInUser(at));
      return { kind: 'ok', data: null, headers: {} };
    });
    dock(at);
    expect(signedInUser(at)).toEqual(user);
    await settled();
    await settled();
    expect(logout).toHaveBeenCalledExactlyOnceWith(at.services.api);
    expect(sessionWhenServerHeard).toEqual([user]);
    expect(signedInUser(at)).toBeUndefined();
    expect(loginEmail(at)).toBe('bob@example.com');
    expect(at.services.merchant.get().emailChanged).toBe(true);

    at.services.sessionActor.send({ type: 'link.email', email: 'carol@example.com' });
    at.goTo('verifyCode');
    at.goTo('index');
    await settled();
    expect(logout).toHaveBeenCalledOnce();
    expect(loginEmail(at)).toBe('carol@example.com');
  });

  it('keeps a user whose e-mail the link carries', async () => {
    checkMerchantParams.mockResolvedValue(ok(accepted({ appId: 'shop', email: 'ANA@example.com' }, { signed: true })));
    const at = page('#/index?appId=shop&email=ANA@example.com', memoryStorage(), true);
    dock(at);
    await settled();
    expect(logout).not.toHaveBeenCalled();
    expect(signedInUser(at)).toEqual(user);
  });

  it('never applies the e-mail of a refused link', async () => {
    checkMerchantParams.mockResolvedValue(refused('40301', 'The merchant signature is invalid.'));
    const at = page('#/index?appId=shop&email=bob@example.com', memoryStorage(), true);
    dock(at);
    await settled();
    expect(logout).not.toHaveBeenCalled();
    expect(signedInUser(at)).toEqual(user);
  });

  it("only pre-fills a visitor's login from a plain link, and leaves a signed-in user alone", async () => {
    const visitor = page('#/index?email=bob@example.com');
    dock(visitor);
    await settled();
    expect(loginEmail(visitor)).toBe('bob@example.com');
    expect(checkMerchantParams).not.toHaveBeenCalled();

    const signedIn = page('#/index?email=bob@example.com', memoryStorage(), true);
    dock(signedIn);
    await settled();
    expect(signedInUser(signedIn)).toEqual(user);
    expect(loginEmail(signedIn)).toBe('ana@example.com');
    expect(logout).not.toHaveBeenCalled();
  });
});

describe('a plain link', () => {
  it('fixes the tab for type, with no merchant', () => {
    const at = page('#/index?type=sell&showTable=1');
    dock(at);
    expect(at.services.merchant.get()).toEqual({ status: 'plain', plan: { fixedSide: 'sell', orderSide: 'sell', fixed: {} } });
  });

  it("pre-selects the link's country and its fiat on both tabs", () => {
    const at = page('#/index?country=nl');
    dock(at);
    expect(at.services.homeForm.get()).toMatchObject({ buy: { fiat: 'EUR', alpha2: 'NL' }, sell: { fiat: 'EUR', alpha2: 'NL' } });
  });

  it('leaves the sell tab alone for a country without payouts, and ignores an unknown country', () => {
    const at = page('#/index?country=BG');
    dock(at);
    expect(at.services.homeForm.get()).toMatchObject({ buy: { fiat: 'EUR', alpha2: 'BG' }, sell: defaultHomeForm().sell });
    const unknown = page('#/index?country=XX');
    dock(unknown);
    expect(unknown.services.homeForm.get()).toEqual(defaultHomeForm());
  });
});

describe("an accepted link's country", () => {
  it("picks the country of the merchant's fixed fiat, and never another fiat's country", async () => {
    checkMerchantParams.mockResolvedValue(ok(accepted({ appId: 'shop', fiat: 'EUR' })));
    const at = page('#/index?appId=shop&fiat=EUR&country=BE');
    dock(at);
    await settled();
    expect(at.services.homeForm.get().buy).toMatchObject({ fiat: 'EUR', alpha2: 'BE' });
    checkMerchantParams.mockResolvedValue(ok(accepted({ appId: 'shop', fiat: 'EUR' })));
    const other = page('#/index?appId=shop&fiat=EUR&country=GB');
    dock(other);
    await settled();
    expect(other.services.homeForm.get().buy).toMatchObject({ fiat: 'EUR', alpha2: 'DE' });
  });
});
