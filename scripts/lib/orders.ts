/**
 * Order creation under load, for `npm run bench` and `npm run bench:ab`: signed-in users (signed up
 * through the dev outbox), each order on a fresh signed quote and its own submit token.
 */
import { createHmac, randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { signingMessage } from '../../src/shared/sign';
import type { ServerProcess } from './serverProcess';
import { buyQuote, clientAddress } from './visitors';

const tron = 'TV8BnHfooNjh8ptaBRzEE4r4wbC8aZH3JZ';

/** One load's figures, as the benches print them. */
export interface LoadRow {
  run: string;
  'req/s': number;
  /** With p99: a tail far above the median is waiting, not work. */
  'p50 ms': number;
  'p99 ms': number;
  errors: number;
  non2xx: number;
}

/** One order load: accepted creates per second over the timed rounds, their latency, and what was refused. */
export interface OrderRow extends LoadRow {
  /** Orders created in the timed rounds, and how long those rounds took. */
  accepted: number;
  timedSeconds: number;
}

interface User {
  token: string;
  signingKey: string;
}

async function call(
  server: ServerProcess,
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ data: unknown; headers: Headers; success: boolean; returnMsg: string }> {
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { data: unknown; success: boolean; returnMsg: string };
  return { ...envelope, headers: response.headers };
}

function signed(user: User, method: string, path: string, body: string): Record<string, string> {
  const timestamp = String(Date.now());
  const sign = createHmac('sha256', user.signingKey)
    .update(signingMessage({ timestamp, method, pathAndQuery: path, body }))
    .digest('hex');
  return { token: user.token, timestamp, sign };
}

async function signUp(server: ServerProcess, email: string): Promise<User> {
  const address = clientAddress();
  await call(server, 'POST', '/mail/sending', { email }, { 'x-forwarded-for': address });
  const outbox = await fetch(`${server.url}/api/dev/outbox?email=${encodeURIComponent(email)}`).then(
    (response) => response.json() as Promise<{ data: { text: string }[] }>,
  );
  const code = /\b(\d{6})\b/.exec(outbox.data[0]?.text ?? '')?.[1];
  const login = await call(server, 'POST', '/user/login', { email, code }, { 'x-forwarded-for': address });
  if (!login.success) throw new Error(`login failed: ${login.returnMsg}`);
  return { token: String(login.headers.get('token')), signingKey: String(login.headers.get('sign')) };
}

async function signedQuote(server: ServerProcess, user: User): Promise<string> {
  const body = JSON.stringify(buyQuote);
  const response = await fetch(`${server.url}/api/index/v2/trade/quote`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...signed(user, 'POST', '/index/v2/trade/quote', body) },
    body,
  });
  const envelope = (await response.json()) as { data: { quoteId: string } | null; returnMsg: string };
  if (!envelope.data) throw new Error(`quote refused: ${envelope.returnMsg}`);
  return envelope.data.quoteId;
}

/** The order a quote of `buyQuote` prices: its pair, amount, method and country, to a Tron address. */
function createBody(quoteId: string): string {
  const { crypto, fiat, amount, network, payWayCode, alpha2 } = buyQuote;
  return JSON.stringify({ quoteId, cryptoCurrency: crypto, address: tron, network, fiatCurrency: fiat, amount, payWayCode, alpha2 });
}

/** Quotes for `count` orders, made now (20 callers at a time), spread over the users. */
async function freshQuotes(server: ServerProcess, users: User[], count: number): Promise<{ user: User; quoteId: string }[]> {
  const quotes: { user: User; quoteId: string }[] = [];
  while (quotes.length < count) {
    const round = users.slice(0, Math.min(users.length, count - quotes.length));
    quotes.push(...(await Promise.all(round.map(async (user) => ({ user, quoteId: await signedQuote(server, user) })))));
  }
  return quotes;
}

/**
 * Signed-in order creation, each order on its own quote and submit token (a quote prices one
 * order). A quote is good for quoteValidityMs (30 s), so the run is cut into rounds: each round's
 * quotes are made just before it (untimed), sized to what the previous round created in about
 * 5 s, and each is sent once. Each user's first order takes the first-order discount before the
 * timed rounds, so no timed quote is priced with a discount another order already took. Only
 * accepted creates count; refusals are counted apart, by returnCode.
 */
export async function orderLoad(server: ServerProcess, run: string, seconds: number, connections: number): Promise<OrderRow> {
  const users = await Promise.all(Array.from({ length: 20 }, (_, i) => signUp(server, `bench-${i}-${randomUUID()}@example.com`)));
  for (const { user, quoteId } of await freshQuotes(server, users, users.length)) {
    const body = createBody(quoteId);
    await fetch(`${server.url}/api/trade/create`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'submit-token': randomUUID(), ...signed(user, 'POST', '/trade/create', body) },
    });
  }
  let accepted = 0;
  let timedMs = 0;
  let p99 = 0;
  /** Each round's median; the run's is their median (the rounds are alike in size and load). */
  const p50s: number[] = [];
  let errors = 0;
  const refusals = new Map<string, number>();
  let roundSize = 500;
  while (timedMs < seconds * 1000) {
    const quotes = await freshQuotes(server, users, roundSize);
    let next = 0;
    const result = await autocannon({
      connections,
      amount: quotes.length,
      url: `${server.url}/api/trade/create`,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => {
            const quote = quotes[next % quotes.length] as { user: User; quoteId: string };
            next += 1;
            const body = createBody(quote.quoteId);
            return {
              ...request,
              body,
              headers: { 'content-type': 'application/json', 'submit-token': randomUUID(), ...signed(quote.user, 'POST', '/trade/create', body) },
            };
          },
          onResponse: (status, body) => {
            if (status === 200 && body.includes('"success":true')) accepted += 1;
            else {
              const code = /"returnCode":"(\d+)"/.exec(body)?.[1] ?? `HTTP ${status}`;
              refusals.set(code, (refusals.get(code) ?? 0) + 1);
            }
          },
        },
      ],
    });
    timedMs += result.duration * 1000;
    p99 = Math.max(p99, result.latency.p99);
    p50s.push(result.latency.p50);
    errors += result.errors;
    roundSize = Math.min(5000, Math.max(200, Math.round((quotes.length / result.duration) * 5)));
  }
  const refused = [...refusals.values()].reduce((sum, count) => sum + count, 0);
  if (refused > 0) console.log(`${run}: refused ${refused}: ${[...refusals].map(([code, count]) => `${code} ×${count}`).join(', ')}`);
  const p50 = [...p50s].sort((a, b) => a - b)[Math.floor(p50s.length / 2)] ?? 0;
  return {
    run,
    'req/s': Math.round(accepted / (timedMs / 1000)),
    'p50 ms': p50,
    'p99 ms': p99,
    errors,
    non2xx: refused,
    accepted,
    timedSeconds: timedMs / 1000,
  };
}
