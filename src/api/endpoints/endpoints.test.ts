import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../client';
import * as account from './account';
import * as buy from './buy';
import * as home from './home';
import * as kyc from './kyc';
import * as quotes from './quotes';
import * as sandbox from './sandbox';
import * as sell from './sell';

const seen: { method: string; url: string; body: string; contentType: string | undefined }[] = [];
let server: Server;
let api: ApiClient;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('latin1')));
    request.on('end', () => {
      seen.push({ method: request.method ?? '', url: (request.url ?? '').replace(/^\/api/, ''), body, contentType: request.headers['content-type'] });
      response.end(JSON.stringify({ returnCode: '0000', returnMsg: '', data: null, success: true }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const values = new Map<string, string>();
  api = createApiClient({
    baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
    getSession: () => ({ token: 't', signKey: 'k' }),
    getLanguage: () => 'en-US',
    storage: { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) },
  });
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const card = { cardNumber: '4242424242424242', cardExpireMonth: '12', cardExpireYear: '30', cvv: '123', firstname: 'Ana', lastname: 'Lima' };
const identity = { firstName: 'Ana', lastName: 'Lima', nationality: 'BR' };
const sellOrderBody = { quoteId: 'Q1', crypto: 'USDT', network: 'TRX', fiat: 'EUR', alpha2: 'DE', cryptoAmount: '50' };
const payoutAccount = { alpha2: 'DE', payWayCode: '19000', account: { fullName: 'Ana Silva', accountNumber: 'DE89370400440532013000' } };

const calls: [string, () => Promise<unknown>, string, string, unknown?][] = [
  ['send code', () => account.sendMailCode(api, { email: 'a@b.co' }), 'POST', '/mail/sending', { email: 'a@b.co' }],
  ['login', () => account.login(api, { email: 'a@b.co', code: '123456' }), 'POST', '/user/login', { email: 'a@b.co', code: '123456' }],
  ['logout', () => account.logout(api), 'POST', '/login/to-logout'],
  ['notices', () => home.noticeList(api), 'GET', '/index/v2/notice/list'],
  [
    'fiat list',
    () => home.fiatList(api, { pageIndex: 1, pageSize: 999, side: 'buy', name: 'eu' }),
    'GET',
    '/index/v2/world/fiat/list?pageIndex=1&pageSize=999&side=buy&name=eu',
  ],
  [
    'crypto list',
    () => home.cryptoList(api, { pageIndex: 1, pageSize: 20, side: 'sell', coin: 'US' }),
    'GET',
    '/index/v2/crypto/list?pageIndex=1&pageSize=20&side=sell&coin=US',
  ],
  ['networks', () => home.networkList(api, { crypto: 'USDT' }), 'GET', '/crypto/network/list?crypto=USDT'],
  [
    'buy quote with the page query',
    () => quotes.buyQuote(api, { crypto: 'ETH', fiat: 'USD', side: 'buy', amount: '100', alpha2: 'US', network: 'ETH' }, { pageQuery: { appId: 'm1' } }),
    'POST',
    '/index/v2/trade/quote?appId=m1',
    { crypto: 'ETH', fiat: 'USD', side: 'buy', amount: '100', alpha2: 'US', network: 'ETH' },
  ],
  [
    'sell quote',
    () => quotes.sellQuote(api, { crypto: 'USDT', fiat: 'EUR', cryptoAmount: '50', network: 'TRX', alpha2: 'DE' }),
    'GET',
    '/index/v2/sell/trade/quote?crypto=USDT&fiat=EUR&cryptoAmount=50&network=TRX&alpha2=DE',
  ],
  ['order fee', () => quotes.orderFeeInfo(api, 'O1'), 'GET', '/trade/query/order/fee/info?orderNo=O1'],
  [
    'create order',
    () =>
      buy.createOrder(api, {
        quoteId: 'Q1',
        cryptoCurrency: 'ETH',
        address: '0x1',
        network: 'ETH',
        fiatCurrency: 'USD',
        amount: '100',
        depositType: 2,
        payWayCode: '10001',
        alpha2: 'US',
      }),
    'POST',
    '/trade/create',
  ],
  [
    'pay product',
    () => buy.payProduct(api, 'virtualAccount', { orderNo: 'O1', bankCode: 'BRI' }),
    'POST',
    '/pay/virtualAccount',
    { orderNo: 'O1', bankCode: 'BRI' },
  ],
  ['pay by card', () => buy.payByCard(api, { orderNo: 'O1', userCardId: 'C1' }), 'POST', '/pay/card/submit', { orderNo: 'O1', userCardId: 'C1' }],
  ['save card', () => buy.saveCard(api, card), 'POST', '/user/card/submit', card],
  ['delete card', () => buy.deleteCard(api, 'C1'), 'POST', '/user/card/delete/', { userCardId: 'C1' }],
  ['pay result', () => buy.payResult(api, 'O1'), 'GET', '/pay/result/check?orderNo=O1'],
  ['last form data', () => buy.lastPayFormData(api, '10001'), 'GET', '/crypto/get/user/pay/formData?payWayCode=10001'],
  ['trade list', () => buy.tradeList(api, { pageIndex: 1 }), 'GET', '/trade/list?pageIndex=1'],
  ['buy details', () => buy.buyOrderDetails(api, 'O1'), 'GET', '/trade/query/buy/order/details?orderNo=O1'],
  ['ens', () => buy.resolveEns(api, 'vitalik.eth'), 'GET', '/crypto/ens?domain=vitalik.eth'],
  ['wallet check', () => buy.checkWallet(api, { coin: 'ETH', email: 'a@b.co' }), 'POST', '/crypto/wallet/check', { coin: 'ETH', email: 'a@b.co' }],
  ['merchant check', () => buy.checkMerchantParams(api, { appId: 'm1' }), 'GET', '/merchant/params/check?appId=m1'],
  ['create sell order', () => sell.createSellOrder(api, sellOrderBody), 'POST', '/trade/create/sell/coin/order', sellOrderBody],
  ['sell order', () => sell.sellOrder(api, 'S1'), 'GET', '/trade/query/sell/order?orderNo=S1'],
  ['sell details', () => sell.sellOrderDetails(api, 'S1'), 'GET', '/trade/query/sell/order/details?orderNo=S1'],
  ['switch network', () => sell.switchSellNetwork(api, { orderNo: 'S1', network: 'TRX' }), 'POST', '/trade/sell/order/switching/network'],
  ['refund page', () => sell.refundPageData(api, 'S1'), 'GET', '/trade/sell/refund/page/data?orderNo=S1'],
  ['refund', () => sell.requestSellRefund(api, { orderNo: 'S1', address: 'TXYZ' }), 'GET', '/trade/sell/order/refund?orderNo=S1&address=TXYZ'],
  ['payout accounts', () => sell.payoutAccountList(api), 'GET', '/user/card/account/list'],
  ['save payout account', () => sell.savePayoutAccount(api, payoutAccount), 'POST', '/user/card/account/saveOrUpdate', payoutAccount],
  ['confirm sell', () => sell.confirmSellOrder(api, 'S1', 'A1'), 'POST', '/trade/confirm/sellOrder', { orderNo: 'S1', userAccountId: 'A1' }],
  [
    'update sell account',
    () => sell.updateSellOrderAccount(api, { orderNo: 'S1', userAccountId: 'A2' }),
    'POST',
    '/trade/update/sellOrder/account',
    { orderNo: 'S1', userAccountId: 'A2' },
  ],
  ['kyc status', () => kyc.kycStatus(api), 'POST', '/kyc/getKycStatus'],
  ['kyc disabled', () => kyc.kycDisabled(api), 'POST', '/kyc/kycDisabled'],
  ['kyc quota', () => kyc.kycQuota(api, { fiat: 'USD' }), 'POST', '/kyc/getQuota', { fiat: 'USD' }],
  ['kyc result', () => kyc.kycResult(api), 'POST', '/kyc/getKycResult'],
  ['kyc token v2', () => kyc.kycTokenV2(api), 'POST', '/kyc/getToken/v2'],
  ['onfido submit', () => kyc.onfidoCheckSubmit(api, { ...identity, token: 'T1' }), 'POST', '/kyc/onfidoCheckSubmit', { ...identity, token: 'T1' }],
  ['buy kyc through', () => kyc.buyKycThrough(api, 'O1'), 'POST', '/kyc/buyKycThrough', { orderNo: 'O1' }],
  [
    'kyc check',
    () => kyc.kycCheck(api, { orderAmount: '100', fiat: 'USD', payType: '10001', businessType: 1 }),
    'POST',
    '/kyc/check',
    { orderAmount: '100', fiat: 'USD', payType: '10001', businessType: 1 },
  ],
  ['auth create', () => kyc.identityAuthCreate(api, identity), 'POST', '/kyc/auth/create', identity],
  ['auth status', () => kyc.identityAuthStatus(api), 'GET', '/kyc/auth/status'],
  ['kyc rule', () => kyc.kycRule(api, { orderNo: 'O1', appId: 'm1' }), 'GET', '/kyc/kycRule?orderNo=O1&appId=m1'],
  ['brazil cpf', () => kyc.brazilCpf(api), 'GET', '/kyc/user/brazil/cpf'],
  ['legend query data', () => kyc.legend(api, 'queryData'), 'POST', '/kyc/legend/queryData'],
  ['legend submit data', () => kyc.legend(api, 'submitData', identity), 'POST', '/kyc/legend/submitData', identity],
  ['legend submit', () => kyc.legend(api, 'kycSubmit'), 'POST', '/kyc/legend/kycSubmit'],
  ['mark paid (sandbox)', () => sandbox.markOrderPaid(api, 'O 1'), 'POST', '/sandbox/orders/O%201/paid'],
  ['outbox (development)', () => account.devOutbox(api, { email: 'a@b.co' }), 'GET', '/dev/outbox?email=a%40b.co'],
];

describe('endpoint functions of product §7', () => {
  it.each(calls)('%s calls its method and path', async (_name, call, method, url, body) => {
    seen.length = 0;
    expect(await call()).toMatchObject({ kind: 'ok' });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method, url });
    if (body !== undefined) expect(JSON.parse(seen[0]?.body ?? '')).toEqual(body);
  });
});

describe('calls without a body', () => {
  it('send no Content-Type, so the server does not parse an empty form', async () => {
    seen.length = 0;
    await kyc.kycDisabled(api);
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/kyc/kycDisabled', body: '', contentType: undefined });
  });
});

describe('KYC photo uploads', () => {
  it.each(kyc.kycPhotoSteps)('%s sends the image bytes with the image Content-Type, not JSON', async (step) => {
    seen.length = 0;
    const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' });
    expect(await kyc.uploadKycPhoto(api, step, photo)).toMatchObject({ kind: 'ok' });
    expect(seen[0]).toMatchObject({ method: 'POST', url: `/kyc/legend/${step}`, contentType: 'image/jpeg' });
    expect(Buffer.from(seen[0]?.body ?? '', 'latin1')).toEqual(Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
  });
});
