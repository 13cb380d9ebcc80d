import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../shared/config/constants';
import { sandboxConfig } from '../../../tests/helpers/testFlows';
import { buildTestApp, type SignedInUser, type TestApp } from '../../../tests/helpers/testApp';
import { fixedPrices } from '../../../tests/helpers/fixedPrices';
import { openQuote } from '../services/quote-store';

/** Fixed prices, so every figure below can be worked out by hand. */
const prices = fixedPrices((crypto, fiat) => (fiat === 'USD' ? ({ USDT: '1', BTC: '30000' } as Record<string, string | undefined>)[crypto] : undefined));

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp({ providers: { prices } });
});
afterAll(async () => {
  await test.close();
});

const usdtOnTron = {
  crypto: 'USDT',
  fiat: 'USD',
  side: 'buy',
  amount: '100',
  alpha2: 'US',
  network: 'TRX',
  networkName: 'Tron',
  payWayCode: '10001',
  rawFiat: 'USD',
};

describe('POST /api/index/v2/trade/quote', () => {
  it('prices a card buy with the method fee and the network fee (product §3 fields)', async () => {
    const response = await test.inject('POST', '/api/index/v2/trade/quote', usdtOnTron);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ returnCode: '0000', returnMsg: '', success: true });
    expect(body.data).toEqual({
      quoteId: expect.stringMatching(/^Q1\.[\w-]+\.[\w-]{43}$/),
      expiresAt: test.clock.now() + 30_000,
      fiat: 'USD',
      fiatSymbol: '$',
      flag: '/icons/flag/us.svg',
      alpha2: 'US',
      crypto: 'USDT',
      cryptoIcon: '/icons/crypto/usdt.svg',
      cryptoToFiatPrice: '1',
      cryptoPrice: '1.00',
      network: 'TRX',
      networkIcon: expect.any(String),
      networkName: expect.any(String),
      addressRegex: expect.any(String),
      memoRegex: null,
      decimalDigits: 2,
      payWayCode: '10001',
      fiatAmount: '100.00',
      rampFee: '4.20',
      networkFee: '1.00',
      cryptoAmount: '94.8',
      minAmount: '20',
      maxAmount: '5000',
      discount: false,
      discountNetworkFee: '1.00',
      discountRampFee: '4.20',
      discountCryptoAmount: '94.8',
      checkMerchant: false,
      merchantConfig: null,
    });
  });

  it('rounds the crypto received down to the crypto decimals', async () => {
    const response = await test.inject('POST', '/api/index/v2/trade/quote', { ...usdtOnTron, crypto: 'BTC', network: 'BTC' });
    // (100 − 4.20) / 30000 − 0.0001 = 0.00309333…
    expect(response.json().data).toMatchObject({ cryptoAmount: '0.00309333', networkFee: '3.00', cryptoPrice: '30000.00' });
  });

  it('prices with the first method offered when none is chosen yet', async () => {
    const response = await test.inject('POST', '/api/index/v2/trade/quote', { ...usdtOnTron, payWayCode: '' });
    expect(response.json().data).toMatchObject({ payWayCode: '10001', rampFee: '4.20' });
  });

  it('gives a signed-in user with no completed order 50% off the ramp fee', async () => {
    const user = await test.loginAs('first-order@example.com');
    const response = await user.signedInject('POST', '/index/v2/trade/quote', usdtOnTron);
    expect(response.json().data).toMatchObject({
      discount: true,
      rampFee: '4.20',
      discountRampFee: '2.10',
      cryptoAmount: '94.8',
      discountCryptoAmount: '96.9',
    });
  });

  it('seals the terms an order is held to, and its expiry, in the quoteId, storing nothing', async () => {
    const quote = (await test.inject('POST', '/api/index/v2/trade/quote', usdtOnTron)).json().data;
    expect(openQuote(test.app.config.quoteKey, quote.quoteId)).toEqual({
      side: 'buy',
      userNo: null,
      expiresAt: quote.expiresAt,
      terms: expect.objectContaining({ fiatAmount: '100.00', cryptoAmount: '94.8', rampFee: '4.20', payWayCode: '10001' }),
    });
    expect(await test.db.query('SELECT quote_id FROM used_quotes')).toEqual([]);
  });

  it('names the merchant of an appId in the query string', async () => {
    const response = await test.inject('POST', '/api/index/v2/trade/quote?appId=sandbox-demo&showTable=1', usdtOnTron);
    expect(response.json().data).toMatchObject({
      checkMerchant: true,
      merchantConfig: { menuBarVisible: false, customerServiceVisible: false, onOrderCompletionBtnVisible: true },
    });
  });

  it('refuses more decimals than the fiat has', async () => {
    const response = await test.inject('POST', '/api/index/v2/trade/quote', { ...usdtOnTron, amount: '100.005' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ returnCode: '40000', returnMsg: 'amount: Up to 2 decimal places are allowed.', data: null, success: false });
  });

  it('refuses an amount that is not a decimal string', async () => {
    const response = await test.inject('POST', '/api/index/v2/trade/quote', { ...usdtOnTron, amount: 100 });
    expect(response.json()).toEqual({ returnCode: '40000', returnMsg: 'amount: must be string', data: null, success: false });
  });

  it('answers notFound for a network the crypto does not run on', async () => {
    const response = await test.inject('POST', '/api/index/v2/trade/quote', { ...usdtOnTron, crypto: 'BTC' });
    expect(response.statusCode).toBe(404);
    expect(response.json().returnCode).toBe('40004');
  });
});

