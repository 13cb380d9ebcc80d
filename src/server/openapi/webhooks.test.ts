import type { IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, dockedBuyer, placeBuyOrder, placeSellOrder, savePayoutAccount } from '../../../tests/helpers/merchantOrders';
import { buildTestApp, type TestApp } from '../../../tests/helpers/testApp';
import { startWebhookReceiver, type WebhookReceiver } from '../../../tests/helpers/webhookReceiver';
import { fixedPrices } from '../../../tests/helpers/fixedPrices';
import { createRequestAjv } from '../../shared/ajv';
import { constants } from '../../shared/config/constants';
import { sandboxConfig } from '../../../tests/helpers/testFlows';
import { serverConfigFromEnv } from '../config';
import type { PriceProvider } from '../providers/prices/prices';
import { sealedTestQuote, testCard, tronAddress } from '../../../tests/helpers/orderKit';
import { deliverDueEvents } from '../services/webhooks/webhook-delivery';

/**
 * Issue 27: the webhooks of GET /api/openapi.json against what the server really sends. Orders of a
 * merchant go through every status a merchant hears of; each POST the merchant's endpoint receives
 * must match its event's webhook in the document, body and headers, and together they must be
 * every webhook the document lists.
 */

const secret = 'a-test-merchant-secret-of-32-chars';
/** sandbox.json chain.failingAddresses: a send to it fails, so the buy ends crypto_not_sent. */
const failingTronAddress = 'T9yD14Nj9j7xAB4dbGeiX9h8unkLV6KZEN';
const declinedCard = '4000000000400202';
const approvedCard = '4242424242424242';
/** 1 USDT = 1 USD, so the 100 USDT sells are well inside the USD payout range. */
const oneUsdtOneUsd: PriceProvider = fixedPrices((crypto, fiat) => (fiat === 'USD' && crypto === 'USDT' ? '1' : undefined));

interface HeaderParameter {
  name: string;
  in: string;
  required?: boolean;
  schema: object;
}
interface Webhook {
  post: { parameters: HeaderParameter[]; requestBody: { content: { 'application/json': { schema: object } } } };
}

let test: TestApp;
let receiver: WebhookReceiver;
let webhooks: Record<string, Webhook>;
const ajv = createRequestAjv({ strict: false });
const documentId = 'urn:gangway:test:openapi.json';

/** Every status change of every order so far: what the providers reported applied, its events delivered. */
async function reportAndDeliver(): Promise<void> {
  await test.settle();
  // An order's events go one per pass, each after the one before it was delivered.
  for (let pass = 0; pass < 20; pass += 1) if ((await deliverDueEvents(test.app)) === 0) return;
}

/** What the document's webhook for `type` finds wrong with a received POST: its body, then each header parameter. */
function mismatches(type: string, body: unknown, headers: IncomingHttpHeaders): string[] {
  const webhook = webhooks[type];
  if (!webhook) return [`no webhook ${type} in the document`];
  const validateBody = ajv.getSchema(`${documentId}#/webhooks/${type}/post/requestBody/content/application~1json/schema`);
  const found = validateBody?.(body) ? [] : [`${type} body: ${ajv.errorsText(validateBody?.errors)}`];
  for (const parameter of webhook.post.parameters) {
    const value = headers[parameter.name.toLowerCase()];
    if (value === undefined) {
      if (parameter.required) found.push(`${type}: no ${parameter.name} header`);
      continue;
    }
    if (!ajv.validate(parameter.schema, value)) found.push(`${type} ${parameter.name}: ${ajv.errorsText()}`);
  }
  return found;
}

