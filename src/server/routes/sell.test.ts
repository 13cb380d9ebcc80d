import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../shared/config/constants';
import { sandboxConfig } from '../../../tests/helpers/testFlows';
import { buildTestApp, type SignedInUser, type TestApp } from '../../../tests/helpers/testApp';
import { sealedTestQuote, tronAddress } from '../../../tests/helpers/orderKit';
import { openAccountRow, type StoredPayoutAccountRow } from '../services/payout/sealed-accounts';

let test: TestApp;
let user: SignedInUser;
let token = 0;
const notFound = { returnCode: '40004', returnMsg: 'The requested item was not found.', data: null, success: false };
const orderState = { returnCode: '40203', returnMsg: 'This order cannot do that in its current state.', data: null, success: false };

async function call(method: 'GET' | 'POST', url: string, body?: unknown, headers?: Record<string, string>) {
  test.clock.advance(1);
  return user.signedInject(method, url, body, headers);
}

async function newSellOrder(): Promise<string> {
  const quoteId = sealedTestQuote({
    side: 'sell',
    fiat: 'GBP',
    fiatAmount: '78.5',
    cryptoAmount: '100',
    cryptoPrice: '0.8',
    rampFee: '1.5',
    expiresAt: test.clock.now() + 30_000,
  });
  token += 1;
  const response = await call(
    'POST',
    '/api/trade/create/sell/coin/order',
    { quoteId, crypto: 'USDT', network: 'TRX', fiat: 'GBP', alpha2: 'GB', cryptoAmount: '100' },
    { 'submit-token': `s${token}` },
  );
  return response.json().data.orderNo;
}

async function account(accountNumber: string): Promise<string> {
  const response = await call('POST', '/api/user/card/account/saveOrUpdate', {
    alpha2: 'GB',
    payWayCode: '19000',
    account: { fullName: 'Ana Silva', sortCode: '601613', accountNumber },
  });
  return response.json().data.userAccountId;
}

/** Deposit, wait for the chain, confirm to the account, wait for the bank. */
async function payOut(orderNo: string, userAccountId: string) {
  await test.inject('POST', `/api/sandbox/sell/${orderNo}/deposit`, {});
  test.clock.advance(sandboxConfig.chain.confirmDelayMs);
  await test.settle();
  const confirmed = await call('POST', '/api/trade/confirm/sellOrder', { orderNo, userAccountId });
  test.clock.advance(sandboxConfig.payout.settleDelayMs);
  await test.settle();
  return confirmed;
}

beforeAll(async () => {
  test = await buildTestApp();
  user = await test.loginAs('seller@example.com');
});
afterAll(() => test.close());

