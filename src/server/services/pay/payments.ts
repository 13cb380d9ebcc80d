import cardValidator from 'card-validator';
import { constants } from '../../../shared/config/constants';
import { fiatByCode } from '../../../shared/config/assets';
import { methodByCode, nationalityAllows } from '../../../shared/config/paymentMethods';
import type { PaymentMethod } from '../../../shared/generated/payment-methods.schema';
import { networkByCode } from '../../../shared/address/networks';
import type { CardDetails, CardSource, ChargeResult } from '../../providers/card/card-gateway';
import type { PaymentInstructions } from '../../providers/local/local-gateway';
import type { Db } from '../../store/db';
import type { CardPaymentBody } from '../../../shared/generated/api/pay.schema';
import { cardDetailsFrom, checkCardholderContact } from '../cards/card-input';
import { keepTokenizedCard, refuseWhenCardsFull, savedCardById, type SavedCardRow } from '../cards/saved-cards';
import { kycStateOf } from '../kyc/kyc-store';
import { refuseUnverifiedBuy, refuseUntradable } from '../orders/create-buy-order';
import { discountTakenElsewhere, discountTakenKey } from '../orders/first-order';
import { buyResultCodeOf, buyStatusOf, type BuyOrderRow } from '../orders/buy-order-row';
import { isPayable } from '../orders/buy-status';
import type { FlowDeps } from '../orders/flow-deps';
import { maskValue as mask } from '../../mask';
import { refuse, refuseField } from '../../refusals';
import { changeOrder } from '../webhooks/order-events';
import { gatewayFor } from './gateway-kind';
import { savePayFormData } from './pay-form-data';

export async function ownBuyOrder(db: Db, userNo: string, orderNo: string): Promise<BuyOrderRow> {
  const row = await db.one<BuyOrderRow>('SELECT * FROM buy_orders WHERE order_no = $1 AND user_no = $2', [orderNo, userNo]);
  return row ?? refuse('notFound', { field: 'orderNo' });
}

/**
 * A card charge of the order that has no answer yet: in flight (claimed, the gateway not answered
 * within the client's request timeout) or pending at the gateway until it reports a timeout.
 * Another charge of the order would risk charging the payer twice.
 */
export function chargePending(order: BuyOrderRow, deps: FlowDeps): boolean {
  if (order.charge_claimed_at === null || order.stage === 'paid') return false;
  const now = deps.now();
  if (order.pay_reference === null) return now < order.charge_claimed_at + constants.requestTimeoutMs;
  return !deps.card.isTimedOut(order.pay_reference, now);
}

/**
 * An order the user may pay now with its method's gateway: payable, no charge of it pending, the
 * user's identity state allows the method (spec §6 risk, §4 identity review, and a verified
 * identity of the nationality a method's rule needs: PIX unavailable otherwise), and a first-order
 * discount it carries not taken since by another order (spec §1).
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

/** The payment landed: the chain send is decided now and settles after the confirmation delay. */
async function recordPaid(db: Db, deps: FlowDeps, order: BuyOrderRow, reference: string, payerAccount: string | null): Promise<void> {
  const network = networkByCode(order.network);
  if (!network) throw new Error(`order ${order.order_no} is on network ${order.network}, which networks.json no longer lists`);
  const now = deps.now();
  const sendOk = deps.chain.canSendTo(order.address);
  const txId = deps.chain.txIdFor(network, order.order_no);
  await changeOrder(db, 'buy', order.order_no, now, (tx) =>
    tx.one<BuyOrderRow>(
      `UPDATE buy_orders SET stage = 'paid', pay_reference = $2, result_code = NULL, payer_account = COALESCE($3, payer_account),
         paid_at = $4, settles_at = $5, send_ok = $6, tx_id = $7, charge_claimed_at = NULL, updated_at = $4
       WHERE order_no = $1 AND stage <> 'paid' RETURNING *`,
      [order.order_no, reference, payerAccount, now, now + constants.chainConfirmDelayMs, sendOk, txId],
    ),
  );
}

/** The payer account shown in the history (spec §3): brand and last four, as on a card statement. */
function payerCard(brand: string, last4: string): string {
  return `${brand} ****${last4}`;
}

export type CardPayment = CardPaymentBody;

export type CardPaymentResult = { kind: 'paid' } | { kind: 'pending' } | { kind: 'declined'; resultCode: string };

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
 * POST /pay/card/submit: charges a new card or a saved one by its token. A new card is saved only
 * once its charge is approved: a declined or unanswered card is never kept (and a place taken
 * meanwhile by a concurrent save leaves the payment as it is). A decline keeps the order payable
 * with another card or method (spec §4) and answers the processor's result code.
 */