beforeAll(async () => {
  receiver = await startWebhookReceiver(() => 200);
  const base = serverConfigFromEnv({ NODE_ENV: 'test' }).merchants;
  const merchants = {
    ...base,
    merchants: base.merchants.map((merchant) => (merchant.appId === 'sandbox-demo' ? { ...merchant, webhookUrl: receiver.url } : merchant)),
  };
  test = await buildTestApp({ config: { merchants, env: { MERCHANT_SECRET_SANDBOX_DEMO: secret } }, providers: { prices: oneUsdtOneUsd } });
  const document = (await test.inject('GET', '/api/openapi.json')).json<{ webhooks: Record<string, Webhook> }>();
  webhooks = document.webhooks;
  ajv.addSchema({ ...document, $id: documentId });

  const buyer = await dockedBuyer(test, 'contract-buyer@example.com');
  const call = callAs(test, buyer);
  // Each payment's outcome is applied before the next step, as the user sees it before paying again.
  const pay = async (orderNo: string, cardNumber: string) => {
    await call('POST', '/api/pay/card/submit', { orderNo, cardNumber, ...testCard });
    await test.settle();
  };

  // Buys: declined then paid and sent; declined then payable again by another method; never paid; paid but not sent.
  const sent = await placeBuyOrder(test, buyer);
  await pay(sent, declinedCard);
  await pay(sent, approvedCard);
  const repicked = await placeBuyOrder(test, buyer);
  await pay(repicked, declinedCard);
  await call('POST', '/api/trade/order/update', { orderNo: repicked, payWayCode: '52004', quoteId: sealedTestQuote({ expiresAt: test.clock.now() + 30_000 }) });
  await placeBuyOrder(test, buyer);
  await pay(await placeBuyOrder(test, buyer, 'sandbox-demo', failingTronAddress), approvedCard);

  // Sells: paid out; payout rejected, then refunded; never deposited.
  const account = await savePayoutAccount(test, buyer);
  const rejectedAccount = await savePayoutAccount(test, buyer, '000000000000');
  const paidOut = await placeSellOrder(test, buyer);
  const refunded = await placeSellOrder(test, buyer);
  await placeSellOrder(test, buyer);
  for (const orderNo of [paidOut, refunded]) await test.inject('POST', `/api/sandbox/sell/${orderNo}/deposit`, { cryptoAmount: '100' });
  await reportAndDeliver();
  test.clock.advance(2 * sandboxConfig.chain.confirmDelayMs);
  await reportAndDeliver();
  await call('POST', '/api/trade/confirm/sellOrder', { orderNo: paidOut, userAccountId: account });
  await call('POST', '/api/trade/confirm/sellOrder', { orderNo: refunded, userAccountId: rejectedAccount });
  await reportAndDeliver();
  test.clock.advance(sandboxConfig.payout.settleDelayMs);
  await reportAndDeliver();
  await call('GET', `/api/trade/sell/order/refund?orderNo=${refunded}&address=${tronAddress}`);
  await reportAndDeliver();
  // Past every payment window, deposit expiry and chain confirmation: the rest of the statuses come with the reports and the windows.
  test.clock.advance(Math.max(constants.buyOrderPaymentWindowMs, constants.sellOrderExpiryMs) + 3_000);
  await reportAndDeliver();
});
afterAll(async () => {
  await test.close();
  await receiver.close();
});

describe('the webhooks of the integrators’ document', () => {
  it('are every event type the server sent, and the server sent every one of them', () => {
    const sent = new Set(receiver.received.map((one) => (JSON.parse(one.body) as { type: string }).type));
    expect([...sent].sort()).toEqual(Object.keys(webhooks).sort());
  });

  it('describe each POST the merchant received: its body and its Gangway-Event-Id and Gangway-Signature headers', () => {
    expect(receiver.received.length).toBeGreaterThan(Object.keys(webhooks).length);
    const wrong = receiver.received.flatMap((one) => {
      const body = JSON.parse(one.body) as { type: string };
      return mismatches(body.type, body, one.headers);
    });
    expect(wrong).toEqual([]);
  });

  it('refuse a body of another event type, one missing its order, and a forged signature header', () => {
    const [first] = receiver.received;
    if (!first) throw new Error('nothing was received');
    const body = JSON.parse(first.body) as { type: string; data?: unknown };
    const other = Object.keys(webhooks).find((type) => type !== body.type) ?? '';
    expect(mismatches(other, body, first.headers)).not.toEqual([]);
    expect(mismatches(body.type, { ...body, data: undefined }, first.headers)).not.toEqual([]);
    expect(mismatches(body.type, body, { ...first.headers, 'gangway-signature': 'v1=forged' })).not.toEqual([]);
  });
});
