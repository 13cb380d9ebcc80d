// @vitest-environment happy-dom
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../api/client';
import { fallbackRoute, routes } from '../../shared/config/routes';
import { createNavigator } from '../router/navigator';
import { createBuyDraftStore } from '../state/buyDraft';
import { createHomeFormStore } from '../state/homeForm';
import { createMerchantStore, type MerchantState } from '../state/merchant';
import { askFirstQuote } from './firstQuote';
import { memoryStorage } from '../../../tests/helpers/memoryStorage';
import { closeNow, listenLocally } from '../../../tests/helpers/localServer';

let server: Server;
let baseURL: string;
/** Method and URL of every request the server received (the browser's CORS preflights left out). */
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    // The page runs on happy-dom's own origin, so the calls to this server are cross-origin.
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', '*');
    if (request.method === 'OPTIONS') return void response.end();
    seen.push(`${request.method} ${request.url}`);
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ returnCode: '0000', returnMsg: 'ok', data: null, success: true }));
  });
  baseURL = `${await listenLocally(server)}/api`;
});

afterAll(() => closeNow(server));

beforeEach(() => {
  seen.length = 0;
  window.sessionStorage.clear();
});

/** The shell's services as main.tsx builds them, opened at the given hash path with the given merchant state. */
function shellAt(path: string, merchant: MerchantState) {
  window.history.replaceState(null, '', `/#${path}`);
  return {
    api: createApiClient({ baseURL, getSession: () => undefined, getLanguage: () => 'en-US', storage: memoryStorage() }),
    navigator: createNavigator(window),
    merchant: createMerchantStore(merchant),
    homeForm: createHomeFormStore(window.sessionStorage),
    buyDraft: createBuyDraftStore(window.sessionStorage),
  };
}

/** Long enough for a request the shell sent to reach the local server, had it sent one. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe("the landing page's first quote, asked ahead by the shell", () => {
  it('leaves exactly once for a plain visit of the landing page', async () => {
    const services = shellAt(fallbackRoute().path, { status: 'plain' });
    askFirstQuote(services);
    await vi.waitFor(() => expect(seen).not.toEqual([]));
    await settle();
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatch(/^POST \/api\/index\/v2\/trade\/quote/);
  });

  it.each<MerchantState>([{ status: 'checking' }, { status: 'docked', appId: 'merchant-7' }])(
    'is not asked for a merchant link ($status): the link is checked first',
    async (merchant) => {
      askFirstQuote(shellAt(fallbackRoute().path, merchant));
      await settle();
      expect(seen).toEqual([]);
    },
  );

  it('is not asked on any other page', async () => {
    const other = routes.find((route) => route.name !== fallbackRoute().name);
    if (!other) throw new Error('config/routes.json has only the landing route');
    const services = shellAt(other.path, { status: 'plain' });
    expect(services.navigator.current().route.name).toBe(other.name);
    askFirstQuote(services);
    await settle();
    expect(seen).toEqual([]);
  });
});
