import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sandbox from '../config/sandbox.json';
import { buildApp } from '../src/server/app';
import { startPeriodicJobs, type RunningJobs } from '../src/server/jobs';
import { periodicJobs } from '../src/server/periodic-jobs';
import { serverConfigFromEnv } from '../src/server/config';
import type { Db } from '../src/server/store/db';
import { freshDb } from './helpers/testDb';
import { apiClient, pollUntil, type Browser } from './server-flows-client';
import { tokenHash } from '../src/server/services/token-hash';

const tron = 'TV8BnHfooNjh8ptaBRzEE4r4wbC8aZH3JZ';
const card = { cardExpireMonth: '12', cardExpireYear: '2035', cvv: '123', firstname: 'Ana', lastname: 'Silva' };
let app: FastifyInstance;
let db: Db;
let client: ReturnType<typeof apiClient>;
let buyer: Browser;
let seller: Browser;
let tokens = 0;
let jobs: RunningJobs;

async function buyQuote(browser: Browser, over: Record<string, string> = {}): Promise<string> {
  const quote = await browser.call<{ quoteId: string }>('POST', '/index/v2/trade/quote', {
    crypto: 'USDT',
    fiat: 'USD',
    side: 'buy',
    amount: '100',
    network: 'TRX',
    payWayCode: '10001',
    alpha2: 'US',
    ...over,
  });
  if (!quote.success) throw new Error(JSON.stringify(quote));
  return quote.data.quoteId;
}

async function createOrder(browser: Browser, address = tron, network = 'TRX'): Promise<string> {
  tokens += 1;
  const submitToken = `flow-${tokens}`;
  const order = await browser.call<{ orderNo: string }>(
    'POST',
    '/trade/create',
    {
      quoteId: await buyQuote(browser, { network }),
      cryptoCurrency: 'USDT',
      address,
      network,
      fiatCurrency: 'USD',
      amount: '100',
      depositType: 2,
      payWayCode: '10001',
      alpha2: 'US',
    },
    { 'submit-token': submitToken },
  );
  if (!order.success) throw new Error(JSON.stringify(order));
  return order.data.orderNo;
}

const statusOf = async (browser: Browser, orderNo: string) => (await browser.call<{ status: string; txId: string }>('GET', `/trade/${orderNo}`)).data;

beforeAll(async () => {
  db = await freshDb();
  app = await buildApp({ db, config: serverConfigFromEnv({ NODE_ENV: 'test' }), logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  // As serve.ts runs them: the sandbox posts its events to this server's address, the inbox is applied, transfers are sent.
  jobs = startPeriodicJobs(app, periodicJobs);
  client = apiClient(address);
  buyer = await client.signUp('flow-buyer@example.com');
  seller = await client.signUp('flow-seller@example.com');
});
afterAll(async () => {
  await jobs.stop();
  await app.close();
  await db.close();
});

describe('buy flows over HTTP', () => {
  it('pays with each approved test card and polls to completed with a TxID', async () => {
    const approved = sandbox.cards.filter((entry) => entry.outcome === 'approved');
    // One after the other: the first order takes the first-order discount its quote offered, so a
    // second quote made before that order existed would be refused (product §1, one discounted order).
    const orders: string[] = [];
    for (let i = 0; i < approved.length; i += 1) orders.push(await createOrder(buyer));
    await Promise.all(
      approved.map(async ({ number }, index) => {
        const orderNo = orders[index] ?? '';
        expect((await buyer.call('POST', '/pay/card/submit', { orderNo, cardNumber: number, ...card })).data).toEqual({ orderNo, result: 'success' });
        const done = await pollUntil(
          () => statusOf(buyer, orderNo),
          (order) => order.status !== 'processing',
        );
        expect(done.status).toBe('completed');
        expect(done.txId).toMatch(/^[0-9a-f]{64}$/);
      }),
    );
  });

  it('ends in failed with each declining test card’s result code', async () => {
    const declined = sandbox.cards.filter((entry) => entry.outcome === 'declined');
    await Promise.all(
      declined.map(async ({ number, resultCode }) => {
        const orderNo = await createOrder(buyer);
        const answer = await buyer.call('POST', '/pay/card/submit', { orderNo, cardNumber: number, ...card });
        expect(answer).toMatchObject({ returnCode: resultCode, success: false, data: null });
        expect((await buyer.call('GET', `/pay/result/check?orderNo=${orderNo}`)).data).toEqual({ orderNo, status: 'failed', result: 'failed', resultCode });
      }),
    );
  });

  it('reports pending for the card the gateway never answers, refuses a second charge meanwhile, then reports timeout', async () => {
    const orderNo = await createOrder(buyer);
    expect((await buyer.call<{ result: string }>('POST', '/pay/card/submit', { orderNo, cardNumber: '4000000000005043', ...card })).data.result).toBe(
      'pending',
    );
    expect(await buyer.call('POST', '/pay/card/submit', { orderNo, cardNumber: '4242424242424242', ...card })).toEqual({
      returnCode: '40211',
      returnMsg: 'A card payment for this order is still being processed. Please wait for its result before paying again.',
      data: null,
      success: false,
    });
    const result = await pollUntil(
      () => buyer.call<{ result: string }>('GET', `/pay/result/check?orderNo=${orderNo}`),
      (answer) => answer.data.result !== 'pending',
    );
    expect(result.data.result).toBe('timeout');
    expect((await buyer.call('POST', '/pay/card/submit', { orderNo, cardNumber: '4242424242424242', ...card })).data).toEqual({ orderNo, result: 'success' });
  });

  it('ends in failed to send crypto (code 11) for the documented failing address', async () => {
    const orderNo = await createOrder(buyer, '0x000000000000000000000000000000000000dEaD', 'ETH');
    await buyer.call('POST', '/pay/card/submit', { orderNo, cardNumber: '4242424242424242', ...card });
    const order = await pollUntil(
      () => statusOf(buyer, orderNo),
      (answer) => answer.status !== 'processing',
    );
    expect(order).toMatchObject({ status: 'failedToSend', resultCode: '11' });
    expect((await buyer.call('GET', `/pay/result/check?orderNo=${orderNo}`)).data).toEqual({
      orderNo,
      status: 'failedToSend',
      result: 'failed',
      resultCode: '11',
    });
    expect((await buyer.call('GET', `/pay/message/query?orderNo=${orderNo}`)).data).toEqual({
      orderNo,
      resultCode: '11',
      message: 'The crypto could not be sent.',
    });
  });

  it('creates one order for 50 concurrent calls with one submit-token', async () => {
    const quoteId = await buyQuote(buyer);
    const body = { quoteId, cryptoCurrency: 'USDT', address: tron, network: 'TRX', fiatCurrency: 'USD', amount: '100', payWayCode: '10001', alpha2: 'US' };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => buyer.call<{ orderNo: string }>('POST', '/trade/create', body, { 'submit-token': 'same-key' })),
    );
    expect(answers.every((answer) => answer.success)).toBe(true);
    expect(new Set(answers.map((answer) => answer.data.orderNo)).size).toBe(1);
    expect((await db.one<{ n: number }>('SELECT count(*)::int AS n FROM buy_orders WHERE submit_token_hash = $1', [tokenHash('same-key')]))?.n).toBe(1);
  });
});

