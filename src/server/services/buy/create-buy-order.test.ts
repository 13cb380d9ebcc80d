import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../store/db';
import { freshDb } from '../../../../tests/helpers/testDb';
import { ApiError } from '../../errors';
import type { CreateBuyOrderBody } from '../../../shared/generated/api/buy.schema';
import { createBuyOrder } from './create-buy-order';
import type { BuyQuoteFacts } from '../orders/quote-facts';
import { addUser, testFlows, type TestFlows } from '../../../../tests/helpers/testFlows';
import { testClock } from '../../../../tests/helpers/clock';
import type { FlowDeps } from '../orders/flow-deps';
import { kycStateOf, submitForReview } from '../kyc/kyc-store';
import { tokenHash } from '../token-hash';

let db: Db;
const clock = testClock();
let flows: TestFlows;
let deps: FlowDeps;
const quote: BuyQuoteFacts = {
  fiat: 'USD',
  crypto: 'USDT',
  network: 'TRX',
  fiatAmount: '100',
  cryptoAmount: '95.5',
  price: '1.001',
  rampFee: '3.5',
  networkFee: '1',
  discount: false,
  expiresAt: Number.MAX_SAFE_INTEGER,
};
const lookup = async () => quote;
const request: CreateBuyOrderBody = {
  quoteId: 'q1',
  cryptoCurrency: 'USDT',
  address: 'TV8BnHfooNjh8ptaBRzEE4r4wbC8aZH3JZ',
  network: 'TRX',
  fiatCurrency: 'USD',
  amount: '100',
  payWayCode: '10001',
  alpha2: 'US',
};
const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => (error instanceof ApiError ? error : Promise.reject(error)),
  );

beforeAll(async () => {
  db = await freshDb();
  flows = testFlows(db, clock);
  deps = flows.deps;
  await addUser(db, 'U1');
  await addUser(db, 'RISKY', 'risk');
});
afterAll(() => db.close());

describe('createBuyOrder', () => {
  it('stores the quote amounts and a payment window from constants', async () => {
    const order = await createBuyOrder(db, deps, lookup, 'U1', 'tok-a', request);
    expect(order).toMatchObject({ fiat_amount: '100', crypto_amount: '95.5', status: 'unpaid', pay_way_code: '10001' });
    expect(order.expires_at - order.created_at).toBe(1_800_000);
  });

  it('answers the same order for the same submit-token, also for 50 concurrent calls', async () => {
    const orders = await Promise.all(Array.from({ length: 50 }, () => createBuyOrder(db, deps, lookup, 'U1', 'tok-b', { ...request, quoteId: 'qb' })));
    expect(new Set(orders.map((order) => order.order_no)).size).toBe(1);
    const count = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM buy_orders WHERE submit_token_hash = $1', [tokenHash('tok-b')]);
    expect(count?.n).toBe(1);
  });

  it('refuses the same submit-token with another quote', async () => {
    expect((await refusalOf(createBuyOrder(db, deps, lookup, 'U1', 'tok-a', { ...request, quoteId: 'q2' })))?.errorName).toBe('idempotencyConflict');
  });

  it('refuses an address that fails the network checksum, naming the field', async () => {
    const refusal = await refusalOf(createBuyOrder(db, deps, lookup, 'U1', 'tok-c', { ...request, address: 'TV8BnHfooNjh8ptaBRzEE4r4wbC8aZH3JA' }));
    expect(refusal).toMatchObject({ errorName: 'validationFailed', params: { field: 'address', reasonKey: 'validation.address.invalid', crypto: 'USDT' } });
  });

  it('refuses an amount outside the method range with the range', async () => {
    const small = { ...quote, fiatAmount: '5' };
    const refusal = await refusalOf(createBuyOrder(db, deps, async () => small, 'U1', 'tok-d', { ...request, amount: '5' }));
    expect(refusal).toMatchObject({ errorName: 'amountOutOfRange', params: { min: '20', max: '5000', fiat: 'USD' } });
  });

  it('refuses a risky account', async () => {
    expect((await refusalOf(createBuyOrder(db, deps, lookup, 'RISKY', 'tok-e', request)))?.errorName).toBe('accountRisk');
  });

  it('refuses a method whose nationality rule the verified identity breaks', async () => {
    await addUser(db, 'TR1');
    await submitForReview(db, deps, 'TR1', { firstName: 'Ay', lastName: 'Approved', nationality: 'DE' }, 1, await kycStateOf(db, deps, 'TR1'));
    clock.advance(10_000);
    await flows.settle();
    const tryQuote = { ...quote, fiat: 'TRY', fiatAmount: '1000' };
    const refusal = await refusalOf(
      createBuyOrder(db, deps, async () => tryQuote, 'TR1', 'tok-f', { ...request, fiatCurrency: 'TRY', amount: '1000', alpha2: 'TR', payWayCode: '51001' }),
    );
    expect(refusal?.errorName).toBe('nationalityMismatch');
  });

  it('asks for KYC above the fiat threshold', async () => {
    const big = { ...quote, fiatAmount: '1500' };
    expect((await refusalOf(createBuyOrder(db, deps, async () => big, 'U1', 'tok-g', { ...request, amount: '1500' })))?.errorName).toBe('kycRequired');
  });
});