describe('sell order calls', () => {
  it('POST /api/trade/create/sell/coin/order gives the deposit address and expiry; a bad amount is refused', async () => {
    const orderNo = await newSellOrder();
    const order = (await call('GET', `/api/trade/query/sell/order?orderNo=${orderNo}`)).json().data;
    expect(order).toMatchObject({ side: 'sell', status: 'awaitingDeposit', depositAddress: tronAddress, payWayCode: '19000' });
    expect(order.expiresAt - order.createdAt).toBe(constants.sellOrderExpiryMs);
    const bad = await call(
      'POST',
      '/api/trade/create/sell/coin/order',
      { quoteId: 'x', crypto: 'USDT', network: 'TRX', fiat: 'GBP', alpha2: 'GB', cryptoAmount: '-1' },
      { 'submit-token': 'bad' },
    );
    expect(bad.json().returnCode).toBe('40000');
    expect((await call('GET', '/api/trade/query/sell/order?orderNo=S404')).json()).toEqual(notFound);
  });

  it('refuses the same submit-token with another body (same quote, other payout account) with 409', async () => {
    const quoteId = sealedTestQuote({
      side: 'sell',
      fiat: 'GBP',
      fiatAmount: '78.5',
      cryptoAmount: '100',
      cryptoPrice: '0.8',
      rampFee: '1.5',
      expiresAt: test.clock.now() + 30_000,
    });
    const body = { quoteId, crypto: 'USDT', network: 'TRX', fiat: 'GBP', alpha2: 'GB', cryptoAmount: '100' };
    expect((await call('POST', '/api/trade/create/sell/coin/order', body, { 'submit-token': 'same-token' })).json().success).toBe(true);
    expect(
      (await call('POST', '/api/trade/create/sell/coin/order', Object.fromEntries(Object.entries(body).reverse()), { 'submit-token': 'same-token' })).json()
        .success,
    ).toBe(true);
    const other = await call(
      'POST',
      '/api/trade/create/sell/coin/order',
      { ...body, userAccountId: await account('31926819') },
      { 'submit-token': 'same-token' },
    );
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ returnCode: '40202', returnMsg: 'This request was already submitted with different details.', data: null, success: false });
  });

  it("puts the order's fiat and crypto on the seller's sell recent lists", async () => {
    await newSellOrder();
    const fiats = (await call('GET', '/index/v2/world/fiat/list?side=sell')).json().data;
    expect(fiats.sellRecentFiatList).toEqual([expect.objectContaining({ fiat: 'GBP' })]);
    expect(fiats.buyRecentFiatList).toEqual([]);
    expect((await call('GET', '/index/v2/crypto/list?side=sell')).json().data.recentBuyList).toEqual([
      expect.objectContaining({ crypto: 'USDT', network: 'TRX' }),
    ]);
    expect((await call('GET', '/index/v2/crypto/list?side=buy')).json().data.recentBuyList).toEqual([]);
  });

  it('GET /api/trade/query/sell/order/history and details page the orders', async () => {
    const orderNo = await newSellOrder();
    const history = (await call('GET', '/api/trade/query/sell/order/history?pageIndex=1&pageSize=1')).json().data;
    expect(history.result).toHaveLength(1);
    expect(history.total).toBeGreaterThanOrEqual(2);
    expect((await call('GET', `/api/trade/query/sell/order/details?orderNo=${orderNo}`)).json().data).toMatchObject({ orderNo, recipientAccount: null });
    expect((await call('GET', '/api/trade/query/sell/order/details?orderNo=S404')).json()).toEqual(notFound);
    expect((await call('GET', '/api/trade/query/sell/order/history?pageIndex=0')).json().returnCode).toBe('40000');
  });

  it('POST /api/trade/sell/order/switching/network moves the deposit to another network before funds arrive', async () => {
    const orderNo = await newSellOrder();
    expect((await call('POST', '/api/trade/sell/order/switching/network', { orderNo, network: 'ETH' })).json().data).toMatchObject({
      network: 'ETH',
      depositAddress: '0x3bf3A60FCB6a16baBaAa5CD9745d296D087e060B',
    });
    await test.inject('POST', `/api/sandbox/sell/${orderNo}/deposit`, {});
    // The chain's report of the deposit is applied: the order is crypto sent.
    await test.settle();
    expect((await call('POST', '/api/trade/sell/order/switching/network', { orderNo, network: 'TRX' })).json()).toEqual(orderState);
  });

  it('pays out to a good account: confirm, in transfer, completed', async () => {
    const orderNo = await newSellOrder();
    const confirmed = await payOut(orderNo, await account('31926819'));
    expect(confirmed.json().data.status).toBe('inTransfer');
    expect((await call('GET', `/api/trade/query/sell/order?orderNo=${orderNo}`)).json().data.status).toBe('completed');
    expect((await call('POST', '/api/trade/confirm/sellOrder', { orderNo })).json()).toEqual(orderState);
  });

  it('after a bank rejection offers a USDT refund, refuses a non-Tron address, then refunds', async () => {
    const orderNo = await newSellOrder();
    await payOut(orderNo, await account('00000000'));
    expect((await call('GET', `/api/trade/query/sell/order?orderNo=${orderNo}`)).json().data.status).toBe('failed');
    expect((await call('GET', `/api/trade/sell/refund/page/data?orderNo=${orderNo}`)).json().data).toMatchObject({ orderNo, crypto: 'USDT', network: 'TRX' });
    expect((await call('GET', `/api/trade/sell/order/refund?orderNo=${orderNo}&address=0x3bf3A60FCB6a16baBaAa5CD9745d296D087e060B`)).json()).toEqual({
      returnCode: '40000',
      returnMsg: 'address: Invalid address.',
      data: null,
      success: false,
    });
    expect((await call('GET', `/api/trade/sell/order/refund?orderNo=${orderNo}&address=${tronAddress}`)).json().data.status).toBe('refunding');
    expect((await call('GET', `/api/trade/sell/refund/page/data?orderNo=${orderNo}`)).json()).toEqual(orderState);
  });

  it('POST /api/trade/update/sellOrder/account pays a rejected order to a new account, and needs the account', async () => {
    const orderNo = await newSellOrder();
    await payOut(orderNo, await account('00000000'));
    expect((await call('POST', '/api/trade/update/sellOrder/account', { orderNo })).json()).toEqual({
      returnCode: '40000',
      returnMsg: 'userAccountId: is not valid',
      data: null,
      success: false,
    });
    expect((await call('POST', '/api/trade/update/sellOrder/account', { orderNo, userAccountId: await account('31926819') })).json().data.status).toBe(
      'inTransfer',
    );
  });

  it('GET /api/crypto/payment/payout/list lists the payout methods of the fiat', async () => {
    const methods = (await call('GET', '/api/crypto/payment/payout/list?fiat=GBP&alpha2=GB')).json().data;
    expect(methods[0]).toMatchObject({ payWayCode: '19000' });
    expect((await call('GET', '/api/crypto/payment/payout/list')).json().returnCode).toBe('40000');
  });

  it('payout accounts are validated with the country form and listed masked', async () => {
    await account('31926819');
    const list = (await call('GET', '/api/user/card/account/list?alpha2=GB')).json().data;
    expect(list[0].account).toMatchObject({ accountNumber: '****6819', sortCode: '601613' });
    const bad = await call('POST', '/api/user/card/account/saveOrUpdate', {
      alpha2: 'GB',
      payWayCode: '19000',
      account: { fullName: 'Ana Silva', sortCode: '1', accountNumber: '31926819' },
    });
    expect(bad.json()).toMatchObject({ returnCode: '40000', success: false });
    expect(bad.json().returnMsg).toMatch(/^sortCode: /);
  });

  it('masks account and ID numbers in the list, not the account type or routing number', async () => {
    const account = {
      fullName: 'Ana Silva',
      routingNumber: '021000021',
      accountNumber: '123456789',
      accountType: 'CHECKING',
      address: '1 Main Street',
      city: 'Austin',
      state: 'TX',
      postcode: '73301',
    };
    const saved = await call('POST', '/api/user/card/account/saveOrUpdate', { alpha2: 'US', payWayCode: '19000', account });
    expect(saved.json().success).toBe(true);
    const listed = (await call('GET', '/api/user/card/account/list?alpha2=US')).json().data;
    expect(listed[0].account).toEqual({ ...account, accountNumber: '*****6789' });
  });

  it('shows a payout account by the last four of its number, in the list, the save answer and the order details, and its ID number as product §9 says', async () => {
    const brazilian = {
      fullName: 'João Silva',
      cpf: '52998224725',
      bankCode: '001',
      branchCode: '0001',
      accountNumber: '000012345678',
      accountType: 'CHECKING',
    };
    const saved = (await call('POST', '/api/user/card/account/saveOrUpdate', { alpha2: 'BR', payWayCode: '30001', account: brazilian })).json().data;
    const shown = { ...brazilian, accountNumber: '********5678', cpf: '5299*******' };
    expect(saved).toMatchObject({ account: shown, rejectedAt: null });
    expect((await call('GET', '/api/user/card/account/list?alpha2=BR')).json().data).toEqual([
      expect.objectContaining({ userAccountId: saved.userAccountId, account: shown }),
    ]);
    const orderNo = await newSellOrder();
    await payOut(orderNo, await account('31926819'));
    const details = (await call('GET', `/api/trade/query/sell/order/details?orderNo=${orderNo}`)).json().data;
    expect(details.recipientAccount.account.accountNumber).toBe('****6819');
  });

  it('marks an account the payout rail rejected, dated when its order failed, and lifts the mark once the details change', async () => {
    const orderNo = await newSellOrder();
    const rejected = await account('00000000');
    await test.inject('POST', `/api/sandbox/sell/${orderNo}/deposit`, {});
    test.clock.advance(sandboxConfig.chain.confirmDelayMs);
    await test.settle();
    await call('POST', '/api/trade/confirm/sellOrder', { orderNo, userAccountId: rejected });
    const listed = async () =>
      (await call('GET', '/api/user/card/account/list?alpha2=GB')).json().data.find((row: { userAccountId: string }) => row.userAccountId === rejected);
    // In transfer, the bank has not said so yet: neither has the account.
    expect((await listed()).rejectedAt).toBeNull();
    test.clock.advance(sandboxConfig.payout.settleDelayMs);
    await test.settle();
    // Marked when the bank's rejection was applied, in the transaction that failed the order.
    const failedAt = test.clock.now();
    const failed = (await call('GET', `/api/trade/query/sell/order/details?orderNo=${orderNo}`)).json().data;
    expect(failed).toMatchObject({ status: 'failed', failureReason: 'bankRejected' });
    expect(failed.recipientAccount).toMatchObject({ userAccountId: rejected, rejectedAt: failedAt });
    expect((await listed()).rejectedAt).toBe(failedAt);
    const corrected = await call('POST', '/api/user/card/account/saveOrUpdate', {
      userAccountId: rejected,
      alpha2: 'GB',
      payWayCode: '19000',
      account: { fullName: 'Ana Silva', sortCode: '601613', accountNumber: '31926819' },
    });
    expect(corrected.json().data).toMatchObject({ userAccountId: rejected, rejectedAt: null });
    expect((await listed()).rejectedAt).toBeNull();
  });

  it('answers a refunded order with the crypto refunded, its address, network and transaction', async () => {
    const orderNo = await newSellOrder();
    await payOut(orderNo, await account('00000000'));
    await call('GET', `/api/trade/sell/order/refund?orderNo=${orderNo}&address=${tronAddress}`);
    // The refund is a chain transfer: sent, then confirmed by the chain's report.
    await test.settle();
    test.clock.advance(sandboxConfig.chain.confirmDelayMs);
    await test.settle();
    const refunded = (await call('GET', `/api/trade/query/sell/order/details?orderNo=${orderNo}`)).json().data;
    expect(refunded).toMatchObject({
      status: 'refunded',
      failureReason: 'bankRejected',
      refundAmount: '100',
      refundCrypto: 'USDT',
      refundNetwork: 'TRX',
      refundAddress: tronAddress,
    });
    expect(refunded.refundTxId).toMatch(/^[0-9a-f]{64}$/);
    expect(refunded.refundedAt).toBeGreaterThan(refunded.confirmedAt);
  });

  it('stores a payout account as the form normalizes it, not as typed', async () => {
    const saved = await call('POST', '/api/user/card/account/saveOrUpdate', {
      alpha2: 'GB',
      payWayCode: '19000',
      account: { fullName: '  Ana  Silva ', sortCode: '60-16-13', accountNumber: '3192 6820' },
    });
    const row = await test.db.one<StoredPayoutAccountRow>('SELECT * FROM payout_accounts WHERE user_account_id = $1', [saved.json().data.userAccountId]);
    if (!row) throw new Error('the account was not stored');
    expect(openAccountRow(test.app.config.dataKey, row).account).toEqual({ fullName: 'Ana Silva', sortCode: '601613', accountNumber: '31926820' });
  });

  it('the sandbox deposit refuses an unknown order', async () => {
    expect((await test.inject('POST', '/api/sandbox/sell/S404/deposit', {})).json()).toEqual(notFound);
  });
});
