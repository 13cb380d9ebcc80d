/**
 * `npm run bench:settlement`: the settlement core under load, on the compiled server as `npm start`
 * runs it (docs/providers.md). Not a test: figures vary with the machine. Prints:
 * - the inbox's apply lag under a burst of BURST (1,000) provider events: each a signed sandbox
 *   event paying one order's pending local payment, all POSTed at once to
 *   /api/providers/sandbox/events; the lag of each is from the intake storing it (received_at) to
 *   the transaction that changed the order's status (applied_at), read from the store, so this part
 *   needs DATABASE_URL (a PostgreSQL server; a database of its own is made and dropped);
 * - how long a lost event takes to be reconciled with the default schedule of config/providers.json:
 *   a card buy whose chain events the sandbox drops (events.faults.drop, on a copy of config/)
 *   completes only when the reconciler asks the chain; the time from payment to completed is timed
 *   against the same buy with nothing dropped.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { signingMessage } from '../src/shared/sign';
import { startGangway, type ServerProcess } from './lib/serverProcess';

const burst = Number(process.env.BURST ?? 1000);
const concurrency = 50;
const root = new URL('..', import.meta.url).pathname;
/** docs/sandbox.md: the secret the sandbox signs with outside production when SANDBOX_SIGNING_SECRET is unset. */
const sandboxSecret = 'sandbox-signing-secret-do-not-use-in-production';
const tron = 'TV8BnHfooNjh8ptaBRzEE4r4wbC8aZH3JZ';

interface User {
  token: string;
  signingKey: string;
}

/** An API call; `T` is the shape the caller expects of `data` (the bench checks `success` where an answer may be a refusal). */
async function call<T = unknown>(
  server: ServerProcess,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ data: T; headers: Headers; success: boolean; returnMsg: string }> {
  const text = body === undefined ? '' : JSON.stringify(body);
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : text,
  });
  const envelope = (await response.json()) as { data: T; success: boolean; returnMsg: string };
  return { ...envelope, headers: response.headers };
}

function signedCall<T = unknown>(server: ServerProcess, user: User, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const timestamp = String(Date.now());
  const text = body === undefined ? '' : JSON.stringify(body);
  const sign = createHmac('sha256', user.signingKey)
    .update(signingMessage({ timestamp, method, pathAndQuery: path, body: text }))
    .digest('hex');
  return call<T>(server, method, path, body, { token: user.token, timestamp, sign, ...headers });
}

let client = 0;
async function signUp(server: ServerProcess): Promise<User> {
  client += 1;
  const email = `settle-bench-${client}-${randomUUID()}@example.com`;
  const from = { 'x-forwarded-for': `10.7.${client >> 8}.${client & 255}` };
  await call(server, 'POST', '/mail/sending', { email }, from);
  const outbox = (await fetch(`${server.url}/api/dev/outbox?email=${encodeURIComponent(email)}`).then((response) => response.json())) as {
    data: { text: string }[];
  };
  const code = /\b(\d{6})\b/.exec(outbox.data[0]?.text ?? '')?.[1];
  const login = await call(server, 'POST', '/user/login', { email, code }, from);
  if (!login.success) throw new Error(`login failed: ${login.returnMsg}`);
  return { token: String(login.headers.get('token')), signingKey: String(login.headers.get('sign')) };
}

/** Runs `work` over `items`, `concurrency` at a time. */
async function pool<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const index = next;
        next += 1;
        results[index] = await work(items[index] as T);
      }
    }),
  );
  return results;
}

