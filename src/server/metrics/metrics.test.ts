import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../tests/helpers/testApp';
import { sealedTestQuote, testBuyOrderBody } from '../../../tests/helpers/orderKit';
import { fixedPrices } from '../../../tests/helpers/fixedPrices';
import { listenForMetrics } from './metricsListener';

const token = 'scrape-secret-1234';
let test: TestApp;
let failPrices = false;
const prices = fixedPrices(() => {
  if (failPrices) throw new Error('price feed down');
  return '1.001';
});

beforeAll(async () => {
  test = await buildTestApp({ config: { env: { METRICS_TOKEN: token } }, providers: { prices } });
});
afterAll(() => test.close());

const scrape = async () => (await test.inject('GET', '/metrics', undefined, { authorization: `Bearer ${token}` })).body;
/** The value of one sample line of the exposition text, e.g. sample(text, 'gangway_orders{side="buy",...}'). */
const sample = (text: string, series: string) => Number(new RegExp(`^${series.replace(/[{}()[\]|.+*?^$\\]/g, '\\$&')} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);

// Each builds an app on a database of its own: seconds on a busy machine.
describe('/metrics', { timeout: 90_000 }, () => {
  it('answers only a caller with the token', async () => {
    expect((await test.inject('GET', '/metrics')).statusCode).toBe(401);
    expect((await test.inject('GET', '/metrics', undefined, { authorization: 'Bearer wrong' })).statusCode).toBe(401);
    const ok = await test.inject('GET', '/metrics', undefined, { authorization: `Bearer ${token}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toContain('text/plain');
  });

  it('is not served at all without METRICS_TOKEN', async () => {
    const plain = await buildTestApp();
    expect((await plain.inject('GET', '/metrics')).statusCode).toBe(404);
    await plain.close();
  });

  it('counts requests by route pattern and status, never by raw URL', async () => {
    await test.inject('GET', '/api/health/live');
    await test.inject('GET', '/api/trade/B123?x=1');
    const text = await scrape();
    expect(sample(text, 'gangway_http_requests_total{method="GET",route="/api/health/live",status="200"}')).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/gangway_http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/health\/live",status="200"\}/);
    expect(text).not.toContain('B123');
  });

  it('times quotes by side', async () => {
    const quote = await test.inject('POST', '/api/index/v2/trade/quote', {
      crypto: 'USDT',
      fiat: 'USD',
      side: 'buy',
      amount: '100',
      network: 'TRX',
      payWayCode: '10001',
      alpha2: 'US',
    });
    expect(quote.statusCode).toBe(200);
    expect(sample(await scrape(), 'gangway_quote_duration_seconds_count{side="buy",status="200"}')).toBe(1);
  });

  it('shows the orders of the store by payment method and status, created and closed', async () => {
    const user = await test.loginAs('metrics@example.com');
    const orderBody = async () => {
      const quoteId = sealedTestQuote({ expiresAt: test.clock.now() + 30_000 });
      return testBuyOrderBody(quoteId);
    };
    const create = (body: unknown, key: string) => {
      test.clock.advance(1);
      return user.signedInject('POST', '/api/trade/create', body, { 'submit-token': key });
    };
    const first = await orderBody();
    expect((await create(first, 'm1')).statusCode).toBe(200);
    // A retry with the same submit-token is the same order, not a second one.
    expect((await create(first, 'm1')).statusCode).toBe(200);
    expect((await create(await orderBody(), 'm2')).statusCode).toBe(200);
    expect(sample(await scrape(), 'gangway_orders{side="buy",pay_way_code="10001",status="unpaid"}')).toBe(2);
    // Past the payment window the order-windows job writes an unpaid order closed, and the count reads the stored status.
    test.clock.advance(24 * 60 * 60 * 1000);
    await test.settle();
    const later = await scrape();
    expect(sample(later, 'gangway_orders{side="buy",pay_way_code="10001",status="closed"}')).toBe(2);
    expect(later).not.toMatch(/^gangway_orders\{side="buy",pay_way_code="10001",status="unpaid"\}/m);
  });

  it('counts provider errors by provider, and carries the webhook counter, event loop lag and memory', async () => {
    failPrices = true;
    await test.inject('POST', '/api/index/v2/trade/quote', {
      crypto: 'USDT',
      fiat: 'USD',
      side: 'buy',
      amount: '100',
      network: 'TRX',
      payWayCode: '10001',
      alpha2: 'US',
    });
    failPrices = false;
    test.app.metrics.webhookDeliveries.inc({ outcome: 'delivered' });
    const text = await scrape();
    expect(sample(text, 'gangway_provider_errors_total{provider="prices"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'gangway_webhook_deliveries_total{outcome="delivered"}')).toBe(1);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d/m);
  });

  it('serves the same text on a port of its own (METRICS_PORT), and nothing else there', async () => {
    const listener = await listenForMetrics(test.app.metrics, 0, '127.0.0.1');
    const base = `http://127.0.0.1:${listener.port}`;
    const answer = await fetch(`${base}/metrics`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('gangway_http_requests_total');
    expect((await fetch(`${base}/api/health/live`)).status).toBe(404);
    await listener.close();
  });

  it('answers the ops lists it is given as JSON on that port', async () => {
    const listener = await listenForMetrics(test.app.metrics, 0, '127.0.0.1', { '/chain/deposits/unfit': async () => [{ orderNo: 'S1', fit: 'late' }] });
    const base = `http://127.0.0.1:${listener.port}`;
    const answer = await fetch(`${base}/chain/deposits/unfit`);
    expect(answer.headers.get('content-type')).toBe('application/json');
    expect(await answer.json()).toEqual([{ orderNo: 'S1', fit: 'late' }]);
    expect((await fetch(`${base}/chain/deposits/unfit`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${base}/toString`)).status).toBe(404);
    await listener.close();
  });
});
