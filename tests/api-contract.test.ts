import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient, type ApiRequest, type ApiResult, type ApiSession } from '../src/api/client';
import * as account from '../src/api/endpoints/account';
import * as buy from '../src/api/endpoints/buy';
import * as home from '../src/api/endpoints/home';
import * as kyc from '../src/api/endpoints/kyc';
import * as quotes from '../src/api/endpoints/quotes';
import * as sandbox from '../src/api/endpoints/sandbox';
import * as sell from '../src/api/endpoints/sell';
import { constants } from '../src/shared/config/constants';
import { buildTestApp, type TestApp } from './helpers/testApp';
import { sandboxConfig } from './helpers/testFlows';
import { quotePageQuery } from '../src/ui/screens/home/quotePageQuery';

/**
 * The browser's API client against the real server over HTTP: every endpoint function of
 * src/api/endpoints is called at least once with valid input, through the real sign-in, and the
 * fields the UI reads are checked. When the client and the server drift apart, this fails.
 */

let test: TestApp;
let api: ApiClient;
let session: ApiSession | undefined;

const tronAddress = 'TV8BnHfooNjh8ptaBRzEE4r4wbC8aZH3JZ';
const card = { cardNumber: '4242424242424242', cardExpireMonth: '12', cardExpireYear: '2035', cvv: '123', firstname: 'Ana', lastname: 'Silva' };
const goodIban = 'DE89370400440532013000';
/** docs/sandbox.md: a payout to this account is rejected by the bank. */
const rejectedIban = 'GB82WEST12345698765432';

/** The data of an ok answer; any other answer fails the test with what the server said. */
function data<T>(result: ApiResult<T>): T {
  if (result.kind !== 'ok') throw new Error(`expected ok, got ${JSON.stringify(result)}`);
  return result.data;
}

/**
 * A route the spec names that the checkout's own pages do not call (so src/api has no function for
 * it), called through the same client: signed, with the same headers and envelope handling.
 */
// Answers of these routes are checked field by field below: unknown, or typed at the call as far as a test reads into them.
const call = <T = unknown>(method: ApiRequest['method'], path: string, options: Pick<ApiRequest, 'query' | 'body'> = {}) =>
  api.request<T>({ method, path, ...options });

/** product §7 Buy order: the submit calls of the local schemes; each issues the instructions of the order's own method. */
const localPaySubmitPaths = ['/pay/idr/submit', '/pay/saasSubmit', '/pay/php/submit', '/pay/mxn/submit', '/pay/pix/submit', '/pay/binance/submit'];