describe('GET /api/index/v2/sell/trade/quote', () => {
  it('prices a sell with the default payout method fee and both limit pairs', async () => {
    const response = await test.inject('GET', '/api/index/v2/sell/trade/quote?crypto=USDT&fiat=USD&cryptoAmount=100&network=TRX&alpha2=US&payWayCode=');
    expect(response.json().data).toMatchObject({
      quoteId: expect.stringMatching(/^Q/),
      payWayCode: '19000',
      cryptoAmount: '100',
      fiatAmount: '97.00',
      rampFee: '3.00',
      cryptoPrice: '1.00',
      minAmount: '10',
      maxAmount: '50000',
      minLimit: '20',
      maxLimit: '20000',
      cryptoDecimalDigits: 6,
    });
    expect(response.json().data).not.toHaveProperty('networkFee');
    expect(response.json().data).not.toHaveProperty('discount');
  });

  it('refuses a sell amount with more than six decimals', async () => {
    const response = await test.inject('GET', '/api/index/v2/sell/trade/quote?crypto=USDT&fiat=USD&cryptoAmount=1.1234567&network=TRX');
    expect(response.json()).toEqual({ returnCode: '40000', returnMsg: 'cryptoAmount: Up to 6 decimal places are allowed.', data: null, success: false });
  });
});

describe('fee schedules', () => {
  it('answers a buy method fee schedule from /crypto/fee', async () => {
    const response = await test.inject('GET', '/api/crypto/fee?crypto=BTC&fiat=USD&payWayCode=10001');
    expect(response.json().data).toEqual({
      crypto: 'BTC',
      fiat: 'USD',
      network: 'BTC',
      payWayCode: '10001',
      rampFeePercent: '3.9',
      rampFeeFixed: '0.3',
      networkFee: '0.0001',
      networkFeeFiat: '3.00',
      cryptoPrice: '30000.00',
      minAmount: '20',
      maxAmount: '5000',
    });
  });

  it('answers a sell fee schedule without a network fee from /crypto/sell/fee/v4', async () => {
    const response = await test.inject('GET', '/api/crypto/sell/fee/v4?crypto=USDT&fiat=USD&network=TRX');
    expect(response.json().data).toMatchObject({
      payWayCode: '19000',
      rampFeePercent: '1',
      rampFeeFixed: '2',
      networkFee: '0',
      networkFeeFiat: '0.00',
      minAmount: '20',
      maxAmount: '20000',
    });
  });

  it('refuses a fee query without the fiat', async () => {
    const response = await test.inject('GET', '/api/crypto/fee?crypto=BTC');
    expect(response.json()).toEqual({ returnCode: '40000', returnMsg: "fiat: must have required property 'fiat'", data: null, success: false });
  });

  it('answers a crypto buy facts from /crypto/buy/v2', async () => {
    const response = await test.inject('GET', '/api/crypto/buy/v2?crypto=USDT&fiat=USD&network=TRX');
    expect(response.json().data).toEqual({
      crypto: 'USDT',
      cryptoName: 'Tether',
      cryptoIcon: '/icons/crypto/usdt.svg',
      cryptoToFiatPrice: '1',
      decimals: 6,
      networks: [expect.objectContaining({ network: 'TRX', networkFee: '1' })],
    });
  });

  it('answers notFound from /crypto/buy/v2 for a pair without a price', async () => {
    const response = await test.inject('GET', '/api/crypto/buy/v2?crypto=USDT&fiat=EUR');
    expect(response.json()).toEqual({ returnCode: '40004', returnMsg: 'The requested item was not found.', data: null, success: false });
  });
});

