import cardValidator from 'card-validator';
import { createHash, randomUUID } from 'node:crypto';
import { constants } from '../../../shared/config/constants';
import { errorEntryByName } from '../../../shared/config/errors';
import { fiatByCode } from '../../../shared/config/assets';
import { methodByCode, nationalityAllows } from '../../../shared/config/paymentMethods';
import type { PaymentMethod } from '../../../shared/generated/payment-methods.schema';
import type { CardDetails, CardSource } from '../../providers/card/card-provider';
import type { PaymentFact } from '../../providers/facts';
import type { PaymentInstructions } from '../../providers/local/local-provider';
import type { Db } from '../../store/db';
import type { CardPaymentBody } from '../../../shared/generated/api/pay.schema';
import { cardDetailsFrom, checkCardholderContact } from '../cards/card-input';
import { keepTokenizedCard, refuseWhenCardsFull, savedCardById, type SavedCardRow } from '../cards/saved-cards';
import { kycStateOf } from '../kyc/kyc-store';
import { refuseUnverifiedBuy } from '../buy/create-buy-order';
import { refuseUntradable } from '../orders/tradable';
import { discountTakenElsewhere, discountTakenKey } from '../buy/first-order';
import { buyResultCodeOf, buyStatusOf, type BuyOrderRow } from '../buy/buy-order-row';
import { isPayable } from '../buy/buy-status';
import type { FlowDeps } from '../orders/flow-deps';
import { maskValue as mask } from '../../mask';
import { refuse, refuseField, refuseProviderFailure } from '../../refusals';
import { gatewayFor } from './gateway-kind';
import { savePayFormData } from './pay-form-data';
import { recordPayment } from './payment-facts';

export async function ownBuyOrder(db: Db, userNo: string, orderNo: string): Promise<BuyOrderRow> {
  const row = await db.one<BuyOrderRow>('SELECT * FROM buy_orders WHERE order_no = $1 AND user_no = $2', [orderNo, userNo]);
  return row ?? refuse('notFound', { field: 'orderNo' });
}

/**
 * A card charge of the order that has no outcome yet: in flight (claimed, the processor not answered
 * within the client's request timeout), or pending or waiting for its 3-D Secure step at the
 * processor until it reports an outcome. Another charge of the order would risk charging the payer twice.
 */
export function chargePending(order: BuyOrderRow, deps: FlowDeps): boolean {
  if (order.charge_claimed_at === null || order.status === 'processing' || order.status === 'completed' || order.status === 'failedToSend') return false;
  if (order.pay_status === 'pending' || order.pay_status === 'requiresAction') return true;
  return deps.now() < order.charge_claimed_at + constants.requestTimeoutMs;
}

/**
 * An order the user may pay now with its method's gateway: payable, no charge of it pending, the
 * user's identity state allows the method (product §6 risk, §4 identity review, and a verified
 * identity of the nationality a method's rule needs: PIX unavailable otherwise), and a first-order
 * discount it carries not taken since by another order (product §1).
 */
async function payableOrder(db: Db, deps: FlowDeps, userNo: string, orderNo: string, gateway: 'card' | 'local') {
  const order = await ownBuyOrder(db, userNo, orderNo);
  const status = buyStatusOf(order, deps.now());
  if (!isPayable(status)) refuse('orderState', { status });
  if (chargePending(order, deps)) refuse('chargePending');
  const method = methodByCode('buy', order.pay_way_code);
  if (!method) throw new Error(`order ${orderNo} has payWayCode ${order.pay_way_code}, which the catalogue no longer lists`);
  if (gatewayFor(method.type) !== gateway) refuse('orderState', { field: 'payWayCode' });
  const kyc = await kycStateOf(db, deps, userNo);
  refuseUntradable(kyc, method);
  refuseUnverifiedBuy(kyc, deps, fiatByCode(order.fiat) ?? refuse('orderState', { field: 'fiat' }), order.fiat_amount);
  if (method.nationality && (kyc.verifiedNationality === undefined || !nationalityAllows(method, kyc.verifiedNationality))) {
    refuse('nationalityMismatch');
  }
  if (order.discount && (await discountTakenElsewhere(db, userNo, deps.now(), order.order_no))) refuse('orderState', {}, discountTakenKey);
  return { order, method };
}