describe('sell flows over HTTP', () => {
  async function sellToAccount(accountNumber: string): Promise<string> {
    tokens += 1;
    const submitToken = `sell-${tokens}`;
    const quote = await seller.call<{ quoteId: string }>('GET', '/index/v2/sell/trade/quote?crypto=USDT&fiat=GBP&network=TRX&cryptoAmount=100&alpha2=GB');
    const order = await seller.call<{ orderNo: string }>(
      'POST',
      '/trade/create/sell/coin/order',
      { quoteId: quote.data.quoteId, crypto: 'USDT', network: 'TRX', fiat: 'GBP', alpha2: 'GB', cryptoAmount: '100' },
      { 'submit-token': submitToken },
    );
    if (!order.success) throw new Error(JSON.stringify(order));
    const account = await seller.call<{ userAccountId: string }>('POST', '/user/card/account/saveOrUpdate', {
      alpha2: 'GB',
      payWayCode: '19000',
      account: { fullName: 'Ana Silva', sortCode: '601613', accountNumber },
    });
    const { orderNo } = order.data;
    // The sandbox chain takes the deposit and reports it (signed events to the server's intake): the order moves as they are applied.
    expect((await client.plain('POST', `/sandbox/sell/${orderNo}/deposit`, {})).answer.success).toBe(true);
    await pollUntil(
      () => seller.call<{ status: string }>('GET', `/trade/query/sell/order?orderNo=${orderNo}`),
      (answer) => answer.data.status === 'blockConfirmed' || answer.data.status === 'confirmOrder',
    );
    expect(
      (await seller.call<{ status: string }>('POST', '/trade/confirm/sellOrder', { orderNo, userAccountId: account.data.userAccountId })).data.status,
    ).toBe('inTransfer');
    return orderNo;
  }

  it('pays a sell order out, and refunds one the bank rejected in USDT on Tron', async () => {
    const [paid, rejected] = await Promise.all([sellToAccount('31926819'), sellToAccount('00000000')]);
    const read = (orderNo: string) => seller.call<{ status: string; refundTxId: string }>('GET', `/trade/query/sell/order?orderNo=${orderNo}`);
    expect(
      (
        await pollUntil(
          () => read(paid),
          (answer) => answer.data.status !== 'inTransfer',
        )
      ).data.status,
    ).toBe('completed');
    expect(
      (
        await pollUntil(
          () => read(rejected),
          (answer) => answer.data.status !== 'inTransfer',
        )
      ).data.status,
    ).toBe('failed');
    expect((await seller.call<{ status: string }>('GET', `/trade/sell/order/refund?orderNo=${rejected}&address=${tron}`)).data.status).toBe('refunding');
    const refunded = await pollUntil(
      () => read(rejected),
      (answer) => answer.data.status !== 'refunding',
    );
    expect(refunded.data).toMatchObject({ status: 'refunded', refundAddress: tron });
    expect(refunded.data.refundTxId).toMatch(/^[0-9a-f]{64}$/);
  });
});
