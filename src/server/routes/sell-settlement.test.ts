import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxConfig } from '../../../tests/helpers/testFlows';
import { buildTestApp, type SignedInUser, type TestApp } from '../../../tests/helpers/testApp';
import { fixedPrices } from '../../../tests/helpers/fixedPrices';
import { tronAddress } from '../../../tests/helpers/orderKit';

/** 1 USDT = 1 USD, so every payout below can be worked out by hand (payout method 19000: 1% + 2 USD). */
const prices = fixedPrices((crypto, fiat) => (fiat === 'USD' && crypto === 'USDT' ? '1' : undefined));

let test: TestApp;
let user: SignedInUser;
let token = 0;
const orderState = { returnCode: '40203', returnMsg: 'This order cannot do that in its current state.', data: null, success: false };

async function call(method: 'GET' | 'POST', url: string, body?: unknown, headers?: Record<string, string>) {
  test.clock.advance(1);
  return user.signedInject(method, url, body, headers);
}

async function sell(cryptoAmount: string) {
  const quote = (await call('GET', `/api/index/v2/sell/trade/quote?crypto=USDT&fiat=USD&network=TRX&alpha2=US&cryptoAmount=${cryptoAmount}`)).json().data;
  token += 1;
  return call(
    'POST',
    '/api/trade/create/sell/coin/order',
    { quoteId: quote.quoteId, crypto: 'USDT', network: 'TRX', fiat: 'USD', alpha2: 'US', cryptoAmount },
    { 'submit-token': `settle-${token}` },
  );
}

const readOrder = async (orderNo: string) => (await call('GET', `/api/trade/query/sell/order?orderNo=${orderNo}`)).json().data;
/** The user's wallet sends the deposit (the sandbox chain), and the chain's report of it is applied: the order as it then stands. */
async function deposit(orderNo: string, cryptoAmount: string) {
  const sent = await test.inject('POST', `/api/sandbox/sell/${orderNo}/deposit`, { cryptoAmount });
  if (sent.statusCode !== 200) return sent.json();
  await test.settle();
  return { data: await readOrder(orderNo) };
}

/** The chain's next confirmation step, reported and applied. */
async function nextConfirmation() {
  test.clock.advance(sandboxConfig.chain.confirmDelayMs);
  await test.settle();
}

let accountId: string;
beforeAll(async () => {
  test = await buildTestApp({ providers: { prices } });
  user = await test.loginAs('settle@example.com');
  const account = await call('POST', '/api/user/card/account/saveOrUpdate', {
    alpha2: 'US',
    payWayCode: '19000',
    account: {
      fullName: 'Ana Silva',
      accountNumber: '483101090',
      routingNumber: '021000021',
      accountType: 'CHECKING',
      address: '1 Main St',
      city: 'Austin',
      state: 'TX',
      postcode: '73301',
    },
  });
  accountId = account.json().data?.userAccountId;
});
afterAll(() => test.close());

describe('the product §5 sell rule, at quote time and so for every order', () => {
  const sellQuote = (cryptoAmount: string) =>
    call('GET', `/api/index/v2/sell/trade/quote?crypto=USDT&fiat=USD&network=TRX&alpha2=US&cryptoAmount=${cryptoAmount}`);

  // A refused quote stores nothing by construction: quotes are sealed, never stored.
  it("refuses to quote a sale whose fiat plus fee is below minLimit, in the browser's words", async () => {
    // 10 USDT: 10.00 gross, 2.10 fee, 7.90 paid out; 7.90 + 2.10 is below minLimit 20.
    const refused = await sellQuote('10');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ returnCode: '40204', returnMsg: 'Minimum sell amount is 20 USD.', data: null, success: false });
  });

  it('sells at minLimit and refuses to quote one whose fiat passes maxLimit plus the fee', async () => {
    expect((await sellQuote('20')).json().data).toMatchObject({ fiatAmount: '17.80', rampFee: '2.20', minLimit: '20', maxLimit: '20000', minAmount: '10' });
    expect((await sell('20')).json()).toMatchObject({ returnCode: '0000', data: { fiatAmount: '17.80', rampFee: '2.20' } });
    // 20300 USDT: 20300.00 gross, 205.00 fee, 20095.00 paid out: above maxLimit 20000 plus the fee.
    expect((await sellQuote('20300')).json()).toEqual({ returnCode: '40204', returnMsg: 'Maximum sell amount is 20000 USD.', data: null, success: false });
  });

  it('refuses to quote nothing: a sale of 0', async () => {
    expect((await sellQuote('0')).json()).toEqual({
      returnCode: '40000',
      returnMsg: 'cryptoAmount: The amount must be greater than 0.',
      data: null,
      success: false,
    });
  });
});