describe('the first-order discount (product §1): one order only', () => {
  const tron = 'TV8BnHfooNjh8ptaBRzEE4r4wbC8aZH3JZ';
  let tokens = 0;
  const quoteFor = async (user: SignedInUser) => {
    test.clock.advance(1);
    return (await user.signedInject('POST', '/index/v2/trade/quote', usdtOnTron)).json().data;
  };
  const create = async (user: SignedInUser, quoteId: string) => {
    test.clock.advance(1);
    tokens += 1;
    return user.signedInject(
      'POST',
      '/trade/create',
      { quoteId, cryptoCurrency: 'USDT', address: tron, network: 'TRX', fiatCurrency: 'USD', amount: '100', payWayCode: '10001', alpha2: 'US' },
      { 'submit-token': `fo-${tokens}` },
    );
  };
  const discounted = async (user: SignedInUser) =>
    test.db.query<{ discount: boolean }>('SELECT discount FROM buy_orders WHERE user_no = $1 ORDER BY created_at', [user.userNo]);
  const card = { cardNumber: '4242424242424242', cardExpireMonth: '12', cardExpireYear: '2035', cvv: '123', firstname: 'Ana', lastname: 'Silva' };

  it('goes to the first order only: a second discounted quote is refused once an order holds it, and new quotes carry none', async () => {
    const user = await test.loginAs('one-discount@example.com');
    const [first, second] = [await quoteFor(user), await quoteFor(user)];
    expect([first.discount, second.discount]).toEqual([true, true]);
    expect((await create(user, first.quoteId)).json().data).toMatchObject({ discount: true, rampFee: '2.10', cryptoAmount: '96.9' });
    const refused = await create(user, second.quoteId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      returnCode: '40201',
      returnMsg: 'The first-order discount already applies to another of your orders.',
      data: null,
      success: false,
    });
    // An unpaid order awaiting payment holds the discount: the next quote has none, and its order is priced without it.
    const third = await quoteFor(user);
    expect(third).toMatchObject({ discount: false, discountRampFee: '4.20' });
    expect((await create(user, third.quoteId)).json().data).toMatchObject({ discount: false, rampFee: '4.20' });
    expect(await discounted(user)).toEqual([{ discount: true }, { discount: false }]);
  });

  it('is not offered by a quote while another open order holds it: two quotes and two orders in a row, both orders created', async () => {
    const user = await test.loginAs('quote-order-quote-order@example.com');
    const first = await quoteFor(user);
    expect(first.discount).toBe(true);
    expect((await create(user, first.quoteId)).json().data).toMatchObject({ discount: true, status: 'unpaid' });
    const second = await quoteFor(user);
    expect(second).toMatchObject({ discount: false, discountRampFee: second.rampFee, discountCryptoAmount: second.cryptoAmount });
    const created = await create(user, second.quoteId);
    expect(created.json()).toMatchObject({ returnCode: '0000', data: { discount: false, rampFee: second.rampFee } });
  });

  it('is granted to one of two orders created at the same moment', async () => {
    const user = await test.loginAs('race-discount@example.com');
    const quotes = [await quoteFor(user), await quoteFor(user)];
    const answers = await Promise.all(
      quotes.map((quote, index) => {
        tokens += 1;
        return user.signedInject(
          'POST',
          '/trade/create',
          {
            quoteId: quote.quoteId,
            cryptoCurrency: 'USDT',
            address: tron,
            network: 'TRX',
            fiatCurrency: 'USD',
            amount: '100',
            payWayCode: '10001',
            alpha2: 'US',
          },
          { 'submit-token': `race-${index}` },
        );
      }),
    );
    expect(answers.map((answer) => answer.json().returnCode).sort()).toEqual(['0000', '40201']);
    expect(await discounted(user)).toEqual([{ discount: true }]);
  });

  it('comes back once the discounted order closes unpaid, and ends once a buy is paid', async () => {
    const user = await test.loginAs('closed-discount@example.com');
    await create(user, (await quoteFor(user)).quoteId);
    expect((await quoteFor(user)).discount).toBe(false);
    test.clock.advance(constants.buyOrderPaymentWindowMs);
    const again = await quoteFor(user);
    expect(again.discount).toBe(true);
    const { orderNo } = (await create(user, again.quoteId)).json().data;
    test.clock.advance(1);
    expect((await user.signedInject('POST', '/pay/card/submit', { orderNo, ...card })).json().data).toEqual({ orderNo, result: 'success' });
    // Processing, then completed: neither leaves room for another discount.
    expect((await quoteFor(user)).discount).toBe(false);
    test.clock.advance(sandboxConfig.chain.confirmDelayMs);
    await test.settle();
    expect((await quoteFor(user)).discount).toBe(false);
  });

  it('stays payable with its discount when an order priced without it is paid first', async () => {
    const user = await test.loginAs('second-paid-first@example.com');
    const { orderNo: first } = (await create(user, (await quoteFor(user)).quoteId)).json().data;
    const { orderNo: second } = (await create(user, (await quoteFor(user)).quoteId)).json().data;
    expect(await discounted(user)).toEqual([{ discount: true }, { discount: false }]);
    test.clock.advance(1);
    expect((await user.signedInject('POST', '/pay/card/submit', { orderNo: second, ...card })).json().data.result).toBe('success');
    test.clock.advance(1);
    expect((await user.signedInject('POST', '/pay/card/submit', { orderNo: first, ...card })).json().data.result).toBe('success');
  });

  it('is not paid twice: a declined discounted order cannot be paid once another order holds the discount', async () => {
    const user = await test.loginAs('declined-discount@example.com');
    const { orderNo: declined } = (await create(user, (await quoteFor(user)).quoteId)).json().data;
    test.clock.advance(1);
    expect((await user.signedInject('POST', '/pay/card/submit', { orderNo: declined, ...card, cardNumber: '4000000000400202' })).json().returnCode).toBe(
      '40020',
    );
    // A declined order does not count: the next order gets the discount, and the declined one may no longer be paid with it.
    const next = await quoteFor(user);
    expect(next.discount).toBe(true);
    expect((await create(user, next.quoteId)).json().data.discount).toBe(true);
    test.clock.advance(1);
    expect((await user.signedInject('POST', '/pay/card/submit', { orderNo: declined, ...card })).json()).toEqual({
      returnCode: '40203',
      returnMsg: 'The first-order discount already applies to another of your orders.',
      data: null,
      success: false,
    });
  });
});