/** Signs in as the browser does: mail/sending, the code from the development outbox, user/login. */
async function signIn(email: string): Promise<void> {
  session = undefined;
  data(await account.sendMailCode(api, { email }));
  const mails = data(await account.devOutbox(api, { email }));
  const code = /\b(\d{6})\b/.exec(mails[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  const answer = await account.login(api, { email, code });
  const login = data(answer);
  expect(login).toMatchObject({ email, userNo: expect.any(String), kycStatus: 'none' });
  if (answer.kind !== 'ok') throw new Error('unreachable');
  session = { token: answer.headers.token ?? '', signKey: answer.headers.sign ?? '' };
  expect(session.token).not.toBe('');
  expect(session.signKey).not.toBe('');
}

async function buyQuoteFor(fiat: string, alpha2: string, amount: string, payWayCode?: string) {
  return data(await quotes.buyQuote(api, { crypto: 'USDT', fiat, side: 'buy', amount, alpha2, network: 'TRX', payWayCode }));
}

async function buyOrder(fiat: string, alpha2: string, amount: string, payWayCode: string) {
  const quote = await buyQuoteFor(fiat, alpha2, amount, payWayCode);
  return data(
    await buy.createOrder(api, {
      quoteId: quote.quoteId,
      cryptoCurrency: 'USDT',
      address: tronAddress,
      network: 'TRX',
      fiatCurrency: fiat,
      amount,
      payWayCode,
      alpha2,
      depositType: constants.depositType,
      cryptoCurrencyVolume: quote.cryptoAmount,
    }),
  );
}

beforeAll(async () => {
  test = await buildTestApp();
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = test.app.server.address() as AddressInfo;
  const stored = new Map<string, string>();
  api = createApiClient({
    baseURL: `http://127.0.0.1:${port}/api`,
    getSession: () => session,
    getLanguage: () => 'en-US',
    storage: { getItem: (key) => stored.get(key) ?? null, setItem: (key, value) => void stored.set(key, value) },
  });
  await signIn('contract@example.com');
});

afterAll(async () => {
  await test?.close();
});

describe('account calls', () => {
  it('signs in with the mailed code, and the stored token signs in again without one', async () => {
    expect(data(await call('GET', '/login/free/certification'))).toMatchObject({ email: 'contract@example.com' });
  });
});

describe('home and list calls', () => {
  it('answers the notices with epoch-ms times, the promotion, the client ip, the sandbox flag and the sandbox wallet cards', async () => {
    const notices = data(await home.noticeList(api));
    for (const notice of notices) expect(notice).toMatchObject({ content: expect.any(String), endTime: expect.any(Number), systemTime: expect.any(Number) });
    expect(data(await call('GET', '/index/v2/activity/time'))).toMatchObject({ activityStatus: expect.anything() });
    expect(data(await call<{ ip: string }>('GET', '/index/client/ip')).ip).toMatch(/127\.0\.0\.1/);
    expect(data(await home.environment(api))).toEqual({
      sandbox: true,
      sandboxKinds: ['card', 'local', 'kyc', 'chain', 'payout', 'prices'],
      sandboxNetworks: [],
      walletCards: test.app.config.sandbox.cards,
    });
  });

  it('answers the fiat list with its page and recent lists', async () => {
    const list = data(await home.fiatList(api, { pageIndex: 1, pageSize: constants.fiatListPageSize, side: 'buy' }));
    expect(list.pageData.result.map((item) => item.fiat)).toContain('USD');
    expect(list.pageData.total).toBeGreaterThan(0);
    expect(Array.isArray(list.buyRecentFiatList) && Array.isArray(list.sellRecentFiatList)).toBe(true);
  });

  it('answers the crypto list with crypto and network pairs, popular and recent', async () => {
    const list = data(await home.cryptoList(api, { pageIndex: 1, pageSize: constants.cryptoListPageSize, side: 'buy', coin: 'USDT', fiat: 'USD' }));
    expect(list.pageData.result).toContainEqual(expect.objectContaining({ crypto: 'USDT', network: 'TRX', networkName: expect.any(String) }));
    expect(Array.isArray(list.popularList) && Array.isArray(list.recentBuyList)).toBe(true);
  });

  it('answers the three network lists with each network and its address rule', async () => {
    const rows = [
      data(await call('GET', '/index/v2/crypto/network/list', { query: { crypto: 'USDT' } })),
      data(await home.networkList(api, { crypto: 'USDT', side: 'buy' })),
      data(await call('GET', '/crypto/sell/network', { query: { crypto: 'USDT' } })),
    ];
    for (const networks of rows) expect(networks).toContainEqual(expect.objectContaining({ crypto: 'USDT', network: 'TRX', addressRegex: expect.any(String) }));
  });
});

describe('quote and fee calls', () => {
  it('quotes a buy with its limits, fees and quote id', async () => {
    const quote = await buyQuoteFor('USD', 'US', '100');
    expect(quote).toMatchObject({
      quoteId: expect.any(String),
      fiat: 'USD',
      crypto: 'USDT',
      minAmount: expect.any(String),
      maxAmount: expect.any(String),
      networkFee: expect.any(String),
      decimalDigits: expect.any(Number),
    });
  });

  it('quotes a buy with the page query string after the path', async () => {
    const quote = data(
      await quotes.buyQuote(api, { crypto: 'USDT', fiat: 'USD', side: 'buy', amount: '100', network: 'TRX' }, { pageQuery: { appId: 'sandbox-demo' } }),
    );
    expect(quote.merchantConfig).toMatchObject({ menuBarVisible: false });
  });

  it('quotes a buy and a sell with the page or merchant query string as the home page sends it, unknown keys ignored', async () => {
    const link = { appId: 'sandbox-demo', showTable: '1', language: 'es', type: 'buy', email: 'a@b.co', somethingNew: '1' };
    const buyQuote = data(
      await quotes.buyQuote(
        api,
        { crypto: 'USDT', fiat: 'USD', side: 'buy', amount: '100', network: 'TRX' },
        { pageQuery: quotePageQuery('buy', new URLSearchParams(), link) },
      ),
    );
    expect(buyQuote.merchantConfig).toMatchObject({ menuBarVisible: false });
    const sellQuery = quotePageQuery('sell', new URLSearchParams(link), undefined);
    expect(Object.keys(sellQuery)).toEqual(['appId', 'merchantParams']);
    const sellQuote = data(
      await quotes.sellQuote(api, { crypto: 'USDT', fiat: 'EUR', cryptoAmount: '50', network: 'TRX', alpha2: 'DE' }, { pageQuery: sellQuery }),
    );
    expect(sellQuote).toMatchObject({ fiat: 'EUR', crypto: 'USDT' });
  });

  it('quotes a sell with its sell limits', async () => {
    const quote = data(await quotes.sellQuote(api, { crypto: 'USDT', fiat: 'EUR', cryptoAmount: '50', network: 'TRX', alpha2: 'DE' }));
    expect(quote).toMatchObject({ quoteId: expect.any(String), fiatAmount: expect.any(String), minLimit: expect.any(String), maxLimit: expect.any(String) });
  });

  it('answers the fee schedules and the crypto info', async () => {
    expect(data(await call('GET', '/crypto/fee', { query: { crypto: 'USDT', fiat: 'USD', network: 'TRX' } }))).toMatchObject({
      rampFeePercent: expect.any(String),
      networkFee: expect.any(String),
    });
    expect(data(await call('GET', '/crypto/sell/fee/v4', { query: { crypto: 'USDT', fiat: 'EUR', network: 'TRX' } }))).toMatchObject({
      rampFeePercent: expect.any(String),
    });
    expect(data(await call<{ networks: unknown[] }>('GET', '/crypto/buy/v2', { query: { crypto: 'USDT', fiat: 'USD' } })).networks).toContainEqual(
      expect.objectContaining({ network: 'TRX' }),
    );
  });
});

describe('buy calls', () => {
  it('pays an order with a saved card and reads its result, message, fee and details', async () => {
    const methods = data(await call('GET', '/crypto/payment/in/list', { query: { fiat: 'USD', alpha2: 'US' } }));
    expect(methods).toContainEqual(expect.objectContaining({ payWayCode: '10001', routerPath: '/creditCardConfig' }));
    const order = await buyOrder('USD', 'US', '100', '10001');
    expect(order).toMatchObject({ orderNo: expect.any(String), status: 'unpaid', side: 'buy' });

    expect(data(await buy.lastPayFormData(api, '10001'))).toEqual({ formData: null, cards: [], cardFields: null });
    const saved = data(await buy.saveCard(api, card));
    expect(saved.card).toMatchObject({ userCardId: expect.any(String), last4: '4242' });
    expect(data(await buy.payByCard(api, { orderNo: order.orderNo, userCardId: saved.card.userCardId }))).toEqual({
      orderNo: order.orderNo,
      result: 'success',
    });

    expect(data(await buy.payResult(api, order.orderNo))).toMatchObject({ orderNo: order.orderNo, result: 'success', resultCode: null });
    expect(data(await call('GET', '/pay/message/query', { query: { orderNo: order.orderNo } }))).toEqual({
      orderNo: order.orderNo,
      resultCode: null,
      message: null,
    });
    expect(data(await quotes.orderFeeInfo(api, order.orderNo))).toMatchObject({
      serviceFee: expect.any(String),
      networkFee: expect.any(String),
      price: expect.any(String),
    });
    expect(data(await buy.buyOrderDetails(api, order.orderNo))).toMatchObject({ orderNo: order.orderNo, address: tronAddress, status: 'processing' });
    expect(data(await call('GET', `/trade/${encodeURIComponent(order.orderNo)}`))).toMatchObject({ side: 'buy', orderNo: order.orderNo });
    const page = data(await buy.tradeList(api, { pageIndex: 1, pageSize: 20 }));
    expect(page.result.map((row) => row.orderNo)).toContain(order.orderNo);
    expect(data(await buy.deleteCard(api, saved.card.userCardId))).toEqual({ cards: [] });
  });

  it('issues virtual-account instructions by POST /pay/{product} and by every local submit call', async () => {
    const order = await buyOrder('IDR', 'ID', '1000000', '10003');
    const instructions = data(await buy.payProduct(api, 'virtualAccount', { orderNo: order.orderNo, bankCode: 'BRI' }));
    expect(instructions).toMatchObject({ kind: 'virtualAccount', bankCode: 'BRI', vaNumber: expect.stringMatching(/^26215\d{11}$/) });
    for (const path of localPaySubmitPaths) {
      expect(data(await api.submit<unknown>(`buy.submit.${path}`, { method: 'POST', path, body: { orderNo: order.orderNo, bankCode: 'BRI' } }))).toEqual(
        instructions,
      );
    }
    expect((await sandbox.markOrderPaid(api, order.orderNo)).kind).toBe('ok');
    await test.settle();
    expect(data(await buy.payResult(api, order.orderNo)).result).toBe('success');
  });

  it('changes the method of an unpaid order with a fresh quote', async () => {
    const order = await buyOrder('IDR', 'ID', '1000000', '10003');
    const fresh = await buyQuoteFor('IDR', 'ID', '1000000', '10004');
    expect(
      data(
        await api.submit<unknown>('buy.updateOrder', {
          method: 'POST',
          path: '/trade/order/update',
          body: { orderNo: order.orderNo, payWayCode: '10004', quoteId: fresh.quoteId },
        }),
      ),
    ).toMatchObject({ orderNo: order.orderNo, payWayCode: '10004' });
  });

  it('answers the wallet sheet for Apple Pay', async () => {
    const order = await buyOrder('EUR', 'DE', '100', '501');
    expect(data(await buy.payProduct(api, 'applePay', { orderNo: order.orderNo }))).toMatchObject({
      kind: 'walletSheet',
      orderNo: order.orderNo,
      currencyCode: 'EUR',
    });
  });

  it('resolves a name, checks a wallet and an Apple Pay domain', async () => {
    expect(data(await buy.resolveEns(api, 'vitalik.eth')).address).toBe('0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045');
    expect(data(await buy.checkWallet(api, { coin: 'USDT', email: 'contract@example.com' }))).toBe(true);
    // Verified only for a merchant's redirect origin (config/merchants.json) or the server's own host.
    expect(data(await call('POST', '/pay/apple/domainName/verify', { body: { domainName: 'Demo.Gangway.dev' } }))).toEqual({
      domainName: 'demo.gangway.dev',
      verified: true,
    });
    expect(data(await call('POST', '/pay/apple/domainName/verify', { body: { domainName: 'evil.example.org' } }))).toEqual({
      domainName: 'evil.example.org',
      verified: false,
    });
  });

  it('checks a merchant link and answers its mode and config', async () => {
    const check = data(await buy.checkMerchantParams(api, { appId: 'sandbox-demo', type: 'buy' }));
    expect(check).toMatchObject({
      merchantType: 'page',
      merchantLogo: expect.any(String),
      merchantConfig: { merchantLogo: expect.any(String), menuBarVisible: false, customerServiceVisible: false },
    });
  });
});

describe('sell calls', () => {
  async function payoutAccount(accountNumber: string) {
    return data(await sell.savePayoutAccount(api, { alpha2: 'DE', payWayCode: '19000', account: { fullName: 'Ana Silva', accountNumber } }));
  }

  async function confirmedOrder(userAccountId: string) {
    const quote = data(await quotes.sellQuote(api, { crypto: 'USDT', fiat: 'EUR', cryptoAmount: '50', network: 'TRX', alpha2: 'DE', payWayCode: '19000' }));
    const order = data(
      await sell.createSellOrder(api, {
        quoteId: quote.quoteId,
        crypto: 'USDT',
        network: 'TRX',
        fiat: 'EUR',
        alpha2: 'DE',
        cryptoAmount: '50',
        payWayCode: '19000',
        userAccountId,
      }),
    );
    expect(order).toMatchObject({ side: 'sell', status: 'awaitingDeposit', depositAddress: expect.any(String), expiresAt: expect.any(Number) });
    expect(data(await call<{ status: string }>('POST', `/sandbox/sell/${encodeURIComponent(order.orderNo)}/deposit`, { body: {} })).status).toBe(
      'awaitingDeposit',
    );
    await test.settle();
    expect(data(await sell.sellOrder(api, order.orderNo)).status).toBe('cryptoSent');
    test.clock.advance(sandboxConfig.chain.confirmDelayMs);
    await test.settle();
    data(await sell.confirmSellOrder(api, order.orderNo, userAccountId));
    return order;
  }

  it('lists the payout methods and saved accounts, masked', async () => {
    expect(data(await call('GET', '/crypto/payment/payout/list', { query: { fiat: 'EUR', alpha2: 'DE' } }))).toContainEqual(
      expect.objectContaining({ payWayCode: '19000' }),
    );
    const saved = await payoutAccount(goodIban);
    expect(saved).toMatchObject({ userAccountId: expect.any(String), alpha2: 'DE', payWayCode: '19000' });
    expect(data(await sell.payoutAccountList(api, { alpha2: 'DE' })).map((row) => row.userAccountId)).toContain(saved.userAccountId);
  });

  it('creates an order, switches its network, and pays it out after the deposit', async () => {
    const good = await payoutAccount(goodIban);
    const quote = data(await quotes.sellQuote(api, { crypto: 'USDT', fiat: 'EUR', cryptoAmount: '50', network: 'TRX', alpha2: 'DE' }));
    const order = data(
      await sell.createSellOrder(api, { quoteId: quote.quoteId, crypto: 'USDT', network: 'TRX', fiat: 'EUR', alpha2: 'DE', cryptoAmount: '50' }),
    );
    expect(data(await sell.switchSellNetwork(api, { orderNo: order.orderNo, network: 'ETH' }))).toMatchObject({
      network: 'ETH',
      depositAddress: expect.stringMatching(/^0x/),
    });
    expect(data(await sell.sellOrder(api, order.orderNo))).toMatchObject({ orderNo: order.orderNo, network: 'ETH' });

    const paid = await confirmedOrder(good.userAccountId);
    expect(data(await sell.sellOrderDetails(api, paid.orderNo))).toMatchObject({
      orderNo: paid.orderNo,
      recipientAccount: { userAccountId: good.userAccountId },
    });
    const history = data(await call<{ result: { orderNo: string }[] }>('GET', '/trade/query/sell/order/history', { query: { pageIndex: 1, pageSize: 20 } }));
    expect(history.result.map((row) => row.orderNo)).toEqual(expect.arrayContaining([order.orderNo, paid.orderNo]));
  });

  it('after a bank rejection, offers and takes the USDT refund, or takes new bank details', async () => {
    const rejected = await payoutAccount(rejectedIban);
    const good = await payoutAccount(goodIban);
    const refunded = await confirmedOrder(rejected.userAccountId);
    const updated = await confirmedOrder(rejected.userAccountId);
    test.clock.advance(sandboxConfig.payout.settleDelayMs);
    await test.settle();

    expect(data(await sell.sellOrder(api, refunded.orderNo)).status).toBe('failed');
    expect(data(await sell.refundPageData(api, refunded.orderNo))).toMatchObject({
      orderNo: refunded.orderNo,
      crypto: 'USDT',
      network: 'TRX',
      amount: expect.any(String),
    });
    expect(data(await sell.requestSellRefund(api, { orderNo: refunded.orderNo, address: tronAddress })).status).toBe('refunding');
    expect(data(await sell.updateSellOrderAccount(api, { orderNo: updated.orderNo, userAccountId: good.userAccountId })).status).toBe('inTransfer');
  });
});

describe('KYC calls', () => {
  const identity = { firstName: 'Ana', lastName: 'Approved', nationality: 'BR', birthDate: '1990-04-01' };

  it('answers the status, quota, result, disabled flag and user detail of a new user', async () => {
    expect(data(await kyc.kycStatus(api))).toMatchObject({ kycStatus: 'none', kycLevel: expect.any(Number) });
    expect(data(await call('POST', '/kyc/getSellKycStatus'))).toMatchObject({ kycStatus: 'none' });
    expect(typeof data(await kyc.kycDisabled(api))).toBe('boolean');
    expect(data(await kyc.kycQuota(api, { fiat: 'USD' }))).toMatchObject({ fiat: 'USD', quota: expect.any(String) });
    expect(data(await kyc.kycResult(api))).toMatchObject({ kycStatus: 'none', reasons: [] });
    expect(data(await kyc.kycUserDetail(api))).toEqual({ kycStatus: 'none', identity: null, masked: [], photosKept: [] });
    expect(data(await kyc.brazilCpf(api))).toEqual({ cpf: null });
  });

  it('checks KYC for a payment, the Brazil rule and the buy-through of an order', async () => {
    expect(data(await kyc.kycCheck(api, { orderAmount: '100', fiat: 'USD', payType: '10001', businessType: 1 }))).toMatchObject({
      kycFlag: 0,
      userLevel: expect.any(Number),
    });
    const order = await buyOrder('USD', 'US', '100', '10001');
    expect(data(await kyc.kycRule(api, { orderNo: order.orderNo }))).toMatchObject({ rule: expect.any(Number) });
    expect(data(await kyc.buyKycThrough(api, order.orderNo))).toMatchObject({ isKyc: expect.any(Boolean), kycLevel: expect.any(Number) });
  });

  it('submits the provider document flow with its token, after the photos went to its capture URL', async () => {
    expect(data(await call('POST', '/kyc/getKycToken'))).toMatchObject({ token: expect.any(String), level: 1, captureUrl: expect.any(String) });
    const { token, captureUrl } = data(await kyc.kycTokenV2(api));
    const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), new Uint8Array(constants.photoMinBytes)], { type: 'image/jpeg' });
    for (const kind of ['id', 'selfie', 'proofOfAddress'] as const)
      expect(data(await kyc.captureKycPhoto(api, captureUrl, kind, photo))).toMatchObject({ kind });
    expect(data(await kyc.onfidoCheckSubmit(api, { ...identity, token }))).toMatchObject({ kycStatus: 'waiting' });
  });

  it('runs the identity review of bank transfers', async () => {
    expect(data(await kyc.identityAuthStatus(api))).toEqual({ status: null });
    expect(data(await kyc.identityAuthCreate(api, identity))).toEqual({ status: 0 });
    expect(data(await call('POST', '/kyc/auth/check'))).toEqual({ passed: false, status: 0 });
  });

  it('runs the legend-trading form with both photos uploaded as images', async () => {
    await signIn('legend@example.com');
    const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), new Uint8Array(constants.photoMinBytes)], { type: 'image/jpeg' });
    data(await kyc.legend(api, 'submitData', identity));
    expect(data(await kyc.legend(api, 'queryData')).identity).toMatchObject({ firstName: 'Ana', lastName: 'Approved' });
    expect(data(await kyc.uploadKycPhoto(api, 'idFileUpload', photo))).toMatchObject({ kind: 'id', sizeBytes: photo.size });
    expect(data(await kyc.uploadKycPhoto(api, 'selfieFileUpload', photo))).toMatchObject({ kind: 'selfie' });
    expect(data(await kyc.legend(api, 'kycSubmit'))).toMatchObject({ kycStatus: 'waiting' });
  });
});

describe('signing out', () => {
  it('logs out, after which the token no longer signs in', async () => {
    data(await account.logout(api));
    expect(await call('GET', '/login/free/certification')).toMatchObject({ kind: 'error' });
  });
});
