import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverConfigFromEnv } from '../src/server/config';
import { deliverDueEvents } from '../src/server/services/webhooks/webhook-delivery';
import { dockedBuyer, placeBuyOrder } from './helpers/merchantOrders';
import { buildTestApp, type TestApp } from './helpers/testApp';
import { startWebhookReceiver, type WebhookReceiver } from './helpers/webhookReceiver';

/**
 * Issue 27: examples/merchant-server/merchant.ts, a merchant's server written against the types
 * openapi-typescript generates from GET /api/openapi.json, type-checks against them (and a copy
 * that misnames an event type does not), and does what it says against the real server over HTTP.
 */

const repoRoot = join(import.meta.dirname, '..');
const example = join(repoRoot, 'examples/merchant-server/merchant.ts');
const secret = 'a-test-merchant-secret-of-32-chars';

let test: TestApp;
let checkout: string;
let receiver: WebhookReceiver;
let generated: string;
/**
 * The example at run time. Loaded by its path, so the repository's own type check does not follow it
 * into gangway-api.ts, which only exists once generated: the first test checks its types against it.
 */
const { confirmOrder, nextStep, readWebhook, signedCheckoutLink } = await import(pathToFileURL(example).href);

beforeAll(async () => {
  receiver = await startWebhookReceiver(() => 200);
  const base = serverConfigFromEnv({ NODE_ENV: 'test' }).merchants;
  const merchants = {
    ...base,
    merchants: base.merchants.map((merchant) => (merchant.appId === 'sandbox-demo' ? { ...merchant, webhookUrl: receiver.url } : merchant)),
  };
  test = await buildTestApp({ config: { merchants, env: { MERCHANT_SECRET_SANDBOX_DEMO: secret } } });
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  checkout = `http://127.0.0.1:${(test.app.server.address() as AddressInfo).port}`;
  generated = astToString(await openapiTS(await (await fetch(`${checkout}/api/openapi.json`)).json()));
});
afterAll(async () => {
  await test.close();
  await receiver.close();
});

let compiled: ts.Program | undefined;

/** The TypeScript compiler's errors for the merchant script `source` beside the generated gangway-api.ts, with the project's strictness. */
function typeErrors(source: string): string[] {
  // Under the repository, so the compiler finds @types/node as the merchant's project would in its own node_modules.
  mkdirSync(join(repoRoot, '.cache'), { recursive: true });
  const dir = mkdtempSync(join(repoRoot, '.cache', 'merchant-example-'));
  try {
    writeFileSync(join(dir, 'gangway-api.ts'), generated);
    writeFileSync(join(dir, 'merchant.ts'), source);
    const options: ts.CompilerOptions = {
      strict: true,
      noUncheckedIndexedAccess: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2023.d.ts'],
      types: ['node'],
      skipLibCheck: true,
      noEmit: true,
    };
    // The last program's parsed library files are reused: parsing @types/node is most of the work.
    compiled = ts.createProgram([join(dir, 'merchant.ts')], options, undefined, compiled);
    return ts.getPreEmitDiagnostics(compiled).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the merchant example against the generated client types', () => {
  it('type-checks, and a copy that misnames an event type does not', { timeout: 90_000 }, () => {
    const source = readFileSync(example, 'utf8');
    expect(typeErrors(source)).toEqual([]);
    const misnamed = source.replace("case 'order.refunded':", "case 'order.refund':");
    expect(misnamed).not.toBe(source);
    expect(typeErrors(misnamed).join('\n')).toMatch(/order\.refund/);
  });

  it('signs a link the checkout accepts', async () => {
    const link = signedCheckoutLink(
      checkout,
      { appId: 'sandbox-demo', crypto: 'USDT', network: 'TRX', email: 'example-buyer@example.com' },
      secret,
      test.clock.now(),
    );
    const query = link.slice(link.indexOf('?') + 1);
    const checked = await test.inject('GET', `/api/merchant/params/check?${query}`);
    expect(checked.json()).toMatchObject({
      returnCode: '0000',
      data: { merchantStatus: true, signed: true, merchantQueryInfo: { email: 'example-buyer@example.com' } },
    });
  });

  it('confirms an order its checkout placed, and says why an unknown one is refused', async () => {
    const buyer = await dockedBuyer(test, 'example-order@example.com');
    const orderNo = await placeBuyOrder(test, buyer);
    expect(await confirmOrder(checkout, 'sandbox-demo', orderNo, secret, test.clock.now())).toMatchObject({
      side: 'buy',
      orderNo,
      status: 'unpaid',
      fiat: 'USD',
    });
    await expect(confirmOrder(checkout, 'sandbox-demo', 'B0', secret, test.clock.now())).rejects.toThrow(/^40004: /);
  });

  it('reads a webhook the checkout POSTed, and refuses it changed or signed with another secret', async () => {
    const buyer = await dockedBuyer(test, 'example-webhook@example.com');
    const orderNo = await placeBuyOrder(test, buyer);
    await deliverDueEvents(test.app);
    const delivered = receiver.received.find((one) => (JSON.parse(one.body) as { data: { orderNo: string } }).data.orderNo === orderNo);
    if (!delivered) throw new Error(`no webhook for ${orderNo}`);
    const headers = { 'Gangway-Signature': String(delivered.headers['gangway-signature']), 'Gangway-Event-Id': String(delivered.headers['gangway-event-id']) };
    const nowSeconds = Math.floor(test.clock.now() / 1000);
    const event = readWebhook(delivered.body, headers, secret, 300, nowSeconds);
    expect(event).toMatchObject({ type: 'order.created', data: { orderNo } });
    expect(event && nextStep(event)).toBe('wait');
    expect(readWebhook(delivered.body.replace('"unpaid"', '"completed"'), headers, secret, 300, nowSeconds)).toBeUndefined();
    expect(readWebhook(delivered.body, headers, 'another-secret', 300, nowSeconds)).toBeUndefined();
  });
});