describe('a quote asked again (priced once per price, services/quotes.ts)', () => {
  let usdtPrice = '1';
  let again: TestApp;
  beforeAll(async () => {
    again = await buildTestApp({ providers: { prices: fixedPrices((crypto, fiat) => (crypto === 'USDT' && fiat === 'USD' ? usdtPrice : undefined)) } });
  });
  afterAll(() => again.close());

  const quote = async () => (await again.inject('POST', '/api/index/v2/trade/quote', usdtOnTron)).json().data;

  it('gets the same figures under a seal of its own, and follows the price once it moves', async () => {
    const [first, second] = [await quote(), await quote()];
    expect(second.quoteId).not.toBe(first.quoteId);
    expect({ ...second, quoteId: undefined }).toEqual({ ...first, quoteId: undefined });
    expect(first).toMatchObject({ cryptoToFiatPrice: '1', cryptoAmount: '94.8' });
    usdtPrice = '2';
    // (100 − 4.20 fee) / 2 − 1 USDT of network fee.
    expect(await quote()).toMatchObject({ cryptoToFiatPrice: '2', cryptoAmount: '46.9' });
    // Each seal holds the figures its quote showed.
    expect(openQuote(again.app.config.quoteKey, first.quoteId)?.terms).toMatchObject({ cryptoAmount: '94.8' });
  });
});
