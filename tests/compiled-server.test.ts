import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signRequest } from '../src/shared/sign';
import { migratedDataDir } from './helpers/testDb';
import { apiClient, pollUntil, type Answer } from './server-flows-client';
import { freePort } from '../scripts/lib/freePort';

/**
 * On a scratch copy of the checkout, as an operator deploys it: `npm run build`
 * where the devDependencies are installed, then `npm ci --omit=dev`, then the compiled server with
 * nothing but production dependencies; and `npm start`'s process group stopped with SIGTERM while
 * orders are being created.
 */
const repoRoot = join(import.meta.dirname, '..');
const scratch = mkdtempSync(join(tmpdir(), 'gangway-compiled-'));
const notCopied = new Set(['node_modules', 'dist', 'data', '.git', 'test-artifacts', 'coverage']);
const tron = 'TV8BnHfooNjh8ptaBRzEE4r4wbC8aZH3JZ';
const running = new Set<ChildProcess>();

/** The environment of a plain `npm start`: no test NODE_ENV, no other store, config or web build. */
function operatorEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env, ...extra };
  for (const name of ['NODE_ENV', 'MALLOC_TRIM_THRESHOLD_', 'DATABASE_URL', 'GANGWAY_CONFIG_DIR', 'WEB_ROOT', 'SERVE_WEB', 'HOST']) delete env[name];
  return { ...env, ...extra };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): void {
  const result = spawnSync(command, args, { cwd: scratch, env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
}

/** A started process of the scratch copy, its output kept, in a process group of its own. */
function start(command: string, args: string[], env: NodeJS.ProcessEnv): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(command, args, { cwd: scratch, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  return { child, output: () => output, exited };
}

const ready = (base: string) =>
  pollUntil(
    () =>
      fetch(`${base}/api/health/ready`).then(
        (answer) => answer.status,
        () => 0,
      ),
    (status) => status === 200,
    180_000,
  );

beforeAll(() => {
  cpSync(repoRoot, scratch, { recursive: true, filter: (source) => !notCopied.has(relative(repoRoot, source).split('/')[0] ?? '') });
  // Build where the devDependencies are (the checkout's install), then install production dependencies only.
  symlinkSync(realpathSync(join(repoRoot, 'node_modules')), join(scratch, 'node_modules'));
  run('node', ['scripts/build.mjs'], operatorEnv({}));
  unlinkSync(join(scratch, 'node_modules'));
  run('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'], operatorEnv({}));
}, 600_000);

afterAll(() => {
  for (const child of running) if (child.pid) process.kill(-child.pid, 'SIGKILL');
  rmSync(scratch, { recursive: true, force: true });
});

describe('the compiled server', () => {
  it('serves the web app, a quote, readiness and the OpenAPI document the build wrote with production dependencies only (npm ci --omit=dev)', async () => {
    for (const devOnly of ['vite', 'tsx', 'vitest', '@vitejs/plugin-react']) expect(existsSync(join(scratch, 'node_modules', devOnly))).toBe(false);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = start(
      process.execPath,
      ['dist/server/main.js'],
      operatorEnv({ PORT: String(port), DATA_DIR: join(scratch, 'data-omit-dev'), SHUTDOWN_DELAY_MS: '0' }),
    );
    await ready(base).catch((error: Error) => {
      throw new Error(`${error.message}\n${server.output()}`);
    });
    const page = await fetch(`${base}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    const quote = (await (
      await fetch(`${base}/api/index/v2/trade/quote`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ crypto: 'USDT', fiat: 'USD', side: 'buy', amount: '100', network: 'TRX', payWayCode: '10001', alpha2: 'US' }),
      })
    ).json()) as Answer;
    expect(quote).toMatchObject({ returnCode: '0000', success: true, data: { quoteId: expect.any(String) } });
    expect((await (await fetch(`${base}/api/health/ready`)).json()).data).toEqual({ status: 'ready' });
    // The build wrote the integrators' OpenAPI document the server publishes.
    expect(JSON.parse(readFileSync(join(scratch, 'dist/openapi.json'), 'utf8'))).toEqual(await (await fetch(`${base}/api/openapi.json`)).json());
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 300_000);

  it('loads only the store driver and the libraries its configuration uses: on PGlite with no evm network and no SMTP, neither pg, viem nor nodemailer', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const recorded = join(scratch, 'loaded-modules.txt');
    writeFileSync(recorded, '');
    const server = start(
      process.execPath,
      ['--import', join(repoRoot, 'tests/helpers/recordModules.mjs'), 'dist/server/main.js'],
      operatorEnv({ PORT: String(port), DATA_DIR: join(scratch, 'data-modules'), SHUTDOWN_DELAY_MS: '0', RECORD_MODULES_FILE: recorded }),
    );
    await ready(base).catch((error: Error) => {
      throw new Error(`${error.message}\n${server.output()}`);
    });
    expect((await fetch(`${base}/`)).status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const packages = new Set([...readFileSync(recorded, 'utf8').matchAll(/\/node_modules\/((?:@[^/]+\/)?[^/]+)\//g)].map((match) => match[1]));
    // The recorder sees what it should: the store the server runs on, and the web server.
    expect(packages).toContain('@electric-sql/pglite');
    expect(packages).toContain('fastify');
    for (const unused of ['pg', 'viem', 'nodemailer']) expect(packages).not.toContain(unused);
  }, 300_000);

  it("answers all 50 order creations in flight when npm start's process group gets SIGTERM, stores each once, and exits within the bound", async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const dataDir = join(scratch, 'data-sigterm');
    // Migrated already: the first start of an empty DATA_DIR is the test above's; this one is about the shutdown.
    await migratedDataDir(dataDir);
    // The drain alone: every request is in hand before the signal, so no shutdown delay is needed.
    // At debug, each request's arrival is logged too ('incoming request'): the test sees the server hold all 50.
    const npm = start('npm', ['start'], operatorEnv({ PORT: String(port), DATA_DIR: dataDir, SHUTDOWN_DELAY_MS: '0', LOG_LEVEL: 'debug' }));
    await ready(base).catch((error: Error) => {
      throw new Error(`${error.message}\n${npm.output()}`);
    });
    // npm's child is node on the compiled server: no tsx, no shell left between them.
    const children = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(npm.child.pid)], { encoding: 'utf8' })
      .trim()
      .split('\n');
    expect(children).toHaveLength(1);
    const [serverPid, ...serverArgs] = (children[0] ?? '').trim().split(/\s+/);
    expect(serverArgs.join(' ')).toBe('node --enable-source-maps --max-old-space-size=256 --max-semi-space-size=8 dist/server/main.js');
    // npm start's malloc setting (README), where the operator set none: glibc hands freed native memory back.
    expect(readFileSync(`/proc/${serverPid}/environ`, 'utf8').split('\0')).toContain('MALLOC_TRIM_THRESHOLD_=131072');

    const client = apiClient(base);
    const buyer = await client.signUp('sigterm@example.com');
    // Visitors' quotes, one per order (a quote prices one order): without the first-order discount, which only one order may take.
    const quoteRequest = { crypto: 'USDT', fiat: 'USD', side: 'buy', amount: '100', network: 'TRX', payWayCode: '10001', alpha2: 'US' };
    const quoteIds: string[] = [];
    for (let i = 0; i < 50; i += 1) quoteIds.push((await client.plain<{ quoteId: string }>('POST', '/index/v2/trade/quote', quoteRequest)).answer.data.quoteId);
    const body = (quoteId: string) => ({
      quoteId,
      cryptoCurrency: 'USDT',
      address: tron,
      network: 'TRX',
      fiatCurrency: 'USD',
      amount: '100',
      payWayCode: '10001',
      alpha2: 'US',
    });
    const received = () =>
      npm
        .output()
        .split('\n')
        .filter((line) => line.includes('"incoming request"') && line.includes('"url":"/api/trade/create"')).length;
    const before = received();

    const creations = quoteIds.map((quoteId, i) =>
      buyer.call('POST', '/trade/create', body(quoteId), { 'submit-token': `drain-${i}` }).then(
        (answer) => answer,
        (error: Error) => error,
      ),
    );
    // SIGTERM once the server has all 50 in hand, to the whole group as systemd sends it: npm forwards its copy too.
    await pollUntil(
      async () => received() - before,
      (count) => count >= 50,
      60_000,
    );
    const signalledAt = Date.now();
    process.kill(-(npm.child.pid ?? 0), 'SIGTERM');
    const answers = await Promise.all(creations);
    const exitCode = await npm.exited;
    const drainMs = Date.now() - signalledAt;

    const failures = answers.filter((answer) => answer instanceof Error || !answer.success);
    expect(failures).toEqual([]);
    const acknowledged = answers.map((answer) => (answer as Answer<{ orderNo: string }>).data.orderNo);
    expect(new Set(acknowledged).size).toBe(50);
    expect(exitCode).toBe(0);
    expect(drainMs).toBeLessThan(10_000);
    expect(() => process.kill(Number(serverPid), 0)).toThrow();
    expect(existsSync(join(dataDir, 'gangway.lock'))).toBe(false);
    console.log(`SIGTERM with 50 order creations in flight: 50/50 answered, exit ${exitCode} ${drainMs} ms after the signal`);

    const restarted = start(process.execPath, ['dist/server/main.js'], operatorEnv({ PORT: String(port), DATA_DIR: dataDir, SHUTDOWN_DELAY_MS: '0' }));
    await ready(base);
    const history = await buyer.call<{ result: { orderNo: string }[] }>('GET', '/trade/list?pageSize=100');
    const stored: string[] = history.data.result.map((order: { orderNo: string }) => order.orderNo);
    expect([...stored].sort()).toEqual([...acknowledged].sort());
    restarted.child.kill('SIGTERM');
    await restarted.exited;
  }, 300_000);
  it("answers all 30 order creations sent 30 ms before npm start's process group gets SIGTERM: it keeps accepting for SHUTDOWN_DELAY_MS (5 s by default), then exits 0 within delay + SHUTDOWN_TIMEOUT_MS", async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const delayMs = 5000;
    const drainTimeoutMs = 10_000;
    const dataDir = join(scratch, 'data-delay');
    await migratedDataDir(dataDir);
    const npm = start('npm', ['start'], operatorEnv({ PORT: String(port), DATA_DIR: dataDir }));
    await ready(base).catch((error: Error) => {
      throw new Error(`${error.message}\n${npm.output()}`);
    });
    const client = apiClient(base);
    const buyer = await client.signUp('delay@example.com');
    const quoteRequest = { crypto: 'USDT', fiat: 'USD', side: 'buy', amount: '100', network: 'TRX', payWayCode: '10001', alpha2: 'US' };
    // Signed beforehand, so that all 30 leave at once (signing each on the way would spread them over a busy machine's seconds).
    const signed: RequestInit[] = [];
    for (let i = 0; i < 30; i += 1) {
      const { quoteId } = (await client.plain<{ quoteId: string }>('POST', '/index/v2/trade/quote', quoteRequest)).answer.data;
      const body = JSON.stringify({
        quoteId,
        cryptoCurrency: 'USDT',
        address: tron,
        network: 'TRX',
        fiatCurrency: 'USD',
        amount: '100',
        payWayCode: '10001',
        alpha2: 'US',
      });
      const timestamp = String(Date.now() + i);
      const sign = await signRequest({ key: buyer.signingKey, timestamp, method: 'POST', pathAndQuery: '/trade/create', body });
      signed.push({ method: 'POST', headers: { token: buyer.token, timestamp, sign, 'submit-token': `delay-${i}`, 'content-type': 'application/json' }, body });
    }

    const creations = signed.map((init) =>
      fetch(`${base}/api/trade/create`, init).then(
        async (answer) => (await answer.json()) as Answer,
        (error: Error) => error,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 30));
    const signalledAt = Date.now();
    process.kill(-(npm.child.pid ?? 0), 'SIGTERM');
    // Readiness turns false while the server still accepts and answers: the answer saying so comes over a connection too.
    await pollUntil(
      async () => (await fetch(`${base}/api/health/ready`)).status,
      (status) => status === 503,
      delayMs,
    );
    const answers = await Promise.all(creations);
    const exitCode = await npm.exited;
    const stopMs = Date.now() - signalledAt;

    expect(answers.filter((answer) => answer instanceof Error || !answer.success)).toEqual([]);
    expect(new Set(answers.map((answer) => (answer as Answer<{ orderNo: string }>).data.orderNo)).size).toBe(30);
    expect(exitCode).toBe(0);
    expect(stopMs).toBeGreaterThanOrEqual(delayMs);
    expect(stopMs).toBeLessThan(delayMs + drainTimeoutMs);
    console.log(
      `SIGTERM 30 ms after 30 order creations were sent: 30/30 answered, exit ${exitCode} ${stopMs} ms after the signal (SHUTDOWN_DELAY_MS ${delayMs})`,
    );
  }, 300_000);
});

describe('the compiled server on another config directory', () => {
  it('reads GANGWAY_CONFIG_DIR at run time, for every config file the server uses', async () => {
    const configDir = join(scratch, 'ops-config');
    cpSync(join(scratch, 'config'), configDir, { recursive: true });
    // errors.json reaches the server through #config (nodeSource.ts): the compiled server must read it from the directory it runs on.
    const errorsFile = join(configDir, 'errors.json');
    writeFileSync(
      errorsFile,
      readFileSync(errorsFile, 'utf8').replace(
        '"name": "notFound", "behaviour": "toast", "httpStatus": 404, "messageKey": "errors.server.notFound"',
        '"name": "notFound", "behaviour": "toast", "httpStatus": 404, "messageKey": "errors.server.busy"',
      ),
    );
    expect(readFileSync(errorsFile, 'utf8')).toContain('"name": "notFound", "behaviour": "toast", "httpStatus": 404, "messageKey": "errors.server.busy"');
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const dataDir = join(scratch, 'data-ops-config');
    await migratedDataDir(dataDir);
    const server = start(
      process.execPath,
      ['dist/server/main.js'],
      operatorEnv({
        PORT: String(port),
        DATA_DIR: dataDir,
        GANGWAY_CONFIG_DIR: configDir,
        SERVE_WEB: 'false',
        SHUTDOWN_DELAY_MS: '0',
      }),
    );
    await ready(base).catch((error: Error) => {
      throw new Error(`${error.message}\n${server.output()}`);
    });
    const missing = await fetch(`${base}/api/no/such/route`, { headers: { 'accept-language': 'en-US' } });
    expect(missing.status).toBe(404);
    expect((await missing.json()).returnMsg).toBe('The service is busy right now. Please try again in a moment.');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 300_000);
});

describe('the scratch copy', () => {
  it('holds a build made for the environment it runs in', () => {
    const info = JSON.parse(readFileSync(join(scratch, 'dist/build-info.json'), 'utf8')) as { nodeEnv: string; configDir: string };
    expect(info).toMatchObject({ nodeEnv: 'development', configDir: 'config/' });
  });
});
