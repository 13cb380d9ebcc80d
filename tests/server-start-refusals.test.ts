import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { anvilAccount, anvilKey } from './helpers/anvil';
import { pollUntil } from './server-flows-client';
import { migratedDataDir } from './helpers/testDb';

/**
 * At the process level: a server that cannot or must not start says
 * why in one line the operator can act on (exit code 1, no stack trace), instead of starting
 * unsafely, hanging, or printing `ErrnoError { errno: 2 }`.
 */
const repoRoot = join(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'gangway-refusals-'));
const running = new Set<ChildProcess>();

afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
});

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'development', SERVE_WEB: 'false', PORT: '0', DATABASE_URL: '', HOST: '', SHUTDOWN_DELAY_MS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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

/** Exit code 1 and exactly this one line. */
async function refusal(started: Started): Promise<string> {
  expect(await started.exited).toBe(1);
  const lines = started.output().trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).not.toMatch(/^\s+at /);
  return lines[0] ?? '';
}

describe('a server that must not start says why in one line', () => {
  it('refuses the sandbox on an address others reach', async () => {
    const line = await refusal(startServer({ HOST: '0.0.0.0', DATA_DIR: join(work, 'public') }));
    expect(line).toBe(
      'The server does not start: HOST=0.0.0.0 is not a loopback address, and with NODE_ENV=development anyone who reaches it could read every sign-in code (/api/dev/outbox) and mark orders paid. Set NODE_ENV=production, or GANGWAY_SANDBOX=public to open the sandbox on purpose.',
    );
  }, 60_000);

  it('refuses a second server on a DATA_DIR another one has open, naming its process', async () => {
    const dataDir = join(work, 'shared');
    await migratedDataDir(dataDir);
    const first = startServer({ DATA_DIR: dataDir });
    await pollUntil(
      async () => first.output(),
      (output) => output.includes('Server listening at'),
      120_000,
    );
    const second = await refusal(startServer({ DATA_DIR: dataDir }));
    expect(second).toBe(
      `DATA_DIR ${dataDir} is in use by process ${first.child.pid} (since ${second.match(/since (\S+)\)/)?.[1]}); stop it or give this server another DATA_DIR. If that process is gone, delete ${join(dataDir, 'gangway.lock')}.`,
    );
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
  }, 180_000);

  it('refuses a port another process has, and leaves the DATA_DIR free', async () => {
    const taken = createServer();
    const port = await new Promise<number>((resolve) => taken.listen(0, '127.0.0.1', () => resolve((taken.address() as { port: number }).port)));
    const dataDir = join(work, 'port-taken');
    expect(await refusal(startServer({ DATA_DIR: dataDir, PORT: String(port) }))).toBe(`Port ${port} on 127.0.0.1 (PORT, HOST) is in use by another process.`);
    expect(existsSync(join(dataDir, 'gangway.lock'))).toBe(false);
    taken.close();
  }, 180_000);

  it('refuses a DATA_DIR that is not a directory, with the path', async () => {
    const file = join(work, 'not-a-directory');
    writeFileSync(file, 'x');
    expect(await refusal(startServer({ DATA_DIR: file }))).toBe(`DATA_DIR ${file} is not a directory.`);
  }, 60_000);

  it('refuses a TRUST_PROXY it cannot read in one line, naming the entry, rather than trust the wrong peers', async () => {
    expect(await refusal(startServer({ TRUST_PROXY: 'yes', DATA_DIR: join(work, 'trust') }))).toBe(
      'TRUST_PROXY: "yes" is not an address, a CIDR range or loopback/linklocal/uniquelocal; use false, true (one hop), a hop count or a comma-separated list of proxy addresses',
    );
  }, 60_000);

  it('refuses a production start without SMTP_URL, where nobody could receive a sign-in code', async () => {
    const dataKey = randomBytes(32).toString('base64');
    const quoteKey = randomBytes(32).toString('base64');
    expect(await refusal(startServer({ NODE_ENV: 'production', DATA_KEY: dataKey, QUOTE_KEY: quoteKey, SMTP_URL: '', DATA_DIR: join(work, 'mail') }))).toMatch(
      /^The server does not start: SMTP_URL is not set/,
    );
  }, 60_000);

  it('refuses a production start on sandbox adapters, naming the kinds, unless a public demo is said on purpose', async () => {
    const dataKey = randomBytes(32).toString('base64');
    const quoteKey = randomBytes(32).toString('base64');
    const production = { NODE_ENV: 'production', DATA_KEY: dataKey, QUOTE_KEY: quoteKey, SMTP_URL: 'smtp://127.0.0.1:2525', DATA_DIR: join(work, 'providers') };
    expect(await refusal(startServer(production))).toBe(
      'The server does not start: NODE_ENV=production with the sandbox adapter for card, local, kyc, chain, payout, prices (config/providers.json). Select real adapters, or set GANGWAY_SANDBOX=public to run a public demo on purpose (docs/deploy.md).',
    );
  }, 60_000);

  it('refuses a production start whose EVM hot wallet key is a well-known development key, naming the variable and never the key', async () => {
    // A config directory like the repository's, with ETH moving real crypto through the evm adapter.
    const configDir = join(work, 'evm-config');
    cpSync(join(repoRoot, 'config'), configDir, { recursive: true });
    const networksFile = join(configDir, 'networks.json');
    const networks = JSON.parse(readFileSync(networksFile, 'utf8')) as { networks: Array<{ code: string; evm?: unknown }> };
    const eth = networks.networks.find((network) => network.code === 'ETH');
    if (!eth) throw new Error('config/networks.json has no ETH');
    eth.evm = {
      rpcUrlEnv: 'GANGWAY_ETH_RPC_URL',
      confirmations: 12,
      pollMs: 4000,
      hotWallet: { keyEnv: 'GANGWAY_HOT_WALLET_KEY' },
      fees: { replaceAfterSeconds: 90, bumpPercent: 12, maxFeePerGasGwei: '200' },
    };
    writeFileSync(networksFile, JSON.stringify(networks, null, 2));
    const key = anvilKey(0);
    const started = startServer({
      GANGWAY_CONFIG_DIR: configDir,
      NODE_ENV: 'production',
      GANGWAY_SANDBOX: 'public',
      SANDBOX_SIGNING_SECRET: randomBytes(32).toString('hex'),
      DATA_KEY: randomBytes(32).toString('base64'),
      QUOTE_KEY: randomBytes(32).toString('base64'),
      SMTP_URL: 'smtp://127.0.0.1:2525',
      DATA_DIR: join(work, 'evm'),
      GANGWAY_ETH_RPC_URL: 'http://127.0.0.1:8545',
      GANGWAY_HOT_WALLET_KEY: key,
    });
    const line = await refusal(started);
    expect(line).toBe(
      `The server does not start: ETH: the hot wallet key in variable GANGWAY_HOT_WALLET_KEY is a well-known development key (${anvilAccount(0).address}, of the mnemonic local nodes print); production refuses it.`,
    );
    expect(started.output()).not.toContain(key.slice(2));
  }, 60_000);

  it('refuses a WEBHOOK_POLL_MS that is not a whole number of milliseconds of at least 50, quoting it', async () => {
    for (const wrong of ['soon', '10']) {
      expect(await refusal(startServer({ WEBHOOK_POLL_MS: wrong, DATA_DIR: join(work, 'poll') }))).toBe(
        `The server does not start: WEBHOOK_POLL_MS must be a whole number of milliseconds, at least 50; it is "${wrong}".`,
      );
    }
  }, 60_000);

  it('refuses a DATABASE_URL whose port refuses the connection, naming the host', async () => {
    const closed = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    const line = await refusal(startServer({ DATABASE_URL: `postgres://gangway:secret@127.0.0.1:${closed}/shop` }));
    expect(line).toBe(`Cannot start on PostgreSQL at 127.0.0.1:${closed}/shop: connect ECONNREFUSED 127.0.0.1:${closed}.`);
    expect(line).not.toContain('secret');
  }, 60_000);

  it('gives up on a DATABASE_URL whose port accepts and never answers, within the connect timeout', async () => {
    const sockets: Socket[] = [];
    const silent: Server = createServer((socket) => sockets.push(socket));
    const port = await new Promise<number>((resolve) => silent.listen(0, '127.0.0.1', () => resolve((silent.address() as { port: number }).port)));
    const started = startServer({ DATABASE_URL: `postgres://127.0.0.1:${port}/shop`, DATABASE_CONNECT_TIMEOUT_MS: '1500' });
    const line = await refusal(started);
    expect(line).toBe(`PostgreSQL at 127.0.0.1:${port}/shop did not answer within 1500 ms (DATABASE_CONNECT_TIMEOUT_MS).`);
    expect(sockets.length).toBeGreaterThan(0);
    for (const socket of sockets) socket.destroy();
    silent.close();
  }, 60_000);
});