/**
 * The key a payment is made under at its provider: one per order and submit action (product §7
 * submit-token), so a retry of a submit that timed out finds the payment the first one made instead
 * of charging again. Without a submit-token every call is its own action.
 */
export function paymentKey(orderNo: string, submitToken: string | undefined): string {
  return `${orderNo}:${createHash('sha256')
    .update(submitToken ?? randomUUID())
    .digest('hex')
    .slice(0, 32)}`;
}

/** The payer account shown in the history (product §3): brand and last four, as on a card statement. */
function payerCard(brand: string, last4: string): string {
  return `${brand} ****${last4}`;
}

export type CardPayment = CardPaymentBody;

export type CardPaymentResult =
  { kind: 'paid' } | { kind: 'pending' } | { kind: 'requiresAction'; actionUrl: string } | { kind: 'declined'; resultCode: string };

/** What a card payment charges, how the history shows it, and for a new card its details and how to keep it. */
interface PreparedCard {
  source: CardSource;
  payerAccount: string;
  card?: CardDetails;
  keep?: () => Promise<SavedCardRow | undefined>;
}

async function savedCardPayment(db: Db, userNo: string, userCardId: string): Promise<PreparedCard> {
  const saved = await savedCardById(db, userNo, userCardId);
  if (!saved) refuse('notFound', { field: 'userCardId' });
  return { source: { kind: 'token', token: saved.gateway_token }, payerAccount: payerCard(saved.brand, saved.last4) };
}

/** A card the processor's browser fields tokenized: the server has its token and display facts only. */
async function browserCardPayment(db: Db, deps: FlowDeps, userNo: string, payment: CardPayment, token: string): Promise<PreparedCard> {
  const card = await deps.card.describeToken(token);
  if (!card) refuseField('cardToken');
  if (payment.saveCard) await refuseWhenCardsFull(db, userNo);
  return {
    source: { kind: 'token', token },
    payerAccount: payerCard(card.brand, card.last4),
    ...(payment.saveCard ? { keep: () => keepTokenizedCard(db, deps, userNo, card) } : {}),
  };
}

/** A card to be saved is tokenized now and charged by its token, but kept only after the charge (see payByCard). */
async function newCardPayment(db: Db, deps: FlowDeps, userNo: string, payment: CardPayment): Promise<PreparedCard> {
  const card = cardDetailsFrom({
    cardNumber: payment.cardNumber ?? '',
    cardExpireMonth: payment.cardExpireMonth ?? '',
    cardExpireYear: payment.cardExpireYear ?? '',
    cvv: payment.cvv ?? '',
    firstname: payment.firstname ?? '',
    lastname: payment.lastname ?? '',
  });
  const payerAccount = payerCard(cardValidator.number(card.number).card?.type ?? 'card', card.number.slice(-4));
  if (!payment.saveCard) return { source: { kind: 'card', card }, payerAccount, card };
  // Refused before any charge, as the card form says: 'Limit of 6 cards reached'.
  await refuseWhenCardsFull(db, userNo);
  const tokenized = await deps.card.tokenize(card);
  return { source: { kind: 'token', token: tokenized.token }, payerAccount, card, keep: () => keepTokenizedCard(db, deps, userNo, tokenized) };
}

/**
 * With an adapter whose fields collect card data in the browser, no route takes a card number or a
 * CVV (docs/providers.md 'Card data'): the server never holds them.
 */
