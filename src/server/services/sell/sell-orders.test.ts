import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../../shared/config/constants';
import { networkByCode } from '../../../shared/address/networks';
import type { Translate } from '../../../shared/payout';
import type { Db } from '../../store/db';
import { freshDb } from '../../../../tests/helpers/testDb';
import { ApiError } from '../../errors';
import { addUser, sandboxConfig, testFlows, type TestFlows } from '../../../../tests/helpers/testFlows';
import { testClock } from '../../../../tests/helpers/clock';
import type { FlowDeps } from '../orders/flow-deps';
import { payoutAccountView, saveOrUpdatePayoutAccount } from '../payout/payout-accounts';
import { loadPayoutForm as serverPayoutForms } from '../../../../tests/helpers/payoutForms';
import { sellOrderView } from './sell-order-row';
import { confirmSellOrder, createSellOrder, ownSellOrder, refundOffer, requestRefund, switchSellNetwork, updateSellAccount } from './sell-orders';

let db: Db;
const clock = testClock();
let flows: TestFlows;
let deps: FlowDeps;
const confirmDelayMs = sandboxConfig.chain.confirmDelayMs;
const payoutDelayMs = sandboxConfig.payout.settleDelayMs;

/** The user sends the deposit (the sandbox chain), and the chain's report of it is applied. */
async function deposit(orderNo: string, amount = '100'): Promise<void> {
  const network = networkByCode((await ownSellOrder(db, 'U1', orderNo)).network);
  if (!network || !(await flows.sandbox.chain.deposit(orderNo, amount, network))) throw new Error(`the sandbox chain watches no deposit of ${orderNo}`);
  await flows.settle();
}

/** Time passes, the jobs doing their work on the way (a refund's transfer is sent at once, confirmed later), and every report due by then is applied. */
async function wait(ms: number): Promise<void> {
  await flows.settle();
  clock.advance(ms);
  await flows.settle();
}
const t: Translate = (key) => key;
const priceOf = async () => '1';
const quote = {
  fiat: 'GBP',
  crypto: 'USDT',
  network: 'TRX',
  cryptoAmount: '100',
  fiatAmount: '78.5',
  price: '0.8',
  rampFee: '1.5',
  expiresAt: Number.MAX_SAFE_INTEGER,
};
const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => (error instanceof ApiError ? error : Promise.reject(error)),
  );
let n = 0;
const create = async () => {
  n += 1;
  return createSellOrder(db, deps, async () => quote, 'U1', `s${n}`, {
    quoteId: `q${n}`,
    crypto: 'USDT',
    network: 'TRX',
    fiat: 'GBP',
    alpha2: 'GB',
    cryptoAmount: '100',
  });
};
const account = (accountNumber: string) =>
  saveOrUpdatePayoutAccount(db, deps, serverPayoutForms, t, 'U1', {
    alpha2: 'GB',
    payWayCode: '19000',
    account: { fullName: 'Ana Silva', sortCode: '601613', accountNumber },
  });

beforeAll(async () => {
  db = await freshDb();
  flows = testFlows(db, clock);
  deps = flows.deps;
  await addUser(db, 'U1');
});
afterAll(() => db.close());

