import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedDataDir } from './helpers/testDb';
import { apiClient, pollUntil, type Answer } from './server-flows-client';
import { freePort } from '../scripts/lib/freePort';

const repoRoot = join(import.meta.dirname, '..');
const dataDir = mkdtempSync(join(tmpdir(), 'gangway-crash-'));
const tron = 'TV8BnHfooNjh8ptaBRzEE4r4wbC8aZH3JZ';
let server: ChildProcess | undefined;

/** `npm start`'s entry on a PGlite data directory, without the web build. */
async function startServer(port: number): Promise<void> {
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, PORT: String(port), SERVE_WEB: 'false', DATABASE_URL: '' },
    stdio: 'ignore',
  });
  await pollUntil(
    () =>
      fetch(`http://127.0.0.1:${port}/api/index/client/ip`).then(
        (response) => response.ok,
        () => false,
      ),
    (up) => up,
    60_000,
  );
}

// A store already migrated: what is tested is the restart, not a first start's database creation.
beforeAll(() => migratedDataDir(dataDir), 60_000);

afterAll(() => {
  server?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a server killed during order creation', () => {
  it('loses no acknowledged order and duplicates none after restart', async () => {
    const port = await freePort();
    await startServer(port);
    const client = apiClient(`http://127.0.0.1:${port}`);
    const buyer = await client.signUp('crash@example.com');
    const quote = await buyer.call<{ quoteId: string }>('POST', '/index/v2/trade/quote', {
      crypto: 'USDT',
      fiat: 'USD',
      side: 'buy',
      amount: '100',
      network: 'TRX',
      payWayCode: '10001',
      alpha2: 'US',
    });
    const body = {
      quoteId: quote.data.quoteId,
      cryptoCurrency: 'USDT',
      address: tron,
      network: 'TRX',
      fiatCurrency: 'USD',
      amount: '100',
      payWayCode: '10001',
      alpha2: 'US',
    };

    // 60 creates over 20 submit-tokens (each sent three times); the server is killed as soon as 10 are acknowledged.
    const acknowledged = new Map<string, string>();
    const keys = Array.from({ length: 60 }, (_, i) => `crash-${i % 20}`);
    let killed = false;
    await Promise.all(
      keys.map(async (key) => {
        const answer: Answer<{ orderNo: string }> | undefined = await buyer
          .call<{ orderNo: string }>('POST', '/trade/create', body, { 'submit-token': key })
          .catch(() => undefined);
        if (!answer?.success) return;
        const known = acknowledged.get(key);
        if (known !== undefined) expect(answer.data.orderNo).toBe(known);
        acknowledged.set(key, answer.data.orderNo);
        if (acknowledged.size >= 10 && !killed) {
          killed = true;
          server?.kill('SIGKILL');
        }
      }),
    );
    if (!killed) server?.kill('SIGKILL');
    expect(acknowledged.size).toBeGreaterThan(0);

    await startServer(port);
    const history = await buyer.call<{ result: { orderNo: string }[] }>('GET', '/trade/list?pageSize=100');
    const stored: string[] = history.data.result.map((order: { orderNo: string }) => order.orderNo);
    for (const orderNo of acknowledged.values()) expect(stored).toContain(orderNo);
    // At most one order per submit-token: never more orders than tokens, and a retry answers the stored one.
    expect(stored.length).toBeLessThanOrEqual(20);
    for (const [key, orderNo] of acknowledged) {
      expect((await buyer.call<{ orderNo: string }>('POST', '/trade/create', body, { 'submit-token': key })).data.orderNo).toBe(orderNo);
    }
  }, 120_000);
});
