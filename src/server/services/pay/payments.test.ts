import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sandbox from '../../../../config/sandbox.json';
import { constants } from '../../../shared/config/constants';
import { errorEntryByName } from '../../../shared/config/errors';
import type { Db } from '../../store/db';
import { freshDb } from '../../../../tests/helpers/testDb';
import { buyOrderView } from '../buy/buy-order-row';
import type { CreateBuyOrderBody } from '../../../shared/generated/api/buy.schema';
import { createBuyOrder } from '../buy/create-buy-order';
import { ApiError } from '../../errors';
import { maskValue } from '../../mask';
import { addUser, sandboxConfig, testFlows, type TestFlows } from '../../../../tests/helpers/testFlows';
import { testClock } from '../../../../tests/helpers/clock';
import { listSavedCards, saveCard } from '../cards/saved-cards';
import type { FlowDeps } from '../orders/flow-deps';
import { ownBuyOrder, payByCard as payByCardWith, payResultOf, startLocalPayment, type CardPayment } from './payments';
import { parseTlv } from '../../providers/sandbox/emv-qr';
import { kycStateOf, submitForReview } from '../kyc/kyc-store';
import { identityReviewCreate } from '../kyc/kyc-actions';

let db: Db;
const clock = testClock();
let flows: TestFlows;
let deps: FlowDeps;
let tokens = 0;
let submits = 0;
/** A card submit as the route makes it: its own submit-token, back to the payment result after a 3-D Secure step. */
const payByCard = (db: Db, deps: FlowDeps, userNo: string, payment: CardPayment) =>
  payByCardWith(db, deps, userNo, payment, `submit-${(submits += 1)}`, '/#/paymentResult');
/** The payer pays the order's pending local payment at the sandbox scheme, and the scheme's report is applied. */
const markPaid = async (orderNo: string) => {
  const paid = await flows.sandbox.local.pay(orderNo);
  await flows.settle();
  return paid;
};
const card = { cardExpireMonth: '12', cardExpireYear: '2035', cvv: '123', firstname: 'Ana', lastname: 'Silva' };
const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => (error instanceof ApiError ? error : Promise.reject(error)),
  );

async function order(over: Partial<CreateBuyOrderBody> & { fiatAmount?: string } = {}) {
  const fiat = over.fiatCurrency ?? 'USD';
  const amount = over.amount ?? '100';
  const network = over.network ?? 'TRX';
  const quote = {
    fiat,
    crypto: 'USDT',
    network,
    fiatAmount: amount,
    cryptoAmount: '95',
    price: '1',
    rampFee: '4',
    networkFee: '1',
    discount: false,
    expiresAt: Number.MAX_SAFE_INTEGER,
  };
  tokens += 1;
  return createBuyOrder(db, deps, async () => quote, 'U1', `t${tokens}`, {
    quoteId: `q${tokens}`,
    cryptoCurrency: 'USDT',
    address: 'TV8BnHfooNjh8ptaBRzEE4r4wbC8aZH3JZ',
    network,
    fiatCurrency: fiat,
    amount,
    payWayCode: '10001',
    alpha2: 'US',
    ...over,
  });
}

beforeAll(async () => {
  db = await freshDb();
  flows = testFlows(db, clock);
  deps = flows.deps;
  await addUser(db, 'U1');
});
afterAll(() => db.close());