export function refuseCardData(deps: FlowDeps, body: { cardNumber?: string; cvv?: string }): void {
  if (deps.card.collection.kind !== 'browser') return;
  if (body.cardNumber !== undefined) refuseField('cardNumber', 'errors.server.cardFieldsOnly');
  if (body.cvv !== undefined) refuseField('cvv', 'errors.server.cardFieldsOnly');
}

function cardSourceOf(db: Db, deps: FlowDeps, userNo: string, payment: CardPayment): Promise<PreparedCard> {
  refuseCardData(deps, payment);
  if (payment.userCardId) return savedCardPayment(db, userNo, payment.userCardId);
  if (payment.cardToken !== undefined) return browserCardPayment(db, deps, userNo, payment, payment.cardToken);
  if (deps.card.collection.kind === 'browser') refuseField('cardToken');
  return newCardPayment(db, deps, userNo, payment);
}

const cardResultOf = (fact: PaymentFact): CardPaymentResult => {
  if (fact.status === 'succeeded') return { kind: 'paid' };
  // A processor that gives no code for a decline: the abnormal decline of product §8.
  if (fact.status === 'failed') return { kind: 'declined', resultCode: fact.resultCode ?? errorEntryByName('cardAbnormalDecline').code };
  if (fact.status === 'requiresAction' && fact.actionUrl) return { kind: 'requiresAction', actionUrl: fact.actionUrl };
  return { kind: 'pending' };
};

/**
 * POST /pay/card/submit: charges a new card, a saved one or a token of the processor's browser
 * fields, under the key of this submit (a retry after a timeout is the same payment at the
 * processor). A new card is saved only once its charge is approved. A decline keeps the order
 * payable with another card or method (product §4) and answers the processor's result code; a
 * 3-D Secure step answers where the payer takes it; the outcome of a pending charge is reported
 * later (event or status lookup).
 */
export async function payByCard(
  db: Db,
  deps: FlowDeps,
  userNo: string,
  payment: CardPayment,
  submitToken: string | undefined,
  returnUrl: string,
): Promise<CardPaymentResult> {
  const { order } = await payableOrder(db, deps, userNo, payment.orderNo, 'card');
  checkCardholderContact(payment, order.alpha2, deps.now());
  const prepared = await cardSourceOf(db, deps, userNo, payment);
  const claimedAt = await claimCharge(db, deps, order);
  const idempotencyKey = paymentKey(order.order_no, submitToken);
  const answer = await deps.card
    .createPayment({ idempotencyKey, orderNo: order.order_no, amount: order.fiat_amount, fiat: order.fiat, source: prepared.source, returnUrl })
    .catch(async (error: unknown) => {
      // No usable answer: the claim is released so the payer can try again; the same submit finds the same payment.
      await db.query('UPDATE buy_orders SET charge_claimed_at = NULL WHERE order_no = $1 AND charge_claimed_at = $2', [order.order_no, claimedAt]);
      return refuseProviderFailure(error);
    });
  const saved = answer.fact.status === 'succeeded' ? await prepared.keep?.() : undefined;
  if (prepared.card) await rememberCardForm(db, deps, userNo, order.pay_way_code, payment, prepared.card, saved);
  await recordPayment(db, deps, {
    orderNo: order.order_no,
    provider: 'card',
    idempotencyKey,
    reference: answer.reference,
    fact: answer.fact,
    payerAccount: prepared.payerAccount,
  });
  return cardResultOf(answer.fact);
}

/**
 * Takes the order's one charge slot: the update matches only while the slot is as this call read it,
 * so of two concurrent charges of one order only one reaches the processor (the other is refused as
 * chargePending).
 */
async function claimCharge(db: Db, deps: FlowDeps, order: BuyOrderRow): Promise<number> {
  const now = deps.now();
  const claimed = await db.one<{ order_no: string }>(
    `UPDATE buy_orders SET charge_claimed_at = $2, updated_at = $2
     WHERE order_no = $1 AND status IN ('unpaid', 'failed') AND charge_claimed_at IS NOT DISTINCT FROM $3 RETURNING order_no`,
    [order.order_no, now, order.charge_claimed_at],
  );
  if (!claimed) refuse('chargePending');
  return now;
}