describe('sell orders', () => {
  it('gives a deposit address and the expiry from constants, and closes unfunded orders after it', async () => {
    const order = await create();
    expect(order.deposit_address).toBe('TV8BnHfooNjh8ptaBRzEE4r4wbC8aZH3JZ');
    expect(order.expires_at - order.created_at).toBe(constants.sellOrderExpiryMs);
    expect(order.pay_way_code).toBe(constants.defaultSellPayWayCode);
    clock.advance(constants.sellOrderExpiryMs);
    expect(sellOrderView(order, clock.now()).status).toBe('closed');
    await flows.settle();
    expect((await ownSellOrder(db, 'U1', order.order_no)).status).toBe('closed');
  });

  it('switches network before a deposit and gives that network a deposit address with a memo when it needs one', async () => {
    const order = await create();
    const switched = await switchSellNetwork(db, deps, 'U1', order.order_no, 'ETH');
    expect(switched.deposit_address).toMatch(/^0x/);
    expect((await refusalOf(switchSellNetwork(db, deps, 'U1', order.order_no, 'BTC')))?.params).toEqual({ field: 'network', reasonKey: 'flows.invalidValue' });
  });

  it('walks deposit, confirmation and payout to completed', async () => {
    const order = await create();
    const payTo = await account('31926819');
    await deposit(order.order_no);
    expect(sellOrderView(await ownSellOrder(db, 'U1', order.order_no), clock.now()).status).toBe('cryptoSent');
    expect((await refusalOf(confirmSellOrder(db, deps, 'U1', order.order_no, payTo.user_account_id)))?.errorName).toBe('orderState');
    await wait(confirmDelayMs);
    expect(sellOrderView(await ownSellOrder(db, 'U1', order.order_no), clock.now()).status).toBe('blockConfirmed');
    await confirmSellOrder(db, deps, 'U1', order.order_no, payTo.user_account_id);
    expect(sellOrderView(await ownSellOrder(db, 'U1', order.order_no), clock.now()).status).toBe('inTransfer');
    await wait(payoutDelayMs);
    expect(sellOrderView(await ownSellOrder(db, 'U1', order.order_no), clock.now()).status).toBe('completed');
  });

  it('fails the payout to the documented rejected account, then pays out to an updated one', async () => {
    const order = await create();
    await deposit(order.order_no);
    await wait(2 * confirmDelayMs);
    await confirmSellOrder(db, deps, 'U1', order.order_no, (await account('00000000')).user_account_id);
    await wait(payoutDelayMs);
    expect(sellOrderView(await ownSellOrder(db, 'U1', order.order_no), clock.now()).status).toBe('failed');
    await updateSellAccount(db, deps, 'U1', order.order_no, (await account('31926819')).user_account_id);
    await wait(payoutDelayMs);
    expect(sellOrderView(await ownSellOrder(db, 'U1', order.order_no), clock.now()).status).toBe('completed');
  });

  it('refunds a failed payout in USDT to a valid Tron address only', async () => {
    const order = await create();
    await deposit(order.order_no);
    await wait(2 * confirmDelayMs);
    await confirmSellOrder(db, deps, 'U1', order.order_no, (await account('00000000')).user_account_id);
    await wait(payoutDelayMs);
    const failed = await ownSellOrder(db, 'U1', order.order_no);
    expect(await refundOffer(deps, failed, priceOf)).toEqual({ orderNo: order.order_no, crypto: 'USDT', network: 'TRX', amount: '100' });
    const bad = await refusalOf(requestRefund(db, deps, priceOf, 'U1', order.order_no, '0x3bf3A60FCB6a16baBaAa5CD9745d296D087e060B'));
    expect(bad?.params).toEqual({ field: 'address', reasonKey: 'validation.address.refundInvalid' });
    await requestRefund(db, deps, priceOf, 'U1', order.order_no, 'TV8BnHfooNjh8ptaBRzEE4r4wbC8aZH3JZ');
    expect(sellOrderView(await ownSellOrder(db, 'U1', order.order_no), clock.now()).status).toBe('refunding');
    await wait(confirmDelayMs);
    const refunded = sellOrderView(await ownSellOrder(db, 'U1', order.order_no), clock.now());
    expect(refunded).toMatchObject({ status: 'refunded', refundAmount: '100' });
    expect(refunded.refundTxId).toMatch(/^[0-9a-f]{64}$/);
  });

  /** A sell order whose payout the bank rejected, after a deposit of `received` (the ordered amount when left out). */
  async function rejectedPayout(sale: Partial<typeof quote>, received?: string) {
    n += 1;
    const facts = { ...quote, ...sale };
    const order = await createSellOrder(db, deps, async () => facts, 'U1', `r${n}`, {
      quoteId: `qr${n}`,
      crypto: facts.crypto,
      network: facts.network,
      fiat: 'GBP',
      alpha2: 'GB',
      cryptoAmount: facts.cryptoAmount,
    });
    await deposit(order.order_no, received ?? facts.cryptoAmount);
    await wait(2 * confirmDelayMs);
    await confirmSellOrder(db, deps, 'U1', order.order_no, (await account('00000000')).user_account_id);
    await wait(payoutDelayMs);
    return ownSellOrder(db, 'U1', order.order_no);
  }

  it('refunds exactly the USDT received, never more, however the USDT price moved since the sale', async () => {
    // The sale was quoted at 0.80 GBP; USDT is cheaper now, which once turned 50 USDT into a 50.2 USDT refund.
    const failed = await rejectedPayout({ cryptoAmount: '50', fiatAmount: '38.5', price: '0.8' });
    const cheaperUsdt = async () => '0.7968';
    expect((await refundOffer(deps, failed, cheaperUsdt)).amount).toBe('50');
    const refunded = await requestRefund(db, deps, cheaperUsdt, 'U1', failed.order_no, 'TV8BnHfooNjh8ptaBRzEE4r4wbC8aZH3JZ');
    // The order names the refund's unit itself, so the refund page can say "50 USDT" at every later stage.
    expect(sellOrderView(refunded, clock.now())).toMatchObject({ status: 'refunding', refundAmount: '50', refundCrypto: 'USDT', refundNetwork: 'TRX' });
  });

  it('refunds what arrived on chain when it is less than the order named', async () => {
    const failed = await rejectedPayout({ cryptoAmount: '50', fiatAmount: '38.5', price: '0.8' }, '49.5');
    expect((await refundOffer(deps, failed, priceOf)).amount).toBe('49.5');
  });

  it('refunds another crypto as its worth now in USDT, both priced at the same moment, rounded down', async () => {
    const failed = await rejectedPayout({ crypto: 'ETH', network: 'ETH', cryptoAmount: '0.02', fiatAmount: '39.5', price: '2000' });
    const prices: Record<string, string> = { ETH: '1900', USDT: '0.79' };
    const now = async (crypto: string) => prices[crypto] ?? '0';
    // 0.02 ETH × 1900 GBP / 0.79 GBP = 48.1012658… USDT, down to USDT's 6 decimals; the sale's 2000 plays no part.
    expect((await refundOffer(deps, failed, now)).amount).toBe('48.101265');
  });

  it('refuses a crypto amount with more than six decimals', async () => {
    const refusal = await refusalOf(
      createSellOrder(db, deps, async () => ({ ...quote, cryptoAmount: '10.1234567' }), 'U1', 'dec', {
        quoteId: 'qd',
        crypto: 'USDT',
        network: 'TRX',
        fiat: 'GBP',
        alpha2: 'GB',
        cryptoAmount: '10.1234567',
      }),
    );
    expect(refusal?.params).toEqual({ field: 'cryptoAmount', reasonKey: 'validation.amount.tooManyDecimals', decimals: '6' });
  });
});

describe('payout accounts', () => {
  it('checks the account with the country form and masks account numbers in answers', async () => {
    const saved = await account('31926819');
    expect(payoutAccountView(saved, serverPayoutForms).account).toEqual({ fullName: 'Ana Silva', sortCode: '601613', accountNumber: '****6819' });
    const refusal = await refusalOf(
      saveOrUpdatePayoutAccount(db, deps, serverPayoutForms, t, 'U1', {
        alpha2: 'GB',
        payWayCode: '19000',
        account: { fullName: 'Ana Silva', sortCode: '12', accountNumber: '31926819' },
      }),
    );
    expect(refusal).toMatchObject({ errorName: 'validationFailed', params: { field: 'sortCode' } });
  });
});
