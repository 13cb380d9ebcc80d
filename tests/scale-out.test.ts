import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signRequest } from '../src/shared/sign';
import { nginxInstalled, startNginx, upstreamPort, type NginxFront } from './helpers/nginxFront';
import { createCluster, postgresBin, type Cluster } from './helpers/postgresCluster';
import { apiClient, pollUntil, type Answer, type Browser } from './server-flows-client';
import { freePort } from '../scripts/lib/freePort';

/**
 * Production's shape: two instances of the compiled server on one PostgreSQL, behind nginx running
 * deploy/nginx.conf (round robin, TRUST_PROXY one hop). What must hold across requests holds
 * whichever instance gets each one; an instance killed mid-flight loses no acknowledged order; a
 * PostgreSQL restart is survived by both. The config copy shortens the resend gap (so the send
 * limit can be reached within the test) and raises the visitor quote limit (every request comes
 * from nginx's one client address here).
 */
const repoRoot = join(import.meta.dirname, '..');
let scratch = '';
const notCopied = new Set(['node_modules', 'dist', 'data', '.git', 'test-artifacts', 'coverage']);
const tron = 'TV8BnHfooNjh8ptaBRzEE4r4wbC8aZH3JZ';
const resendGapMs = 500;
const errors = JSON.parse(readFileSync(join(repoRoot, 'config', 'errors.json'), 'utf8')) as { codes: { code: string; name?: string }[] };
const codeOf = (name: string) => errors.codes.find((error) => error.name === name)?.code;

interface Instance {
  port: number;
  base: string;
  child: ChildProcess;
  output: () => string;
  exitCode: () => number | null | undefined;
}

let cluster: Cluster | undefined;
let front: NginxFront | undefined;
const instances: Instance[] = [];

function startInstance(port: number, databaseUrl: string): Instance {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['GANGWAY_CONFIG_DIR', 'WEB_ROOT', 'DATA_DIR', 'METRICS_PORT', 'METRICS_TOKEN']) delete env[name];
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: scratch,
    env: { ...env, NODE_ENV: 'development', HOST: '127.0.0.1', PORT: String(port), DATABASE_URL: databaseUrl, SERVE_WEB: 'false', TRUST_PROXY: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let exitCode: number | null | undefined;
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.once('exit', (code) => (exitCode = code));
  return { port, base: `http://127.0.0.1:${port}`, child, output: () => output, exitCode: () => exitCode };
}

const readiness = (instance: Instance) =>
  fetch(`${instance.base}/api/health/ready`).then(
    async (answer) => ({ status: answer.status, data: ((await answer.json()) as Answer).data as { status: string; reason?: string } }),
    () => ({ status: 0, data: { status: 'unreachable' } }),
  );

const [first, second] = [0, 1];
const instance = (index: number): Instance => {
  const found = instances[index];
  if (!found) throw new Error(`no instance ${index}`);
  return found;
};

/**
 * Runs one request through nginx and answers which instance served it: the request's line in the
 * access log, which nginx writes once the answer is sent (requests here go one at a time).
 */
async function served<T>(request: () => Promise<T>): Promise<{ result: T; port: number | undefined }> {
  const mark = front?.served().length ?? 0;
  const result = await request();
  const line = await pollUntil(
    async () => front?.served()[mark],
    (found) => found !== undefined,
    5_000,
  );
  return { result, port: upstreamPort(line ?? '') };
}

/**
 * Makes the next request through nginx go to `target`: round robin on one worker alternates, so
 * light requests go through until one lands on the other instance.
 */
async function nextGoesTo(target: Instance): Promise<void> {
  for (let tries = 0; tries < 4; tries += 1) {
    const { port } = await served(() => fetch(`${front?.base}/api/health/live`).then((answer) => answer.body?.cancel()));
    if (port !== undefined && port !== target.port) return;
  }
  throw new Error(`nginx does not alternate between ${instance(first).port} and ${instance(second).port}`);
}

/** One request through nginx to `target`, checked in the access log: a wrong guess fails the test rather than passing it. */
async function on<T>(target: Instance, request: () => Promise<T>): Promise<T> {
  await nextGoesTo(target);
  const { result, port } = await served(request);
  expect(port).toBe(target.port);
  return result;
}

