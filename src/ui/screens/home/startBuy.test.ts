import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../api/client';
import { buyQuoteFixture } from '../../../../tests/helpers/machineKit';
import type { AppServices } from '../../app/services';
import { emptyBuyDraft } from '../../state/buyDraft';
import { createStore } from '../../state/store';
import { resumeBuy, startBuy } from './startBuy';
import { closeNow, listenLocally } from '../../../../tests/helpers/localServer';

let server: Server;
let baseURL: string;
const seen: string[] = [];
/** The requests whose connection the client has closed (a cancelled fetch closes it). */
const closed: string[] = [];

beforeAll(async () => {
  // The KYC-disabled check never answers: the user leaves the page while it is pending.
  server = createServer((request) => {
    seen.push(request.url ?? '');
    request.socket.on('close', () => closed.push(request.url ?? ''));
  });
  baseURL = `${await listenLocally(server)}/api`;
});

afterAll(() => closeNow(server));

describe('Continue on the buy tab', () => {
  it('neither redirects nor toasts when the route changes while the KYC-disabled check is pending', async () => {
    const user = { token: 't', signKey: 'k', email: 'ana@example.com', userNo: 'U1', kycStatus: 'none' as const };
    const onPolicy = vi.fn();
    const api = createApiClient({
      baseURL,
      getSession: () => user,
      getLanguage: () => 'en-US',
      storage: { getItem: () => null, setItem: () => undefined },
      onPolicy,
    });
    const navigator = { navigate: vi.fn() };
    const services = {
      api,
      navigator,
      session: createStore({ user }),
      merchant: createStore({}),
      buyDraft: createStore(emptyBuyDraft),
      loginReturn: createStore({ name: null, query: {} }),
    } as unknown as AppServices;
    const toast = vi.fn();
    startBuy(services, { type: 'continue', side: 'buy', form: { fiat: 'USD', crypto: 'ETH', network: 'ETH', amount: '100' }, quote: buyQuoteFixture() }, toast);
    await vi.waitFor(() => expect(seen).toEqual(['/api/kyc/kycDisabled']));
    // What the router does on a route change (src/ui/app/cancelOnRouteChange.ts).
    api.cancelAll();
    await vi.waitFor(() => expect(closed).toEqual(['/api/kyc/kycDisabled']));
    expect(navigator.navigate).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
    expect(onPolicy).not.toHaveBeenCalled();
  });
});

describe('the buy start after the login it asked for', () => {
  let gate: Server;
  let gateURL: string;
  /** What POST /kyc/kycDisabled answers: false lets the buyer on, true asks for the KYC login. */
  let kycLoginNeeded = false;

  beforeAll(async () => {
    gate = createServer((request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({ returnCode: '0000', returnMsg: 'ok', data: request.url === '/api/kyc/kycDisabled' ? kycLoginNeeded : null, success: true }),
      );
    });
    gateURL = `${await listenLocally(gate)}/api`;
  });

  afterAll(() => closeNow(gate));

  const form = { fiat: 'USD', crypto: 'USDT', network: 'TRX', amount: '100' };
  function servicesFor(signedIn: boolean) {
    const user = { token: 't', signKey: 'k', email: 'ana@example.com', userNo: 'U1', kycStatus: 'none' as const };
    const session = createStore<{ user: typeof user | null }>({ user: signedIn ? user : null });
    const api = createApiClient({
      baseURL: gateURL,
      getSession: () => session.get().user ?? undefined,
      getLanguage: () => 'en-US',
      storage: { getItem: () => null, setItem: () => undefined },
      onPolicy: vi.fn(),
    });
    return {
      api,
      navigator: { navigate: vi.fn() },
      session,
      merchant: createStore({}),
      buyDraft: createStore(emptyBuyDraft),
      loginReturn: createStore<{ name: string | null; query: Record<string, string>; resume?: 'buy' }>({ name: null, query: {} }),
    };
  }

  it('sends a visitor to the login and remembers that the buy start goes on afterwards', () => {
    const services = servicesFor(false);
    startBuy(services as unknown as AppServices, { type: 'continue', side: 'buy', form, quote: buyQuoteFixture() }, vi.fn());
    expect(services.navigator.navigate).toHaveBeenCalledExactlyOnceWith('emailCode', undefined, { replace: undefined });
    expect(services.loginReturn.get()).toEqual({ name: 'index', query: {}, resume: 'buy' });
  });

  it('goes on to the receiving wallet once signed in, in place of the login page, without a second Continue', async () => {
    kycLoginNeeded = false;
    const services = servicesFor(true);
    services.buyDraft.set({ ...emptyBuyDraft, form, quote: buyQuoteFixture() });
    resumeBuy(services as unknown as AppServices, vi.fn());
    await vi.waitFor(() => expect(services.navigator.navigate).toHaveBeenCalledExactlyOnceWith('receivingMode', undefined, { replace: true }));
  });

  it('toasts the KYC login and goes home when the check asks for it', async () => {
    kycLoginNeeded = true;
    const services = servicesFor(true);
    services.buyDraft.set({ ...emptyBuyDraft, form, quote: buyQuoteFixture() });
    const toast = vi.fn();
    resumeBuy(services as unknown as AppServices, toast);
    await vi.waitFor(() => expect(services.navigator.navigate).toHaveBeenCalledExactlyOnceWith('index', undefined, { replace: true }));
    expect(toast).toHaveBeenCalledExactlyOnceWith('errors.kycLoginRequired');
  });

  it('goes home when no buy is left to resume', () => {
    const services = servicesFor(true);
    resumeBuy(services as unknown as AppServices, vi.fn());
    expect(services.navigator.navigate).toHaveBeenCalledExactlyOnceWith('index', undefined, { replace: true });
  });
});