describe('the sell payout is settled on the crypto actually deposited', () => {
  it("pays out what 60 USDT is worth at the order's price and fee schedule when 60 of 100 arrive", async () => {
    const { orderNo } = (await sell('100')).json().data;
    expect(await readOrder(orderNo)).toMatchObject({ cryptoAmount: '100', fiatAmount: '97.00', rampFee: '3.00', actualCryptoAmount: null });
    expect((await deposit(orderNo, '60')).data).toMatchObject({ status: 'cryptoSent', actualCryptoAmount: '60', fiatAmount: '57.40', rampFee: '2.60' });
    await nextConfirmation();
    expect((await call('POST', '/api/trade/confirm/sellOrder', { orderNo, userAccountId: accountId })).json().data).toMatchObject({
      status: 'inTransfer',
      fiatAmount: '57.40',
    });
    test.clock.advance(sandboxConfig.payout.settleDelayMs);
    await test.settle();
    expect(await readOrder(orderNo)).toMatchObject({
      status: 'completed',
      cryptoAmount: '100',
      actualCryptoAmount: '60',
      fiatAmount: '57.40',
      rampFee: '2.60',
      failureReason: null,
    });
    expect((await call('GET', `/api/trade/query/order/fee/info?orderNo=${orderNo}`)).json().data).toMatchObject({ serviceFee: '2.60' });
    const stored = await test.db.one(
      'SELECT fiat_amount, ramp_fee, final_fiat_amount, final_ramp_fee, fee_percent, fee_fixed FROM sell_orders WHERE order_no = $1',
      [orderNo],
    );
    expect(stored).toEqual({ fiat_amount: '97.00', ramp_fee: '3.00', final_fiat_amount: '57.40', final_ramp_fee: '2.60', fee_percent: '1', fee_fixed: '2' });
  });

  it("pays exactly the order's amounts when the ordered crypto arrives", async () => {
    const { orderNo } = (await sell('100')).json().data;
    expect((await deposit(orderNo, '100')).data).toMatchObject({ actualCryptoAmount: '100', fiatAmount: '97.00', rampFee: '3.00' });
  });

  it('pays nothing out for a deposit below the sell minimum: the order fails into the refund of what was sent', async () => {
    const { orderNo } = (await sell('100')).json().data;
    expect((await deposit(orderNo, '1')).data).toMatchObject({ status: 'cryptoSent', actualCryptoAmount: '1', failureReason: null });
    await nextConfirmation();
    expect(await readOrder(orderNo)).toMatchObject({ status: 'failed', actualCryptoAmount: '1', failureReason: 'amountOutOfRange', confirmedAt: null });
    expect((await call('POST', '/api/trade/confirm/sellOrder', { orderNo, userAccountId: accountId })).json()).toEqual(orderState);
    // Another payout account cannot help: only the refund is offered.
    expect((await call('POST', '/api/trade/update/sellOrder/account', { orderNo, userAccountId: accountId })).json()).toEqual(orderState);
    expect((await call('GET', `/api/trade/sell/refund/page/data?orderNo=${orderNo}`)).json().data).toEqual({
      orderNo,
      crypto: 'USDT',
      network: 'TRX',
      amount: '1',
    });
    expect((await call('GET', `/api/trade/sell/order/refund?orderNo=${orderNo}&address=${tronAddress}`)).json().data).toMatchObject({
      status: 'refunding',
      refundAmount: '1',
      refundCrypto: 'USDT',
    });
    const stored = await test.db.one<{ deposit_refused: boolean; confirmed_at: number | null }>(
      'SELECT deposit_refused, confirmed_at FROM sell_orders WHERE order_no = $1',
      [orderNo],
    );
    expect(stored).toEqual({ deposit_refused: true, confirmed_at: null });
  });

  it('refuses a deposit just under the fiat minimum too (19 USDT: 19.00 with its fee, under 20)', async () => {
    const { orderNo } = (await sell('100')).json().data;
    expect((await deposit(orderNo, '19')).data).toMatchObject({ fiatAmount: '16.81', rampFee: '2.19' });
    await nextConfirmation();
    expect(await readOrder(orderNo)).toMatchObject({ status: 'failed', failureReason: 'amountOutOfRange' });
  });

  it('refuses a deposit amount with more decimals than the crypto has, naming the field', async () => {
    const { orderNo } = (await sell('100')).json().data;
    expect(await deposit(orderNo, '1.1234567')).toEqual({
      returnCode: '40000',
      returnMsg: 'cryptoAmount: Up to 6 decimal places are allowed.',
      data: null,
      success: false,
    });
    expect(await readOrder(orderNo)).toMatchObject({ status: 'awaitingDeposit', actualCryptoAmount: null });
  });
});