async function codeFor(client: ReturnType<typeof apiClient>, email: string): Promise<string> {
  const mails = (await client.plain<{ text: string }[]>('GET', `/dev/outbox?email=${encodeURIComponent(email)}`)).answer.data;
  const code = /\b(\d{6})\b/.exec(mails.at(-1)?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${email}`);
  return code;
}

/** A query on the cluster by a connection of its own (the cluster restarts under the suite). */
async function query<T extends pg.QueryResultRow>(sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: cluster?.url });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

const quoteRequest = { crypto: 'USDT', fiat: 'USD', side: 'buy', amount: '100', network: 'TRX', payWayCode: '10001', alpha2: 'US' };
const orderBody = (quoteId: string) => ({
  quoteId,
  cryptoCurrency: 'USDT',
  address: tron,
  network: 'TRX',
  fiatCurrency: 'USD',
  amount: '100',
  payWayCode: '10001',
  alpha2: 'US',
});

describe.skipIf(!process.env.TEST_DATABASE_URL || !postgresBin || !nginxInstalled)('two instances on one PostgreSQL behind nginx (deploy/nginx.conf)', () => {
  beforeAll(async () => {
    scratch = mkdtempSync(join(tmpdir(), 'gangway-scale-out-'));
    cpSync(repoRoot, scratch, { recursive: true, filter: (source) => !notCopied.has(relative(repoRoot, source).split('/')[0] ?? '') });
    symlinkSync(realpathSync(join(repoRoot, 'node_modules')), join(scratch, 'node_modules'));
    const constantsFile = join(scratch, 'config', 'constants.json');
    const constants = JSON.parse(readFileSync(constantsFile, 'utf8')) as Record<string, unknown>;
    writeFileSync(
      constantsFile,
      JSON.stringify(
        { ...constants, verificationCodeResendGapMs: resendGapMs, visitorQuoteLimit: { ...(constants.visitorQuoteLimit as object), max: 100_000 } },
        null,
        2,
      ),
    );
    // The server alone, as `npm run build` compiles it (nginx proxies the API; the web app is not needed here).
    const built = spawnSync(
      process.execPath,
      [join('node_modules', 'vite', 'bin', 'vite.js'), 'build', '--config', 'vite.server.config.ts', '--logLevel', 'warn'],
      { cwd: scratch, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } },
    );
    if (built.status !== 0) throw new Error(`server build failed:\n${built.stdout}${built.stderr}`);

    cluster = createCluster(await freePort());
    // Both start at once: the migrations run once, under the advisory lock.
    instances.push(startInstance(await freePort(), cluster.url), startInstance(await freePort(), cluster.url));
    for (const started of instances) {
      await pollUntil(
        () => readiness(started).then((answer) => answer.status),
        (status) => status === 200,
        120_000,
      ).catch((error: Error) => {
        throw new Error(`${error.message}\n${started.output()}`);
      });
    }
    front = await startNginx(await freePort(), [instance(first).port, instance(second).port]);
  }, 600_000);

  afterAll(async () => {
    front?.stop();
    for (const started of instances) started.child.kill('SIGKILL');
    cluster?.remove();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  }, 60_000);

  it('accepts through B a code requested through A, and verifies on B a session signed in on A; a signature used on A is refused on B', async () => {
    const client = apiClient(front?.base ?? '');
    const email = 'across@example.com';
    expect((await on(instance(first), () => client.plain('POST', '/mail/sending', { email }))).answer.success).toBe(true);
    const code = await codeFor(client, email);
    const login = await on(instance(second), () => client.plain('POST', '/user/login', { email, code }));
    expect(login.answer.success).toBe(true);
    const browser = client.browserFor(email, String(login.headers.get('token')), String(login.headers.get('sign')));
    for (const target of [instance(first), instance(second)]) {
      expect(await on(target, () => browser.call('GET', '/trade/list?pageSize=10'))).toMatchObject({ success: true });
    }

    // One signed call, sent as is twice: accepted on A, a replay on B.
    const timestamp = String(Date.now());
    const path = '/trade/list?pageSize=10';
    const sign = await signRequest({ key: browser.signingKey, timestamp, method: 'GET', pathAndQuery: path, body: '' });
    const send = async () => (await (await fetch(`${front?.base}/api${path}`, { headers: { token: browser.token, timestamp, sign } })).json()) as Answer;
    expect(await on(instance(first), send)).toMatchObject({ success: true });
    expect(await on(instance(second), send)).toMatchObject({ success: false, returnCode: codeOf('signInvalid') });
  }, 60_000);

  it('refuses the 6th try of a code whichever instance gets it: five wrong tries kill it across both', async () => {
    const client = apiClient(front?.base ?? '');
    const email = 'attempts@example.com';
    await client.plain('POST', '/mail/sending', { email });
    const code = await codeFor(client, email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const answers: (string | undefined)[] = [];
    const servers = new Set<number | undefined>();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const { result, port } = await served(() => client.plain('POST', '/user/login', { email, code: wrong }));
      answers.push(result.answer.returnCode);
      servers.add(port);
    }
    expect(answers).toEqual([codeOf('codeWrong'), codeOf('codeWrong'), codeOf('codeWrong'), codeOf('codeWrong'), codeOf('codeDead')]);
    expect(servers).toEqual(new Set([instance(first).port, instance(second).port]));
    // The right digits now, on each instance in turn: the code is dead on both.
    for (const target of [instance(first), instance(second)]) {
      expect((await on(target, () => client.plain('POST', '/user/login', { email, code }))).answer).toMatchObject({
        success: false,
        returnCode: codeOf('codeDead'),
      });
    }
  }, 60_000);

  it('counts the per-e-mail send limit on both instances: the 6th send in the hour is refused on either', async () => {
    const client = apiClient(front?.base ?? '');
    const email = 'sends@example.com';
    const servers = new Set<number | undefined>();
    for (let send = 1; send <= 5; send += 1) {
      const { result, port } = await served(() => client.plain('POST', '/mail/sending', { email }));
      expect(result.answer).toMatchObject({ success: true });
      servers.add(port);
      await new Promise((resolve) => setTimeout(resolve, resendGapMs + 100));
    }
    expect(servers).toEqual(new Set([instance(first).port, instance(second).port]));
    for (const target of [instance(first), instance(second)]) {
      expect((await on(target, () => client.plain('POST', '/mail/sending', { email }))).answer).toMatchObject({
        success: false,
        returnCode: codeOf('rateLimited'),
      });
    }
  }, 60_000);

  it('creates one order for 20 concurrent trade/create with one submit-token, split across both instances', async () => {
    const client = apiClient(front?.base ?? '');
    const buyer = await client.signUp('one-token@example.com');
    const quoteId = (await client.plain<{ quoteId: string }>('POST', '/index/v2/trade/quote', quoteRequest)).answer.data.quoteId;
    const before = front?.served().length ?? 0;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => buyer.call<{ orderNo: string }>('POST', '/trade/create', orderBody(quoteId), { 'submit-token': 'one-token' })),
    );
    expect(answers.filter((answer) => !answer.success).map((answer) => answer.returnCode)).toEqual([]);
    expect(new Set(answers.map((answer) => answer.data.orderNo)).size).toBe(1);
    const creations = await pollUntil(
      async () => (front?.served() ?? []).slice(before).filter((line) => line.includes('/api/trade/create')),
      (lines) => lines.length === 20,
      5_000,
    );
    expect(new Set(creations.map(upstreamPort))).toEqual(new Set([instance(first).port, instance(second).port]));
    expect(await query('SELECT order_no FROM buy_orders WHERE quote_id = $1', [quoteId])).toEqual([{ order_no: answers[0]?.data.orderNo }]);
  }, 60_000);

  it('grants the first-order discount to one order only when two discounted orders are created at once, one on each instance', async () => {
    const client = apiClient(front?.base ?? '');
    const buyer = await client.signUp('first-order@example.com');
    const quotes = [
      await on(instance(first), () => buyer.call<{ quoteId: string }>('POST', '/index/v2/trade/quote', quoteRequest)),
      await on(instance(second), () => buyer.call<{ quoteId: string }>('POST', '/index/v2/trade/quote', quoteRequest)),
    ];
    expect(quotes.map((quote) => quote.success)).toEqual([true, true]);
    const before = front?.served().length ?? 0;
    const answers = await Promise.all(
      quotes.map((quote, i) => buyer.call('POST', '/trade/create', orderBody(quote.data.quoteId), { 'submit-token': `first-order-${i}` })),
    );
    const creations = await pollUntil(
      async () => (front?.served() ?? []).slice(before).filter((line) => line.includes('/api/trade/create')),
      (lines) => lines.length === 2,
      5_000,
    );
    expect(new Set(creations.map(upstreamPort))).toEqual(new Set([instance(first).port, instance(second).port]));
    expect(answers.filter((answer) => answer.success)).toHaveLength(1);
    expect(answers.find((answer) => !answer.success)).toMatchObject({ returnCode: codeOf('quoteExpired') });
    const discounted = await query<{ n: number }>(
      "SELECT count(*)::int AS n FROM buy_orders b JOIN users u ON u.user_no = b.user_no WHERE u.email = 'first-order@example.com' AND b.discount",
    );
    expect(discounted).toEqual([{ n: 1 }]);
  }, 60_000);

  it('survives a PostgreSQL restart under light load on both instances: readiness false, then true, no process lost', async () => {
    let loading = true;
    const statuses: number[] = [];
    const load = (async () => {
      while (loading) {
        const answer = await fetch(`${front?.base}/api/index/v2/trade/quote`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(quoteRequest),
        });
        statuses.push(answer.status);
        await answer.body?.cancel();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 500));
    cluster?.stop();
    for (const target of instances) {
      expect(
        (
          await pollUntil(
            () => readiness(target),
            (answer) => answer.status === 503,
            30_000,
          )
        ).data,
      ).toEqual({ status: 'notReady', reason: 'storeUnreachable' });
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    cluster?.start();
    for (const target of instances) {
      expect(
        (
          await pollUntil(
            () => readiness(target),
            (answer) => answer.status === 200,
            30_000,
          )
        ).data,
      ).toEqual({ status: 'ready' });
    }
    const backAt = statuses.length;
    await pollUntil(
      async () => statuses.length,
      (count) => count >= backAt + 10,
      30_000,
    );
    loading = false;
    await load;
    expect(instances.map((started) => started.exitCode())).toEqual([undefined, undefined]);
    // Never a dead upstream (502): a quote is sealed and priced from memory, so it may well be answered
    // while the database is away, and at worst is busy (503); served again once it was back.
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(statuses.slice(backAt)).toContain(200);
    expect(statuses.slice(backAt + 2).every((status) => status === 200)).toBe(true);
  }, 60_000);

  it('keeps every acknowledged order, none twice, when instance A is SIGKILLed during 200 order creations, and serves on through B', async () => {
    const client = apiClient(front?.base ?? '');
    const buyer: Browser = await client.signUp('sigkill@example.com');
    const quoteIds: string[] = [];
    for (let i = 0; i < 200; i += 1)
      quoteIds.push((await client.plain<{ quoteId: string }>('POST', '/index/v2/trade/quote', quoteRequest)).answer.data.quoteId);

    let answered = 0;
    /** What the first try of each creation that got no order met instead: nginx's 502, or an error. */
    const firstTryFailures = new Map<string, number>();
    // The browser's way: a creation that got no answer is sent again with its submit-token, which makes it safe to repeat.
    const create = async (quoteId: string, i: number): Promise<string | undefined> => {
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        const answer = await buyer
          .call<{ orderNo: string }>('POST', '/trade/create', orderBody(quoteId), { 'submit-token': `kill-${i}` })
          .catch((error: Error) => error);
        if (!(answer instanceof Error) && answer.success) {
          answered += 1;
          return answer.data.orderNo;
        }
        if (attempt === 1) {
          const kind = answer instanceof SyntaxError ? 'an answer not JSON' : answer instanceof Error ? answer.message : `returnCode ${answer.returnCode}`;
          firstTryFailures.set(kind, (firstTryFailures.get(kind) ?? 0) + 1);
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      return undefined;
    };
    const logBefore = front?.served().length ?? 0;
    const creations = quoteIds.map((quoteId, i) => create(quoteId, i));
    await pollUntil(
      async () => answered,
      (count) => count >= 40,
      60_000,
    );
    instance(first).child.kill('SIGKILL');
    const acknowledged = (await Promise.all(creations)).filter((orderNo): orderNo is string => orderNo !== undefined);

    const stored = await query<{ order_no: string; quote_id: string }>(
      "SELECT b.order_no, b.quote_id FROM buy_orders b JOIN users u ON u.user_no = b.user_no WHERE u.email = 'sigkill@example.com'",
    );
    const nginxStatuses = new Map<string, number>();
    for (const line of (front?.served() ?? []).slice(logBefore).filter((entry) => entry.includes('/api/trade/create'))) {
      const status = /" (\d{3}) /.exec(line)?.[1] ?? '?';
      nginxStatuses.set(status, (nginxStatuses.get(status) ?? 0) + 1);
    }
    const storedOrders = new Set(stored.map((row) => row.order_no));
    const duplicated = stored.length - new Set(stored.map((row) => row.quote_id)).size;
    console.log(
      `SIGKILL of instance A during 200 order creations: ${acknowledged.length} acknowledged, ${stored.length} stored, ${duplicated} duplicated; ${stored.filter((row) => !acknowledged.includes(row.order_no)).length} stored unacknowledged; first tries that got no order and were sent again with their submit-token: ${JSON.stringify(Object.fromEntries(firstTryFailures))}; trade/create answers nginx sent, by status: ${JSON.stringify(Object.fromEntries(nginxStatuses))}`,
    );
    expect(acknowledged.every((orderNo) => storedOrders.has(orderNo))).toBe(true);
    expect(new Set(acknowledged).size).toBe(acknowledged.length);
    expect(duplicated).toBe(0);
    expect(stored.length).toBeLessThanOrEqual(200);
    expect(acknowledged.length).toBe(200);

    // nginx serves on through B alone.
    const after = await Promise.all(Array.from({ length: 10 }, () => client.plain('POST', '/index/v2/trade/quote', quoteRequest)));
    expect(after.every(({ answer }) => answer.success)).toBe(true);
    expect(instance(second).exitCode()).toBeUndefined();
  }, 180_000);
});
