/**
 * A merchant's server and a Gangway checkout, written against the types openapi-typescript generates
 * from the checkout's published OpenAPI document (docs/embedding.md "The API contract"):
 *
 *   npx openapi-typescript https://checkout.example/api/openapi.json -o gangway-api.ts
 *
 * It signs a checkout link, confirms an order with GET /api/merchant/order and reads a webhook POST.
 * tests/merchant-example.test.ts generates gangway-api.ts from the server's own document, type-checks
 * this file against it and runs it against a real server.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { paths, webhooks } from './gangway-api';

/** A link's parameters, as the checkout checks them (GET /api/merchant/params/check); the merchant adds no dockingGrant. */
export type LinkParameters = Omit<paths['/api/merchant/params/check']['get']['parameters']['query'], 'signature' | 'dockingGrant'>;
type OrderQuery = paths['/api/merchant/order']['get']['parameters']['query'];
type OrderAnswer = paths['/api/merchant/order']['get']['responses'][200]['content']['application/json'];
type Refusal = paths['/api/merchant/order']['get']['responses']['4XX']['content']['application/json'];
export type MerchantOrder = OrderAnswer['data'];
/** Any webhook event: its type tells which, so a switch on it is checked for every type. */
export type WebhookEvent = { [Type in keyof webhooks]: webhooks[Type]['post']['requestBody']['content']['application/json'] }[keyof webhooks];
type WebhookHeaders = webhooks['order.created']['post']['parameters']['header'];

/** hex HMAC-SHA256, keyed with the merchant secret, of the parameters sorted by name as name=value joined by & (raw values, not URL-encoded). */
export function signParameters(parameters: Record<string, string>, secret: string): string {
  const text = Object.keys(parameters)
    .sort()
    .map((name) => `${name}=${parameters[name]}`)
    .join('&');
  return createHmac('sha256', secret).update(text).digest('hex');
}

/** The checkout link for a buyer, signed now. */
export function signedCheckoutLink(checkout: string, link: LinkParameters, secret: string, now = Date.now()): string {
  const parameters = Object.fromEntries(
    Object.entries({ ...link, timestamp: String(now) }).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return `${checkout}/#/index?${new URLSearchParams({ ...parameters, signature: signParameters(parameters, secret) }).toString()}`;
}

/** The order as the checkout has it now, from the merchant's server; refused answers throw with their code. */
export async function confirmOrder(checkout: string, appId: string, orderNo: string, secret: string, now = Date.now()): Promise<MerchantOrder> {
  const unsigned = { appId, orderNo, timestamp: String(now) };
  const query: OrderQuery = { ...unsigned, signature: signParameters(unsigned, secret) };
  const response = await fetch(`${checkout}/api/merchant/order?${new URLSearchParams(query).toString()}`);
  if (!response.ok) {
    const refusal = (await response.json()) as Refusal;
    throw new Error(`${refusal.returnCode}: ${refusal.returnMsg}`);
  }
  return ((await response.json()) as OrderAnswer).data;
}

/**
 * A webhook POST's event, once its Gangway-Signature is checked over the raw body as received (not
 * re-serialised), in constant time, with a t no further than `toleranceSeconds` from this clock;
 * undefined for a request that is not from the checkout.
 */
export function readWebhook(
  rawBody: string,
  headers: WebhookHeaders,
  secret: string,
  toleranceSeconds = 300,
  nowSeconds = Math.floor(Date.now() / 1000),
): WebhookEvent | undefined {
  const fields = new Map(headers['Gangway-Signature'].split(',').map((part) => part.trim().split('=') as [string, string]));
  const t = fields.get('t') ?? '';
  const v1 = fields.get('v1') ?? '';
  if (!/^\d+$/.test(t) || Math.abs(nowSeconds - Number(t)) > toleranceSeconds || !/^[0-9a-f]{64}$/.test(v1)) return undefined;
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  if (!timingSafeEqual(Buffer.from(v1, 'hex'), expected)) return undefined;
  const event = JSON.parse(rawBody) as WebhookEvent;
  return event.id === headers['Gangway-Event-Id'] ? event : undefined;
}

/** What the merchant does on an event: fulfil a completed order, drop one that ended without success, else wait for the next. */
export function nextStep(event: WebhookEvent): 'fulfil' | 'cancel' | 'wait' {
  switch (event.type) {
    case 'order.completed':
      return 'fulfil';
    case 'order.closed':
    case 'order.crypto_not_sent':
    case 'order.refunded':
      return 'cancel';
    case 'order.created':
    case 'order.awaiting_payment':
    case 'order.paid':
    case 'order.processing':
    case 'order.failed':
    case 'order.refunding':
      return 'wait';
    default: {
      const unknown: never = event;
      throw new Error(`an event type this code does not know: ${JSON.stringify(unknown)}`);
    }
  }
}