describe('card payments', () => {
  it('pays with the approved test card, processes, then completes with a Tron-shaped TxID', async () => {
    const created = await order();
    expect(await payByCard(db, deps, 'U1', { orderNo: created.order_no, cardNumber: '4242424242424242', ...card })).toEqual({ kind: 'paid' });
    await flows.settle();
    const paid = await ownBuyOrder(db, 'U1', created.order_no);
    expect(buyOrderView(paid, clock.now())).toMatchObject({ status: 'processing', txId: null, payerAccount: 'visa ****4242' });
    clock.advance(sandboxConfig.chain.confirmDelayMs);
    await flows.settle();
    const completed = await ownBuyOrder(db, 'U1', created.order_no);
    expect(buyOrderView(completed, clock.now()).status).toBe('completed');
    expect(buyOrderView(completed, clock.now()).txId).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each(sandbox.cards.filter((entry) => entry.outcome === 'declined'))(
    'declines card $number with result code $resultCode',
    async ({ number, resultCode }) => {
      const created = await order();
      expect(await payByCard(db, deps, 'U1', { orderNo: created.order_no, cardNumber: number, ...card })).toEqual({ kind: 'declined', resultCode });
      const failed = await ownBuyOrder(db, 'U1', created.order_no);
      expect(buyOrderView(failed, clock.now())).toMatchObject({ status: 'failed', resultCode });
      expect(payResultOf(failed, deps)).toEqual({ result: 'failed', resultCode });
    },
  );

  it('reports pending for the card the gateway never answers, then a timeout once the gateway gives up', async () => {
    const created = await order();
    expect(await payByCard(db, deps, 'U1', { orderNo: created.order_no, cardNumber: '4000000000005043', ...card })).toEqual({ kind: 'pending' });
    expect(payResultOf(await ownBuyOrder(db, 'U1', created.order_no), deps).result).toBe('pending');
    clock.advance(sandbox.cardTimeoutMs);
    await flows.settle();
    expect(payResultOf(await ownBuyOrder(db, 'U1', created.order_no), deps).result).toBe('timeout');
  });

  it('refuses another charge (or method) while a charge is pending, and allows a new attempt once it timed out', async () => {
    const created = await order();
    await payByCard(db, deps, 'U1', { orderNo: created.order_no, cardNumber: '4000000000005043', ...card });
    const second = await refusalOf(payByCard(db, deps, 'U1', { orderNo: created.order_no, cardNumber: '4242424242424242', ...card }));
    expect(second).toMatchObject({ errorName: 'chargePending', code: '40211', httpStatus: 409 });
    expect((await refusalOf(startLocalPayment(db, deps, 'U1', { orderNo: created.order_no })))?.errorName).toBe('chargePending');
    expect((await ownBuyOrder(db, 'U1', created.order_no)).status).toBe('unpaid');
    clock.advance(sandbox.cardTimeoutMs);
    await flows.settle();
    expect(await payByCard(db, deps, 'U1', { orderNo: created.order_no, cardNumber: '4242424242424242', ...card })).toEqual({ kind: 'paid' });
    expect(await ownBuyOrder(db, 'U1', created.order_no)).toMatchObject({ status: 'processing', charge_claimed_at: null });
  });

  it('lets only one of two concurrent charges of one order reach the gateway', async () => {
    const created = await order();
    const charged: string[] = [];
    const counting = {
      ...deps,
      card: {
        ...deps.card,
        createPayment: async (charge: Parameters<typeof deps.card.createPayment>[0]) => {
          charged.push(charge.orderNo);
          return deps.card.createPayment(charge);
        },
      },
    };
    const results = await Promise.allSettled(
      [1, 2].map(() => payByCard(db, counting, 'U1', { orderNo: created.order_no, cardNumber: '4242424242424242', ...card })),
    );
    expect(charged).toEqual([created.order_no]);
    expect(results.map((result) => (result.status === 'fulfilled' ? result.value.kind : (result.reason as ApiError).errorName)).sort()).toEqual([
      'chargePending',
      'paid',
    ]);
  });

  it('releases the charge slot when the gateway does not answer at all', async () => {
    const created = await order();
    const failing = { ...deps, card: { ...deps.card, createPayment: async () => Promise.reject(new Error('gateway unreachable')) } };
    await expect(payByCard(db, failing, 'U1', { orderNo: created.order_no, cardNumber: '4242424242424242', ...card })).rejects.toThrow('gateway unreachable');
    expect(await payByCard(db, deps, 'U1', { orderNo: created.order_no, cardNumber: '4242424242424242', ...card })).toEqual({ kind: 'paid' });
  });

  it('lets a declined order be paid again with another card', async () => {
    const created = await order();
    await payByCard(db, deps, 'U1', { orderNo: created.order_no, cardNumber: '4000000000400202', ...card });
    expect(await payByCard(db, deps, 'U1', { orderNo: created.order_no, cardNumber: '5555555555554444', ...card })).toEqual({ kind: 'paid' });
  });

  it('ends with failed to send (code 11) when the address is the documented failing one', async () => {
    const created = await order({ network: 'ETH', address: '0x000000000000000000000000000000000000dEaD' });
    await payByCard(db, deps, 'U1', { orderNo: created.order_no, cardNumber: '4242424242424242', ...card });
    await flows.settle();
    expect(payResultOf(await ownBuyOrder(db, 'U1', created.order_no), deps)).toEqual({ result: 'success', resultCode: null });
    clock.advance(sandboxConfig.chain.confirmDelayMs);
    await flows.settle();
    const failed = await ownBuyOrder(db, 'U1', created.order_no);
    expect(buyOrderView(failed, clock.now())).toMatchObject({ status: 'failedToSend', resultCode: errorEntryByName('cryptoSendFailed').code });
    expect(payResultOf(failed, deps)).toEqual({ result: 'failed', resultCode: '11' });
  });

  it('refuses a card number that fails Luhn, naming the field', async () => {
    const created = await order();
    expect((await refusalOf(payByCard(db, deps, 'U1', { orderNo: created.order_no, cardNumber: '4242424242424241', ...card })))?.params).toEqual({
      field: 'cardNumber',
      reasonKey: 'flows.invalidValue',
    });
  });

  it('refuses to pay a closed order', async () => {
    const created = await order();
    clock.advance(constants.buyOrderPaymentWindowMs);
    expect((await refusalOf(payByCard(db, deps, 'U1', { orderNo: created.order_no, cardNumber: '4242424242424242', ...card })))?.errorName).toBe('orderState');
  });

  it('keeps a card to save only after its charge is approved, not when declined or unanswered', async () => {
    await addUser(db, 'SAVER');
    const saverOrder = async () =>
      createBuyOrder(
        db,
        deps,
        async () => ({
          fiat: 'USD',
          crypto: 'USDT',
          network: 'TRX',
          fiatAmount: '100',
          cryptoAmount: '95',
          price: '1',
          rampFee: '4',
          networkFee: '1',
          discount: false,
          expiresAt: Number.MAX_SAFE_INTEGER,
        }),
        'SAVER',
        `saver-${(tokens += 1)}`,
        {
          quoteId: `qs${tokens}`,
          cryptoCurrency: 'USDT',
          address: 'TV8BnHfooNjh8ptaBRzEE4r4wbC8aZH3JZ',
          network: 'TRX',
          fiatCurrency: 'USD',
          amount: '100',
          payWayCode: '10001',
          alpha2: 'US',
        },
      );
    const declinedOrder = await saverOrder();
    expect(await payByCard(db, deps, 'SAVER', { orderNo: declinedOrder.order_no, cardNumber: '4000000000400202', ...card, saveCard: true })).toMatchObject({
      kind: 'declined',
    });
    expect(await payByCard(db, deps, 'SAVER', { orderNo: (await saverOrder()).order_no, cardNumber: '4000000000005043', ...card, saveCard: true })).toEqual({
      kind: 'pending',
    });
    expect(await listSavedCards(db, 'SAVER')).toEqual([]);
    expect(await payByCard(db, deps, 'SAVER', { orderNo: declinedOrder.order_no, cardNumber: '5555555555554444', ...card, saveCard: true })).toEqual({
      kind: 'paid',
    });
    expect(await listSavedCards(db, 'SAVER')).toEqual([expect.objectContaining({ brand: 'mastercard', last4: '4444' })]);
  });

  it('saves at most six cards and keeps no card number in any column', async () => {
    await addUser(db, 'CARDS');
    for (let i = 0; i < constants.savedCardsMax; i += 1) {
      await saveCard(db, deps, 'CARDS', { number: '4242424242424242', expMonth: '12', expYear: '2035', cvv: '123', holderName: 'Ana Silva' });
    }
    const seventh = saveCard(db, deps, 'CARDS', { number: '4242424242424242', expMonth: '12', expYear: '2035', cvv: '123', holderName: 'Ana Silva' });
    expect((await refusalOf(seventh))?.errorName).toBe('cardLimit');
    expect(await listSavedCards(db, 'CARDS')).toHaveLength(constants.savedCardsMax);
    const dump = await db.query<{ t: string }>(
      `SELECT row_to_json(x)::text AS t FROM (SELECT * FROM saved_cards) x UNION ALL SELECT row_to_json(y)::text FROM (SELECT * FROM buy_orders) y
       UNION ALL SELECT row_to_json(z)::text FROM (SELECT * FROM pay_form_data) z`,
    );
    expect(dump.length).toBeGreaterThan(0);
    for (const { t } of dump) expect(t).not.toMatch(/4242424242424242|5555555555554444|4000000000400202/);
  });
});

describe('local payments', () => {
  it('issues a PIX copy-and-paste code with the order amount and a valid CRC, refused without a Brazilian identity', async () => {
    await addUser(db, 'BR1');
    await submitForReview(db, deps, 'BR1', { firstName: 'Ana', lastName: 'Approved', nationality: 'BR' }, 1, await kycStateOf(db, deps, 'BR1'));
    clock.advance(10_000);
    await flows.settle();
    const quote = {
      fiat: 'BRL',
      crypto: 'USDT',
      network: 'TRX',
      fiatAmount: '150',
      cryptoAmount: '25',
      price: '5.9',
      rampFee: '2',
      networkFee: '1',
      discount: false,
      expiresAt: Number.MAX_SAFE_INTEGER,
    };
    const created = await createBuyOrder(db, deps, async () => quote, 'BR1', 'pix', {
      quoteId: 'qp',
      cryptoCurrency: 'USDT',
      address: 'TV8BnHfooNjh8ptaBRzEE4r4wbC8aZH3JZ',
      network: 'TRX',
      fiatCurrency: 'BRL',
      amount: '150',
      payWayCode: '30001',
      alpha2: 'BR',
    });
    const instructions = await startLocalPayment(db, deps, 'BR1', { orderNo: created.order_no });
    expect(instructions.kind).toBe('pix');
    if (instructions.kind !== 'pix') return;
    const fields = parseTlv(instructions.copyPaste);
    expect(fields.get('54')).toBe('150');
    expect(fields.get('26')).toContain('br.gov.bcb.pix');
    expect(await markPaid(created.order_no)).toBe(true);
    expect(buyOrderView(await ownBuyOrder(db, 'BR1', created.order_no), clock.now()).status).toBe('processing');

    const other = await order({ fiatCurrency: 'BRL', amount: '150', payWayCode: '30001', alpha2: 'BR' });
    expect((await refusalOf(startLocalPayment(db, deps, 'U1', { orderNo: other.order_no })))?.errorName).toBe('nationalityMismatch');
  });

  it('issues a VA number of 16 digits for the chosen bank and refuses a bank the method does not list', async () => {
    const created = await order({ fiatCurrency: 'IDR', amount: '500000', payWayCode: '10003', alpha2: 'ID' });
    const va = await startLocalPayment(db, deps, 'U1', { orderNo: created.order_no, bankCode: 'BRI' });
    expect(va).toMatchObject({ kind: 'virtualAccount', bankCode: 'BRI' });
    if (va.kind === 'virtualAccount') expect(va.vaNumber).toMatch(/^26215\d{11}$/);
    expect((await refusalOf(startLocalPayment(db, deps, 'U1', { orderNo: created.order_no, bankCode: 'XX' })))?.params).toEqual({
      field: 'bankCode',
      reasonKey: 'flows.invalidValue',
    });
  });

  it('never shows the virtual account paid into as the payer account, before or after payment', async () => {
    const created = await order({ fiatCurrency: 'IDR', amount: '500000', payWayCode: '10003', alpha2: 'ID' });
    await startLocalPayment(db, deps, 'U1', { orderNo: created.order_no, bankCode: 'BRI' });
    expect(buyOrderView(await ownBuyOrder(db, 'U1', created.order_no), clock.now()).payerAccount).toBeNull();
    await markPaid(created.order_no);
    expect(buyOrderView(await ownBuyOrder(db, 'U1', created.order_no), clock.now()).payerAccount).toBeNull();
  });

  it('hides a virtual account an older order stored as its payer account', async () => {
    const created = await order({ fiatCurrency: 'IDR', amount: '500000', payWayCode: '10003', alpha2: 'ID' });
    const va = await startLocalPayment(db, deps, 'U1', { orderNo: created.order_no, bankCode: 'BRI' });
    if (va.kind !== 'virtualAccount') throw new Error('expected a virtual account');
    await db.query('UPDATE buy_orders SET payer_account = $2 WHERE order_no = $1', [created.order_no, maskValue(va.vaNumber)]);
    expect(buyOrderView(await ownBuyOrder(db, 'U1', created.order_no), clock.now()).payerAccount).toBeNull();
  });

  it('has the sandbox scheme take no payment before its instructions were issued', async () => {
    const created = await order({ fiatCurrency: 'IDR', amount: '500000', payWayCode: '10004', alpha2: 'ID' });
    expect(await markPaid(created.order_no)).toBe(false);
    expect((await ownBuyOrder(db, 'U1', created.order_no)).status).toBe('unpaid');
  });

  it('refuses a bank transfer needing an identity review whose review is no longer approved, and any payment of a risky account', async () => {
    await addUser(db, 'ACH');
    await identityReviewCreate(db, deps, 'ACH', { firstName: 'Ana', lastName: 'Approved' });
    clock.advance(10_000);
    await flows.settle();
    const quote = {
      fiat: 'USD',
      crypto: 'USDT',
      network: 'TRX',
      fiatAmount: '150',
      cryptoAmount: '149',
      price: '1',
      rampFee: '1',
      networkFee: '0',
      discount: false,
      expiresAt: Number.MAX_SAFE_INTEGER,
    };
    const ach = await createBuyOrder(db, deps, async () => quote, 'ACH', 'ach', {
      quoteId: 'qa',
      cryptoCurrency: 'USDT',
      address: 'TV8BnHfooNjh8ptaBRzEE4r4wbC8aZH3JZ',
      network: 'TRX',
      fiatCurrency: 'USD',
      amount: '150',
      payWayCode: '53001',
      alpha2: 'US',
    });
    // The review asks for new documents (status 4) before the user pays.
    await db.query("UPDATE identity_reviews SET status = 'exception' WHERE user_no = 'ACH'");
    expect((await refusalOf(startLocalPayment(db, deps, 'ACH', { orderNo: ach.order_no })))?.errorName).toBe('identityReviewRequired');
    await db.query("UPDATE users SET status = 'risk' WHERE user_no = 'ACH'");
    expect((await refusalOf(startLocalPayment(db, deps, 'ACH', { orderNo: ach.order_no })))?.errorName).toBe('accountRisk');
    expect((await ownBuyOrder(db, 'ACH', ach.order_no)).pay_instructions).toBeNull();
  });

  it('sends a card order to the card gateway only', async () => {
    const created = await order();
    expect((await refusalOf(startLocalPayment(db, deps, 'U1', { orderNo: created.order_no })))?.errorName).toBe('orderState');
  });
});