export async function payByCard(db: Db, deps: FlowDeps, userNo: string, payment: CardPayment): Promise<CardPaymentResult> {
  const { order } = await payableOrder(db, deps, userNo, payment.orderNo, 'card');
  checkCardholderContact(payment, order.alpha2, deps.now());
  const prepared = payment.userCardId ? await savedCardPayment(db, userNo, payment.userCardId) : await newCardPayment(db, deps, userNo, payment);
  const { payerAccount } = prepared;

  const claimedAt = await claimCharge(db, deps, order);
  let result: ChargeResult;
  try {
    result = await deps.card.charge({ orderNo: order.order_no, amount: order.fiat_amount, fiat: order.fiat, source: prepared.source });
  } catch (error) {
    // No answer at all: the claim is released so the payer can try again.
    await db.query('UPDATE buy_orders SET charge_claimed_at = NULL WHERE order_no = $1 AND charge_claimed_at = $2', [order.order_no, claimedAt]);
    throw error;
  }
  const saved = result.kind === 'approved' ? await prepared.keep?.() : undefined;
  if (prepared.card) await rememberCardForm(db, deps, userNo, order.pay_way_code, payment, prepared.card, saved);
  const now = deps.now();
  if (result.kind === 'approved') {
    await recordPaid(db, deps, order, result.reference, payerAccount);
    return { kind: 'paid' };
  }
  if (result.kind === 'pending') {
    // The claim stays: the charge is pending until the gateway reports it timed out (chargePending).
    await db.query('UPDATE buy_orders SET pay_reference = $2, payer_account = $3, updated_at = $4 WHERE order_no = $1', [order.order_no, result.reference, payerAccount, now]);
    return { kind: 'pending' };
  }
  await changeOrder(db, 'buy', order.order_no, now, (tx) =>
    tx.one<BuyOrderRow>(
      `UPDATE buy_orders SET stage = 'failed', pay_reference = $2, result_code = $3, payer_account = $4, charge_claimed_at = NULL, updated_at = $5
       WHERE order_no = $1 AND stage <> 'paid' RETURNING *`,
      [order.order_no, result.reference, result.resultCode, payerAccount, now],
    ),
  );
  return { kind: 'declined', resultCode: result.resultCode };
}

/**
 * Takes the order's one charge slot: the update matches only while the slot is as this call read it,
 * so of two concurrent charges of one order only one reaches the gateway (the other is refused as
 * chargePending). A previous pending charge's reference is dropped: it was found timed out.
 */
async function claimCharge(db: Db, deps: FlowDeps, order: BuyOrderRow): Promise<number> {
  const now = deps.now();
  const claimed = await db.one<{ order_no: string }>(
    `UPDATE buy_orders SET charge_claimed_at = $2, pay_reference = NULL, updated_at = $2
     WHERE order_no = $1 AND stage <> 'paid' AND charge_claimed_at IS NOT DISTINCT FROM $3 RETURNING order_no`,
    [order.order_no, now, order.charge_claimed_at],
  );
  if (!claimed) refuse('chargePending');
  return now;
}

/** The card form as the next visit prefills it (the number masked), with the saved card when there is one. */
function rememberCardForm(db: Db, deps: FlowDeps, userNo: string, payWayCode: string, payment: CardPayment, card: CardDetails, saved: SavedCardRow | undefined) {
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
 * POST /pay/{product} and the local submit calls: issues the scheme's instructions for the order
 * (the same ones on a repeated call with the same bank) and keeps them on the order.
 */
export async function startLocalPayment(db: Db, deps: FlowDeps, userNo: string, payment: LocalPayment): Promise<PaymentInstructions> {
  const { order, method } = await payableOrder(db, deps, userNo, payment.orderNo, 'local');
  if (payment.product !== undefined && payment.product !== method.type) refuseField('product');
  const bankCode = bankCodeFor(method, payment.bankCode);
  const stored = order.pay_instructions;
  if (stored && (stored.kind !== 'virtualAccount' || stored.bankCode === bankCode)) return stored;
  const instructions = deps.local.instructionsFor({ orderNo: order.order_no, method, fiat: order.fiat, amount: order.fiat_amount, bankCode });
  // A virtual account is the account paid into, not the payer's: the payer account stays unknown.
  const now = deps.now();
  await changeOrder(db, 'buy', order.order_no, now, (tx) =>
    tx.one<BuyOrderRow>(
      `UPDATE buy_orders SET stage = 'unpaid', result_code = NULL, pay_instructions = $2, payer_account = NULL, updated_at = $3
       WHERE order_no = $1 AND stage <> 'paid' RETURNING *`,
      [order.order_no, JSON.stringify(instructions), now],
    ),
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
 * Sandbox "I paid" (POST /api/sandbox/orders/{orderNo}/paid): what a local scheme's payment
 * notice does in production. Only an order whose instructions were issued and that is still payable.
 */
export async function markLocalPaymentReceived(db: Db, deps: FlowDeps, orderNo: string): Promise<void> {
  const order = await db.one<BuyOrderRow>('SELECT * FROM buy_orders WHERE order_no = $1', [orderNo]);
  if (!order) refuse('notFound', { field: 'orderNo' });
  if (!order.pay_instructions || !isPayable(buyStatusOf(order, deps.now()))) refuse('orderState', { status: buyStatusOf(order, deps.now()) });
  await recordPaid(db, deps, order, `sbx_local_${order.order_no}`, null);
}

/**
 * Spec §2 buy result views: success, failed, timeout; pending while nothing is known yet. A paid
 * order whose crypto could not be sent (spec §4/§8 code 11) is failed with that code: the payment
 * went through, the crypto did not.
 */
export function payResultOf(order: BuyOrderRow, deps: FlowDeps): { result: 'success' | 'failed' | 'timeout' | 'pending'; resultCode: string | null } {
  const now = deps.now();
  const status = buyStatusOf(order, now);
  if (status === 'processing' || status === 'completed') return { result: 'success', resultCode: null };
  if (status === 'failed' || status === 'failedToSend') return { result: 'failed', resultCode: buyResultCodeOf(order, now) };
  if (status === 'closed' || (order.pay_reference !== null && deps.card.isTimedOut(order.pay_reference, now))) return { result: 'timeout', resultCode: null };
  return { result: 'pending', resultCode: null };
}
