import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { signRequest, signaturesEqual } from '../shared/sign';
import { createApiClient, type ApiClientOptions, type ApiSession } from './client';
import { memoryStorage } from '../../tests/helpers/memoryStorage';
import { closeNow, listenLocally } from '../../tests/helpers/localServer';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

type Handler = (request: Seen, response: ServerResponse) => void;

const seen: Seen[] = [];
const handlers = new Map<string, Handler>();
let server: Server;
let baseURL: string;

function envelope(returnCode: string, data: unknown = null, returnMsg = ''): string {
  return JSON.stringify({ returnCode, returnMsg, data, success: returnCode === '0000' });
}

function answer(returnCode: string, data: unknown = null, returnMsg = ''): Handler {
  return (_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(envelope(returnCode, data, returnMsg));
  };
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const record = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body };
      seen.push(record);
      const path = (record.url.split('?')[0] ?? '').replace(/^\/api/, '');
      const handler = handlers.get(path) ?? answer('0000');
      handler(record, response);
    });
  });
  baseURL = `${await listenLocally(server)}/api`;
});

afterAll(() => closeNow(server));

beforeEach(() => {
  seen.length = 0;
  handlers.clear();
});

const session: ApiSession = { token: 'tok-123', signKey: 'key-abc' };

function client(overrides: Partial<ApiClientOptions> = {}) {
  return createApiClient({
    baseURL,
    getSession: () => session,
    getLanguage: () => 'zh-HK',
    storage: memoryStorage(),
    ...overrides,
  });
}

function lastSeen(): Seen {
  const last = seen.at(-1);
  if (!last) throw new Error('the server saw no request');
  return last;
}