/** An IDR e-wallet order with its payment issued at the sandbox scheme: pending until the scheme reports it paid. */
async function pendingOrder(server: ServerProcess, user: User): Promise<string> {
  const quote = await signedCall<{ quoteId: string }>(server, user, 'POST', '/index/v2/trade/quote', {
    crypto: 'USDT',
    fiat: 'IDR',
    side: 'buy',
    amount: '500000',
    alpha2: 'ID',
    network: 'TRX',
    payWayCode: '10005',
  });
  const order = await signedCall<{ orderNo: string }>(
    server,
    user,
    'POST',
    '/trade/create',
    {
      quoteId: quote.data.quoteId,
      cryptoCurrency: 'USDT',
      address: tron,
      network: 'TRX',
      fiatCurrency: 'IDR',
      amount: '500000',
      payWayCode: '10005',
      alpha2: 'ID',
    },
    { 'submit-token': randomUUID() },
  );
  if (!order.success) throw new Error(`order refused: ${order.returnMsg}`);
  const paying = await signedCall(server, user, 'POST', '/pay/eWallet', { orderNo: order.data.orderNo });
  if (!paying.success) throw new Error(`payment refused: ${paying.returnMsg}`);
  return order.data.orderNo;
}

/** A sandbox event as the sandbox posts it (docs/sandbox.md 'Events, signatures and faults'). */
function paidEvent(reference: string): { body: string; headers: Record<string, string> } {
  const at = Date.now();
  const body = JSON.stringify({ id: `bench-${randomUUID()}`, kind: 'local', type: 'payment.succeeded', created: at, data: { reference } });
  const signature = createHmac('sha256', sandboxSecret).update(`${at}.`).update(body).digest('hex');
  return { body, headers: { 'content-type': 'application/json', 'gangway-sandbox-signature': `t=${at},v1=${signature}` } };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

async function applyLag(databaseUrl: string): Promise<void> {
  const name = `gangway_bench_settle_${process.pid}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const store = new pg.Client({ connectionString: url.href });
  const server = await startGangway({ DATABASE_URL: url.href, NODE_ENV: 'test', TRUST_PROXY: '1', DATA_DIR: '' });
  try {
    await store.connect();
    const users = await Promise.all(Array.from({ length: 20 }, () => signUp(server)));
    // Each user's first order takes the first-order discount its quote offers: made one at a time, so no two quotes race for it.
    const orders: string[] = [];
    for (const user of users) orders.push(await pendingOrder(server, user));
    orders.push(
      ...(await pool(
        Array.from({ length: burst - users.length }, (_, i) => users[i % users.length] as User),
        (user) => pendingOrder(server, user),
      )),
    );
    const rows = await store.query<{ pay_reference: string }>('SELECT pay_reference FROM buy_orders WHERE order_no = ANY($1::text[])', [orders]);
    const events = rows.rows.map((row) => paidEvent(row.pay_reference));
    const started = Date.now();
    const statuses = await pool(events, (event) =>
      fetch(`${server.url}/api/providers/sandbox/events`, { method: 'POST', headers: event.headers, body: event.body }).then((response) => response.status),
    );
    const received = Date.now() - started;
    for (;;) {
      const {
        rows: [state],
      } = await store.query<{ applied: string }>("SELECT count(*) AS applied FROM provider_events WHERE state = 'applied' AND event_id LIKE 'bench-%'");
      if (Number(state?.applied) >= events.length) break;
      if (Date.now() - started > 300_000) throw new Error(`only ${state?.applied} of ${events.length} events applied after 300 s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const lags = (await store.query<{ lag: string }>("SELECT applied_at - received_at AS lag FROM provider_events WHERE event_id LIKE 'bench-%'")).rows
      .map((row) => Number(row.lag))
      .sort((a, b) => a - b);
    // Paid: processing, or completed once the sandbox chain confirmed the crypto (3 s later).
    const paid = (
      await store.query<{ n: string }>("SELECT count(*) AS n FROM buy_orders WHERE order_no = ANY($1::text[]) AND status IN ('processing', 'completed')", [
        orders,
      ])
    ).rows[0]?.n;
    console.log(
      `Inbox apply lag, burst of ${events.length} signed events POSTed ${concurrency} at a time (all stored in ${received} ms; answers ${[...new Set(statuses)].join(', ')}):`,
    );
    console.table([{ 'p50 ms': percentile(lags, 50), 'p99 ms': percentile(lags, 99), 'max ms': lags.at(-1), 'orders paid': Number(paid) }]);
  } finally {
    await server.stop();
    await store.end().catch(() => undefined);
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.end();
  }
}

