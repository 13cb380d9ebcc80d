import { sealedTestQuote, tronAddress } from './orderKit';
import type { SignedInUser, TestApp } from './testApp';

let submits = 0;

/** Test support: a signed-in buyer whose session accepted the merchant's (unsigned) link, as the checkout docks it. */
export async function dockedBuyer(test: TestApp, email: string, appId = 'sandbox-demo'): Promise<SignedInUser> {
  const buyer = await test.loginAs(email);
  const checked = await buyer.signedInject('GET', `/api/merchant/params/check?appId=${appId}`);
  if (checked.statusCode !== 200) throw new Error(`the ${appId} link was refused: ${checked.body}`);
  return buyer;
}

/** A signed call one millisecond later than the last, so no two calls share a sign. */
export function callAs(test: TestApp, user: SignedInUser) {
  return (method: 'GET' | 'POST', url: string, body?: unknown, headers?: Record<string, string>) => {
    test.clock.advance(1);
    return user.signedInject(method, url, body, headers);
  };
}

/** A 100 USD card buy of USDT on Tron placed by the buyer with the merchant's appid header; its order number. */
export async function placeBuyOrder(test: TestApp, buyer: SignedInUser, appId = 'sandbox-demo', address = tronAddress): Promise<string> {
  const quoteId = sealedTestQuote({ expiresAt: test.clock.now() + 30_000 });
  submits += 1;
  const body = { quoteId, cryptoCurrency: 'USDT', address, network: 'TRX', fiatCurrency: 'USD', amount: '100', payWayCode: '10001', alpha2: 'US' };
  const created = await callAs(test, buyer)('POST', '/api/trade/create', body, { 'submit-token': `merchant-buy-${submits}`, appid: appId });
  const orderNo = created.json().data?.orderNo;
  if (typeof orderNo !== 'string') throw new Error(`no buy order: ${created.body}`);
  return orderNo;
}

/** A 100 USDT sell for USD (payout 19000) placed with the merchant's appid header; its order number. */
export async function placeSellOrder(test: TestApp, seller: SignedInUser, appId = 'sandbox-demo'): Promise<string> {
  const call = callAs(test, seller);
  const quote = (await call('GET', '/api/index/v2/sell/trade/quote?crypto=USDT&fiat=USD&network=TRX&alpha2=US&cryptoAmount=100')).json().data;
  submits += 1;
  const body = { quoteId: quote.quoteId, crypto: 'USDT', network: 'TRX', fiat: 'USD', alpha2: 'US', cryptoAmount: '100' };
  const created = await call('POST', '/api/trade/create/sell/coin/order', body, { 'submit-token': `merchant-sell-${submits}`, appid: appId });
  const orderNo = created.json().data?.orderNo;
  if (typeof orderNo !== 'string') throw new Error(`no sell order: ${created.body}`);
  return orderNo;
}

/** A US bank payout account of the seller (method 19000); its id. */
export async function savePayoutAccount(test: TestApp, seller: SignedInUser, accountNumber = '483101090'): Promise<string> {
  const saved = await callAs(test, seller)('POST', '/api/user/card/account/saveOrUpdate', {
    alpha2: 'US',
    payWayCode: '19000',
    account: {
      fullName: 'Ana Silva',
      accountNumber,
      routingNumber: '021000021',
      accountType: 'CHECKING',
      address: '1 Main St',
      city: 'Austin',
      state: 'TX',
      postcode: '73301',
    },
  });
  const id = saved.json().data?.userAccountId;
  if (typeof id !== 'string') throw new Error(`no payout account: ${saved.body}`);
  return id;
}