describe('API client headers', () => {
  it('sends timestamp, token, sign, Accept-Language, timezone, fingerprint-id and appid on a call', async () => {
    const api = client({ getAppId: () => 'merchant-7' });
    await api.request({ method: 'GET', path: '/trade/list', query: { pageIndex: 1 } });
    const { headers } = lastSeen();
    expect(headers.timestamp).toMatch(/^\d{13}$/);
    expect(headers.token).toBe('tok-123');
    expect(headers.sign).toMatch(/^[0-9a-f]{64}$/);
    expect(headers['accept-language']).toBe('zh-HK');
    expect(headers.timezone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(headers['fingerprint-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers.appid).toBe('merchant-7');
  });

  it('signs timestamp, method, the path and query after the base and the exact body text', async () => {
    const api = client();
    await api.request({ method: 'POST', path: '/index/v2/trade/quote', query: { appId: 'a b' }, body: { fiat: 'USD', amount: '100.50' } });
    const request = lastSeen();
    expect(request.url).toBe('/api/index/v2/trade/quote?appId=a+b');
    expect(request.body).toBe('{"fiat":"USD","amount":"100.50"}');
    const expected = await signRequest({
      key: session.signKey,
      timestamp: String(request.headers.timestamp),
      method: 'POST',
      pathAndQuery: '/index/v2/trade/quote?appId=a+b',
      body: request.body,
    });
    expect(signaturesEqual(String(request.headers.sign), expected)).toBe(true);
  });

  it('signs a call without a body over an empty body text', async () => {
    await client().request({ method: 'GET', path: '/kyc/auth/status' });
    const request = lastSeen();
    const expected = await signRequest({
      key: session.signKey,
      timestamp: String(request.headers.timestamp),
      method: 'GET',
      pathAndQuery: '/kyc/auth/status',
    });
    expect(request.headers.sign).toBe(expected);
  });

  it('keeps one fingerprint id in the given storage across calls and clients', async () => {
    const storage = memoryStorage();
    await client({ storage }).request({ method: 'GET', path: '/index/client/ip' });
    await client({ storage }).request({ method: 'GET', path: '/index/client/ip' });
    const [first, second] = seen;
    expect(first?.headers['fingerprint-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second?.headers['fingerprint-id']).toBe(first?.headers['fingerprint-id']);
  });

  it('sends neither token, sign nor appid for a visitor outside a merchant session', async () => {
    await client({ getSession: () => undefined }).request({ method: 'GET', path: '/index/v2/notice/list' });
    const { headers } = lastSeen();
    expect(headers.token).toBeUndefined();
    expect(headers.sign).toBeUndefined();
    expect(headers.appid).toBeUndefined();
    expect(headers.timestamp).toMatch(/^\d{13}$/);
  });
});

describe('API client envelope', () => {
  it('returns the data and the response headers when returnCode is 0000', async () => {
    handlers.set('/user/login', (_request, response) => {
      response.setHeader('token', 't-1');
      response.setHeader('sign', 'k-1');
      response.end(envelope('0000', { email: 'a@b.co', userNo: 'U1', kycStatus: 0 }));
    });
    const result = await client({ getSession: () => undefined }).request({ method: 'POST', path: '/user/login', body: {} });
    expect(result).toEqual({
      kind: 'ok',
      data: { email: 'a@b.co', userNo: 'U1', kycStatus: 0 },
      headers: expect.objectContaining({ token: 't-1', sign: 'k-1' }),
    });
  });

  it('reads the envelope of an HTTP error status instead of failing on the status', async () => {
    handlers.set('/trade/list', (_request, response) => {
      response.statusCode = 401;
      response.end(envelope('70011', null, 'Bad signature'));
    });
    const result = await client().request({ method: 'GET', path: '/trade/list' });
    expect(result).toMatchObject({ kind: 'error', code: '70011', message: 'Bad signature', behaviour: 'logout' });
  });

  it('treats an answer that is not an envelope as a network failure', async () => {
    handlers.set('/index/client/ip', (_request, response) => response.end('<html>proxy error</html>'));
    const result = await client().request({ method: 'GET', path: '/index/client/ip' });
    expect(result).toMatchObject({ kind: 'error', code: 'network', policy: { kind: 'toast', messageKey: 'errors.network' } });
  });
});

describe('API client error policy per code family', () => {
  const toast = (code: string, messageKey = 'errors.generic') => ({ kind: 'toast', message: `message of ${code}`, messageKey, durationMs: 3000 }) as const;

  it.each([
    ['99999 (listed toast)', '99999', false, toast('99999', 'errors.server.system')],
    ['70003 (listed toast)', '70003', false, toast('70003')],
    ['1025 (listed toast)', '1025', false, toast('1025')],
    ['a listed card result code', '40020', false, toast('40020', 'errors.card.insufficientFunds')],
    ['an unlisted code starting with 4', '48888', false, toast('48888')],
    ['an unlisted code starting with 6', '61234', false, toast('61234')],
    ['60007, the exception to the 6 rule', '60007', false, { kind: 'none' }],
    ['70011', '70011', false, { kind: 'logout', route: 'emailCode' }],
    ['60001', '60001', false, { kind: 'logout', route: 'emailCode' }],
    ['10001', '10001', false, { kind: 'logout', route: 'emailCode' }],
    ['70006 outside history', '70006', false, { kind: 'logout', route: 'emailCode' }],
    ['70008 outside history', '70008', false, { kind: 'logout', route: 'emailCode' }],
    ['70006 in history', '70006', true, { kind: 'logout', route: 'emailCode', query: { fromName: 'tradeList' } }],
    ['70008 in history', '70008', true, { kind: 'logout', route: 'emailCode', query: { fromName: 'tradeList' } }],
    ['70020, a disabled account', '70020', false, { kind: 'accountDisabled', route: 'accountsDisabled' }],
    ['an unknown code outside every rule', '12345', false, { kind: 'none' }],
  ])('decides %s', async (_name, code, inHistory, decision) => {
    handlers.set('/trade/list', answer(code, null, `message of ${code}`));
    const onPolicy = vi.fn();
    const result = await client({ onPolicy, isInHistory: () => inHistory }).request({ method: 'GET', path: '/trade/list' });
    expect(result).toMatchObject({ kind: 'error', code, message: `message of ${code}`, policy: decision });
    if (decision.kind === 'none') expect(onPolicy).not.toHaveBeenCalled();
    else expect(onPolicy).toHaveBeenCalledExactlyOnceWith(decision);
  });

  it('keeps a silent call from toasting but still logs the user out', async () => {
    const onPolicy = vi.fn();
    const api = client({ onPolicy });
    handlers.set('/crypto/fee', answer('99999', null, 'busy'));
    expect(await api.request({ method: 'GET', path: '/crypto/fee', silent: true })).toMatchObject({ kind: 'error', code: '99999' });
    expect(onPolicy).not.toHaveBeenCalled();
    handlers.set('/crypto/fee', answer('60001'));
    await api.request({ method: 'GET', path: '/crypto/fee', silent: true });
    expect(onPolicy).toHaveBeenCalledExactlyOnceWith({ kind: 'logout', route: 'emailCode' });
  });
});

describe('API client cancellation, timeout and network failure', () => {
  it('cancels every pending call on route change, resolving them as cancelled without a toast', async () => {
    handlers.set('/trade/list', () => undefined);
    const onPolicy = vi.fn();
    const api = client({ onPolicy });
    const first = api.request({ method: 'GET', path: '/trade/list' });
    const second = api.request({ method: 'GET', path: '/trade/list', query: { page: 2 } });
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    expect(api.pendingCount()).toBe(2);
    api.cancelAll();
    expect(await first).toEqual({ kind: 'cancelled' });
    expect(await second).toEqual({ kind: 'cancelled' });
    expect(api.pendingCount()).toBe(0);
    expect(onPolicy).not.toHaveBeenCalled();
  });

  it("cancels a call when the caller's own signal aborts", async () => {
    handlers.set('/trade/list', () => undefined);
    const caller = new AbortController();
    const pending = client().request({ method: 'GET', path: '/trade/list', signal: caller.signal });
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    caller.abort();
    expect(await pending).toEqual({ kind: 'cancelled' });
  });

  it('waits 130 s by default, the request timeout of config/constants.json', () => {
    expect(createApiClient({ getSession: () => undefined, getLanguage: () => 'en-US', storage: memoryStorage() }).timeoutMs).toBe(130000);
  });

  it('gives up after the timeout with the errors.timeout toast', async () => {
    handlers.set('/trade/list', () => undefined);
    const onPolicy = vi.fn();
    const result = await client({ timeoutMs: 50, onPolicy }).request({ method: 'GET', path: '/trade/list' });
    const policy = { kind: 'toast', message: '', messageKey: 'errors.timeout', durationMs: 3000 };
    expect(result).toEqual({ kind: 'error', code: 'timeout', message: '', behaviour: 'toast', policy });
    expect(onPolicy).toHaveBeenCalledExactlyOnceWith(policy);
  });

  it('reports a dropped connection with the errors.network toast', async () => {
    handlers.set('/trade/list', (request, response) => response.socket?.destroy());
    const result = await client().request({ method: 'GET', path: '/trade/list' });
    expect(result).toMatchObject({ kind: 'error', code: 'network', policy: { messageKey: 'errors.network' } });
  });
});

describe('API client submit-token', () => {
  it('reuses the idempotency key when the same action is retried after no answer, and makes a fresh one for the next action', async () => {
    let attempts = 0;
    handlers.set('/trade/create', (_request, response) => {
      attempts += 1;
      if (attempts === 1) response.socket?.destroy();
      else response.end(envelope('0000', { orderNo: 'O1' }));
    });
    const api = client();
    const order = { method: 'POST', path: '/trade/create', body: { amount: '100' } } as const;
    expect(await api.submit('buy.createOrder', order)).toMatchObject({ kind: 'error', code: 'network' });
    expect(await api.submit('buy.createOrder', order)).toMatchObject({ kind: 'ok', data: { orderNo: 'O1' } });
    expect(await api.submit('buy.createOrder', order)).toMatchObject({ kind: 'ok' });
    const keys = seen.map((request) => request.headers['submit-token']);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('starts a new action after the server refused the previous one', async () => {
    handlers.set('/pay/card/submit', answer('40010', null, 'Card data incorrect'));
    const api = client();
    await api.submit('pay.card', { method: 'POST', path: '/pay/card/submit', body: {} });
    await api.submit('pay.card', { method: 'POST', path: '/pay/card/submit', body: {} });
    const [first, second] = seen.map((request) => request.headers['submit-token']);
    expect(second).not.toBe(first);
  });

  /** The server's idempotency rule (src/server/services/orders/request-digest.ts): a key already used with another body is refused with 40202. */
  function idempotentCreate(options: { dropFirst?: boolean; holdFirst?: boolean } = {}): Handler {
    const bodies = new Map<string, string>();
    let requests = 0;
    return (request, response) => {
      requests += 1;
      if (requests === 1 && options.dropFirst) return void response.socket?.destroy();
      if (requests === 1 && options.holdFirst) return;
      const key = String(request.headers['submit-token']);
      const first = bodies.get(key);
      if (first === undefined) bodies.set(key, request.body);
      response.setHeader('content-type', 'application/json');
      response.end(first === undefined || first === request.body ? envelope('0000', { orderNo: `O-${key}` }) : envelope('40202', null, 'idempotencyConflict'));
    };
  }

  it('gives a different order a fresh key after the previous one got no answer, so the server does not refuse it as a conflict', async () => {
    handlers.set('/trade/create', idempotentCreate({ dropFirst: true }));
    const api = client();
    expect(await api.submit('buy.createOrder', { method: 'POST', path: '/trade/create', body: { amount: '100' } })).toMatchObject({
      kind: 'error',
      code: 'network',
    });
    expect(await api.submit('buy.createOrder', { method: 'POST', path: '/trade/create', body: { amount: '250' } })).toMatchObject({ kind: 'ok' });
    const [first, second] = seen.map((request) => request.headers['submit-token']);
    expect(second).not.toBe(first);
  });

  it('gives a different order a fresh key after the previous one was cancelled by a route change, and the same order its first key again', async () => {
    handlers.set('/trade/create', idempotentCreate({ holdFirst: true }));
    const api = client();
    const cancelled = api.submit('buy.createOrder', { method: 'POST', path: '/trade/create', body: { amount: '100' } });
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    api.cancelAll();
    expect(await cancelled).toEqual({ kind: 'cancelled' });
    expect(await api.submit('buy.createOrder', { method: 'POST', path: '/trade/create', body: { amount: '250' } })).toMatchObject({ kind: 'ok' });
    const [held, other] = seen.map((request) => request.headers['submit-token']);
    expect(other).not.toBe(held);

    handlers.set('/trade/create', idempotentCreate({ holdFirst: true }));
    const again = api.submit('buy.createOrder', { method: 'POST', path: '/trade/create', body: { amount: '300' } });
    await vi.waitFor(() => expect(seen).toHaveLength(3));
    api.cancelAll();
    await again;
    expect(await api.submit('buy.createOrder', { method: 'POST', path: '/trade/create', body: { amount: '300' } })).toMatchObject({ kind: 'ok' });
    expect(seen[3]?.headers['submit-token']).toBe(seen[2]?.headers['submit-token']);
  });

  it('sends no submit-token on an ordinary call', async () => {
    await client().request({ method: 'GET', path: '/trade/list' });
    expect(lastSeen().headers['submit-token']).toBeUndefined();
  });
});

describe('API client: a request asked ahead', () => {
  const quote = { method: 'POST' as const, path: '/index/v2/trade/quote', query: { appId: 'a' }, body: { amount: '100' } };

  it('is sent at once and its answer is taken by the first identical request, which sends nothing more', async () => {
    handlers.set('/index/v2/trade/quote', answer('0000', { quoteId: 'q-1' }));
    const api = client();
    const asked = api.ahead().request(quote);
    expect((await asked).kind).toBe('ok');
    expect(seen).toHaveLength(1);
    const taken = await api.request<{ quoteId: string }>(quote);
    expect(taken).toMatchObject({ kind: 'ok', data: { quoteId: 'q-1' } });
    expect(seen).toHaveLength(1);
    // Taken once: the next identical request asks the server again.
    await api.request(quote);
    expect(seen).toHaveLength(2);
  });

  it('is not taken by a request that differs in its body or query', async () => {
    const api = client();
    await api.ahead().request(quote);
    await api.request({ ...quote, body: { amount: '101' } });
    await api.request({ ...quote, query: { appId: 'b' } });
    expect(seen.map((one) => one.body)).toEqual(['{"amount":"100"}', '{"amount":"101"}', '{"amount":"100"}']);
  });

  it('lets the taker cancel its wait with its own signal', async () => {
    let release: () => void = () => undefined;
    handlers.set('/index/v2/trade/quote', (_request, response) => {
      release = () => {
        response.setHeader('content-type', 'application/json');
        response.end(envelope('0000'));
      };
    });
    const api = client();
    void api.ahead().request(quote);
    const controller = new AbortController();
    const taken = api.request({ ...quote, signal: controller.signal });
    controller.abort();
    expect(await taken).toEqual({ kind: 'cancelled' });
    release();
  });

  it('is dropped when no screen took it within ten seconds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const api = client();
      await api.ahead().request(quote);
      const before = seen.length;
      vi.advanceTimersByTime(10_000);
      await api.request(quote);
      expect(seen.length - before).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