/** The card form as the next visit prefills it (the number masked), with the saved card when there is one. */
function rememberCardForm(
  db: Db,
  deps: FlowDeps,
  userNo: string,
  payWayCode: string,
  payment: CardPayment,
  card: CardDetails,
  saved: SavedCardRow | undefined,
) {
  return savePayFormData(db, deps, userNo, payWayCode, {
    firstname: payment.firstname ?? '',
    lastname: payment.lastname ?? '',
    cardNumber: mask(card.number),
    cardExpireMonth: card.expMonth,
    cardExpireYear: card.expYear,
    ...(payment.phone ? { phone: payment.phone } : {}),
    ...(payment.birthDate ? { birthDate: payment.birthDate } : {}),
    ...(saved ? { userCardId: saved.user_card_id } : {}),
  });
}

export interface LocalPayment {
  orderNo: string;
  /** The issuing bank chosen on the VA page; must be one of the method's banks. */
  bankCode?: string;
  /** POST /pay/{product}: the method family the page expects; must be the order's. */
  product?: string;
}

/**
 * POST /pay/{product} and the local submit calls: the scheme's processor makes a payment for the
 * order and issues its instructions (the same ones on a repeated call with the same bank, under the
 * same key), kept on the order; the payment is reported later.
 */
export async function startLocalPayment(db: Db, deps: FlowDeps, userNo: string, payment: LocalPayment): Promise<PaymentInstructions> {
  const { order, method } = await payableOrder(db, deps, userNo, payment.orderNo, 'local');
  if (payment.product !== undefined && payment.product !== method.type) refuseField('product');
  const bankCode = bankCodeFor(method, payment.bankCode);
  const stored = order.pay_instructions;
  if (stored && (stored.kind !== 'virtualAccount' || stored.bankCode === bankCode)) return stored;
  const idempotencyKey = `${order.order_no}:${method.payWayCode}:${bankCode ?? ''}`;
  const { reference, instructions } = await deps.local
    .createPayment({ idempotencyKey, orderNo: order.order_no, method, fiat: order.fiat, amount: order.fiat_amount, bankCode })
    .catch(refuseProviderFailure);
  // A virtual account is the account paid into, not the payer's: the payer account stays unknown.
  await recordPayment(
    db,
    deps,
    { orderNo: order.order_no, provider: 'local', idempotencyKey, reference, fact: { type: 'payment', status: 'pending' }, payerAccount: null },
    { payInstructions: instructions },
  );
  return instructions;
}

function bankCodeFor(method: PaymentMethod, bankCode: string | undefined): string | undefined {
  if (!method.banks) return undefined;
  if (bankCode === undefined) refuseField('bankCode');
  if (!method.banks.some((bank) => bank.bankCode === bankCode)) refuseField('bankCode');
  return bankCode;
}

/**
 * Product §2 buy result views: success, failed, timeout; pending while nothing is known yet. A paid
 * order whose crypto could not be sent (product §4/§8 code 11) is failed with that code: the payment
 * went through, the crypto did not. A charge the processor reported expired is a timeout.
 */
export function payResultOf(order: BuyOrderRow, deps: FlowDeps): { result: 'success' | 'failed' | 'timeout' | 'pending'; resultCode: string | null } {
  const now = deps.now();
  const status = buyStatusOf(order, now);
  if (status === 'processing' || status === 'completed') return { result: 'success', resultCode: null };
  if (status === 'failed' || status === 'failedToSend') return { result: 'failed', resultCode: buyResultCodeOf(order, now) };
  if (status === 'closed' || order.pay_status === 'expired') return { result: 'timeout', resultCode: null };
  return { result: 'pending', resultCode: null };
}