/** Pays a card buy and answers the seconds until the order shows completed. */
async function secondsToCompleted(server: ServerProcess): Promise<number> {
  const user = await signUp(server);
  const quote = await signedCall<{ quoteId: string }>(server, user, 'POST', '/index/v2/trade/quote', {
    crypto: 'USDT',
    fiat: 'USD',
    side: 'buy',
    amount: '100',
    alpha2: 'US',
    network: 'TRX',
    payWayCode: '10001',
  });
  const order = await signedCall<{ orderNo: string }>(
    server,
    user,
    'POST',
    '/trade/create',
    {
      quoteId: quote.data.quoteId,
      cryptoCurrency: 'USDT',
      address: tron,
      network: 'TRX',
      fiatCurrency: 'USD',
      amount: '100',
      payWayCode: '10001',
      alpha2: 'US',
    },
    { 'submit-token': randomUUID() },
  );
  const paidAt = Date.now();
  const paid = await signedCall<{ result: string } | null>(server, user, 'POST', '/pay/card/submit', {
    orderNo: order.data.orderNo,
    cardNumber: '4242424242424242',
    cardExpireMonth: '12',
    cardExpireYear: '2035',
    cvv: '123',
    firstname: 'Ana',
    lastname: 'Silva',
  });
  if (paid.data?.result !== 'success') throw new Error(`card payment refused: ${paid.returnMsg}`);
  for (;;) {
    const status = (await signedCall<{ status: string }>(server, user, 'GET', `/trade/${order.data.orderNo}`)).data.status;
    if (status === 'completed') return (Date.now() - paidAt) / 1000;
    if (Date.now() - paidAt > 600_000) throw new Error('the order did not complete within 10 minutes');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function lostEvent(): Promise<void> {
  const configDir = mkdtempSync(join(tmpdir(), 'gangway-bench-config-'));
  const dataDirs = [mkdtempSync(join(tmpdir(), 'gangway-bench-data-')), mkdtempSync(join(tmpdir(), 'gangway-bench-data-'))];
  cpSync(join(root, 'config'), configDir, { recursive: true });
  const sandbox = JSON.parse(readFileSync(join(configDir, 'sandbox.json'), 'utf8')) as { events: { faults: { drop: string[] } } };
  sandbox.events.faults.drop = ['transfer'];
  writeFileSync(join(configDir, 'sandbox.json'), JSON.stringify(sandbox, null, 2));
  const providers = JSON.parse(readFileSync(join(configDir, 'providers.json'), 'utf8')) as { settlement: { reconciler: unknown } };
  const timings: Record<string, number> = {};
  try {
    for (const [run, env] of [
      ['events delivered', { DATA_DIR: dataDirs[0] ?? '' }],
      ['chain events dropped', { DATA_DIR: dataDirs[1] ?? '', GANGWAY_CONFIG_DIR: configDir }],
    ] as const) {
      const server = await startGangway({ ...env, DATABASE_URL: '', NODE_ENV: 'test', TRUST_PROXY: '1' });
      try {
        timings[run] = await secondsToCompleted(server);
      } finally {
        await server.stop();
      }
    }
  } finally {
    rmSync(configDir, { recursive: true, force: true });
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
  console.log(`A lost event, reconciled on the default schedule (${JSON.stringify(providers.settlement.reconciler)}): a card buy from payment to completed:`);
  console.table([{ 'events delivered s': timings['events delivered'], 'chain events dropped s': timings['chain events dropped'] }]);
}

const databaseUrl = process.env.DATABASE_URL;
if (databaseUrl) await applyLag(databaseUrl);
else console.log('DATABASE_URL is not set: the apply-lag burst reads the store, so it runs on PostgreSQL only (scripts/ci/start-postgres.sh prints one).');
await lostEvent();
