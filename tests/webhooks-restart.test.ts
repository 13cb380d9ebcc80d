import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentedSignatureCheck } from './helpers/documentedWebhookCheck';
import { migratedDataDir } from './helpers/testDb';
import { startWebhookReceiver, type WebhookReceiver } from './helpers/webhookReceiver';
import { apiClient, pollUntil, type Browser } from './server-flows-client';
import { freePort } from '../scripts/lib/freePort';

const repoRoot = join(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'gangway-webhooks-restart-'));
const dataDir = join(work, 'data');
const configDir = join(work, 'config');
const sandboxDemoSecret = 'sandbox-demo-secret-do-not-use-in-production';
const tron = 'TV8BnHfooNjh8ptaBRzEE4r4wbC8aZH3JZ';
let server: ChildProcess | undefined;
let receiver: WebhookReceiver | undefined;

/** The config as shipped, with sandbox-demo's webhooks going to the local receiver on a short retry schedule. */
function writeConfig(webhookUrl: string): void {
  cpSync(join(repoRoot, 'config'), configDir, { recursive: true });
  const file = join(configDir, 'merchants.json');
  const merchants = JSON.parse(readFileSync(file, 'utf8')) as { merchants: { appId: string; webhookUrl?: string }[]; webhooks: unknown };
  for (const merchant of merchants.merchants) if (merchant.appId === 'sandbox-demo') merchant.webhookUrl = webhookUrl;
  merchants.webhooks = { timeoutMs: 5000, retryScheduleMs: [500], jitterRatio: 0, retentionMs: 2_592_000_000 };
  writeFileSync(file, JSON.stringify(merchants));
}

/** `npm start`'s entry on the PGlite data directory and the config copy, polling for webhooks every 200 ms. */
async function startServer(port: number): Promise<void> {
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      GANGWAY_CONFIG_DIR: configDir,
      PORT: String(port),
      SERVE_WEB: 'false',
      DATABASE_URL: '',
      WEBHOOK_POLL_MS: '200',
    },
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

/** A buy order placed by a buyer whose session accepted sandbox-demo's link; its order number. */
async function merchantOrder(buyer: Browser, submitToken: string): Promise<string> {
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
  const created = await buyer.call<{ orderNo: string }>('POST', '/trade/create', body, { 'submit-token': submitToken, appid: 'sandbox-demo' });
  if (!created.success) throw new Error(`order refused: ${JSON.stringify(created)}`);
  return created.data.orderNo;
}

// A store already migrated: what is tested is the restart, not a first start's database creation.
beforeAll(() => migratedDataDir(dataDir), 60_000);

afterAll(async () => {
  server?.kill('SIGKILL');
  await receiver?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('a server killed while delivering webhooks', () => {
  it('delivers the event in flight and the event still pending after it restarts, each once as a 2xx', async () => {
    // The first delivery is never answered: the server is killed while it waits.
    receiver = await startWebhookReceiver((count) => (count === 1 ? 'hang' : 200));
    writeConfig(receiver.url);
    const port = await freePort();
    await startServer(port);
    const client = apiClient(`http://127.0.0.1:${port}`);
    const buyer = await client.signUp('webhook-restart@example.com');
    expect((await buyer.call('GET', '/merchant/params/check?appId=sandbox-demo')).success).toBe(true);

    const inFlight = await merchantOrder(buyer, 'restart-1');
    await pollUntil(
      async () => receiver?.received.length ?? 0,
      (count) => count >= 1,
      15_000,
    );
    // Placed while the first delivery still waits for its answer: its event is pending when the server dies.
    const pending = await merchantOrder(buyer, 'restart-2');
    server?.kill('SIGKILL');
    await new Promise((resolve) => server?.once('exit', resolve));
    expect(receiver.received).toHaveLength(1);

    await startServer(port);
    const deliveredOrders = () =>
      (receiver?.received ?? []).filter((one) => one.answer === 200).map((one) => (JSON.parse(one.body) as { data: { orderNo: string } }).data.orderNo);
    await pollUntil(
      async () => deliveredOrders(),
      (orders) => orders.includes(inFlight) && orders.includes(pending),
      60_000,
    );

    const verify = await documentedSignatureCheck();
    const received = receiver.received.map((one) => ({ ...one, event: JSON.parse(one.body) as { id: string; type: string; data: { orderNo: string } } }));
    const ofInFlight = received.filter((one) => one.event.data.orderNo === inFlight);
    expect(ofInFlight.map((one) => one.answer)).toEqual(['hang', 200]);
    expect(ofInFlight[1]?.body).toBe(ofInFlight[0]?.body);
    expect(received.filter((one) => one.event.data.orderNo === pending).map((one) => `${one.event.type} ${one.answer}`)).toEqual(['order.created 200']);
    const delivered = received.filter((one) => one.answer === 200);
    expect(new Set(delivered.map((one) => one.event.id)).size).toBe(delivered.length);
    for (const one of delivered) expect(verify(one.body, one.headers['gangway-signature'] as string, sandboxDemoSecret)).toBe(true);
  }, 180_000);
});
