import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../api/client';
import { buyQuoteFixture } from '../../../engine/testing';
import type { AppServices } from '../../app/services';
import { emptyBuyDraft } from '../../state/buyDraft';
import { createStore } from '../../state/store';
import { startBuy } from './startBuy';

let server: Server;
let baseURL: string;
const seen: string[] = [];

beforeAll(async () => {
  // The KYC-disabled check never answers: the user leaves the page while it is pending.
  server = createServer((request) => void seen.push(request.url ?? ''));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('Continue on the buy tab', () => {
  it('neither redirects nor toasts when the route changes while the KYC-disabled check is pending', async () => {
    const user = { token: 't', signKey: 'k', email: 'ana@example.com', userNo: 'U1', kycStatus: 'none' as const };
    const onPolicy = vi.fn();
    const api = createApiClient({ baseURL, getSession: () => user, getLanguage: () => 'en-US', storage: { getItem: () => null, setItem: () => undefined }, onPolicy });
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
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(navigator.navigate).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
    expect(onPolicy).not.toHaveBeenCalled();
  });
});
