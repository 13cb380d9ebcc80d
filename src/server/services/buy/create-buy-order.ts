import Decimal from 'decimal.js';
import { constants } from '../../../shared/config/constants';
import { networkByCode } from '../../../shared/address/networks';
import { validateAddress } from '../../../shared/address/validate-address';
import { validateMemo } from '../../../shared/address/validate-memo';
import type { Db } from '../../store/db';
import type { CreateBuyOrderBody } from '../../../shared/generated/api/buy.schema';
import type { Fiat } from '../../../shared/generated/assets.schema';
import { validateBuyAmount } from '../../../shared/rules/buy-amount';
import { kycRequirementFor, kycSatisfied } from '../kyc/kyc-rules';
import type { KycState } from '../kyc/kyc-store';
import { discountTakenKey, firstOrderEligible } from './first-order';
import { recordOrderPicks } from '../recent';
import { reportOrderCreated } from '../webhooks/order-events';
import { trackedBuyOrder } from '../webhooks/tracked-order';
import type { BuyOrderRow } from './buy-order-row';
import type { FlowDeps } from '../orders/flow-deps';
import { cryptoBySymbol } from '../../../shared/config/assets';
import { amountLimitsFor, refuseAmountRule } from '../orders/limits';
import { newOrderNo } from '../orders/order-no';
import { takeQuote, type BuyQuoteFacts } from '../orders/quote-facts';
import { refuse, refuseField } from '../../refusals';
import { requestDigest } from '../orders/request-digest';
import { tokenHash } from '../token-hash';
import { orderOfSubmitToken, sameRequestOrRefuse } from '../orders/submit-token-replay';
import { checkTradable } from '../orders/tradable';

/** Reads a live quote; refuses (quoteExpired) one that is unknown, not the user's, expired or already used by an order. */
export type QuoteLookup = (quoteId: string, userNo: string) => Promise<BuyQuoteFacts>;

/** The order request's name of each fact it shares with its quote. */
const requestFieldOf = { fiat: 'fiatCurrency', crypto: 'cryptoCurrency', network: 'network' } as const;

/** Every rule of product §5/§6 an order must pass before it exists (and again when its method changes). */
export async function checkBuyOrder(db: Db, deps: FlowDeps, userNo: string, request: CreateBuyOrderBody, quote: BuyQuoteFacts): Promise<void> {
  if (request.depositType !== undefined && request.depositType !== constants.depositType) refuseField('depositType');
  // A refusal names the field as the request calls it, not as the quote does.
  const mismatch = (['fiat', 'crypto', 'network'] as const).find((fact) => quote[fact] !== request[requestFieldOf[fact]]);
  if (mismatch) refuseField(requestFieldOf[mismatch]);
  if (!new Decimal(request.amount).equals(quote.fiatAmount)) refuseField('amount');
  if (quote.payWayCode !== undefined && quote.payWayCode !== request.payWayCode) refuseField('payWayCode');

  const network = networkByCode(request.network);
  const crypto = cryptoBySymbol(request.cryptoCurrency);
  if (!network || !crypto?.networks.some((entry) => entry.network === network.code)) refuseField('network');
  const address = validateAddress(network, request.address, crypto.symbol);
  if (!address.valid) refuseField('address', address.messageKey, address.params);
  const memo = validateMemo(network, request.memo ?? '');
  if (!memo.valid) refuseField('memo', memo.messageKey, memo.params);

  // Product §5 with the quote's own rule (src/shared/rules/buy-amount.ts), so an order is refused exactly where the browser refuses.
  await checkTradable(db, deps, 'buy', userNo, {
    payWayCode: request.payWayCode,
    fiat: request.fiatCurrency,
    alpha2: request.alpha2,
    amountOf(method, fiat) {
      const limits = amountLimitsFor('buy', fiat, method) ?? refuseField('fiatCurrency');
      const range = { ...limits, fiat: fiat.code };
      refuseAmountRule(
        'amount',
        validateBuyAmount({ fiat: fiat.code, value: request.amount, min: limits.min, max: limits.max, decimals: fiat.decimalDigits }),
        range,
      );
      return { amount: request.amount, range };
    },
  });
}

/**
 * The identity level a buy of `amount` asks for, checked again where the order is paid: an order
 * taken under other limits (an operator lowered them since) is paid only by the level it now needs.
 */
export function refuseUnverifiedBuy(kyc: KycState, deps: FlowDeps, fiat: Fiat, amount: string): void {
  if (!kycSatisfied(kyc, kycRequirementFor(deps.kyc.limitsFor('buy', fiat.code), fiat, amount))) refuse('kycRequired');
}

/**
 * POST /trade/create. Idempotent on the submit-token: a retried or concurrent call answers the order
 * the first one committed (and the unique (user_no, submit_token_hash) key backs this up). The same
 * token with any other body is a different request and is refused; the store keeps the token's hash
 * only. The quote prices this order only: it is taken in the order's transaction, and another order
 * naming it is refused.
 */
export async function createBuyOrder(
  db: Db,
  deps: FlowDeps,
  lookupQuote: QuoteLookup,
  userNo: string,
  submitToken: string,
  request: CreateBuyOrderBody,
  appId: string | null = null,
): Promise<BuyOrderRow> {
  const digest = requestDigest(request);
  const submitted = tokenHash(submitToken);
  return orderOfSubmitToken(
    () => findBySubmitToken(db, userNo, submitted),
    digest,
    async () => {
      const quote = await lookupQuote(request.quoteId, userNo);
      await checkBuyOrder(db, deps, userNo, request, quote);
      // Under a lock on the user's row: a retry of this submit-token answers the order it made, and the
      // first-order discount is granted to one order only, however many are created at once (product §1).
      return db.transaction(async (tx) => {
        await tx.query('SELECT user_no FROM users WHERE user_no = $1 FOR UPDATE', [userNo]);
        const winner = await findBySubmitToken(tx, userNo, submitted);
        if (winner) return sameRequestOrRefuse(winner, digest);
        const now = deps.now();
        // A quote priced with the discount is honoured only while the user still has no live or completed buy.
        if (quote.discount && !(await firstOrderEligible(tx, userNo, now))) refuse('quoteExpired', {}, discountTakenKey);
        const orderNo = newOrderNo('buy', now);
        await takeQuote(tx, request.quoteId, orderNo, quote.expiresAt);
        const inserted = await tx.one<BuyOrderRow>(
          `INSERT INTO buy_orders (order_no, user_no, submit_token_hash, quote_id, pay_way_code, fiat, alpha2, crypto, network, address, memo,
           fiat_amount, crypto_amount, price, ramp_fee, network_fee, discount, merchant_param, created_at, expires_at, updated_at, request_digest, app_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $19, $21, $22)
         RETURNING *`,
          [
            orderNo,
            userNo,
            submitted,
            request.quoteId,
            request.payWayCode,
            request.fiatCurrency,
            request.alpha2,
            request.cryptoCurrency,
            request.network,
            request.address,
            request.memo || null,
            quote.fiatAmount,
            quote.cryptoAmount,
            quote.price,
            quote.rampFee,
            quote.networkFee,
            quote.discount,
            request.merchantParam ?? null,
            now,
            now + deps.windows.buyMs,
            digest,
            appId,
          ],
        );
        if (!inserted) throw new Error('buy order insert returned no row');
        await recordOrderPicks(tx, userNo, 'buy', inserted, now);
        await reportOrderCreated(tx, trackedBuyOrder(inserted), now);
        return inserted;
      });
    },
  );
}

function findBySubmitToken(db: Db, userNo: string, submitTokenHash: string): Promise<BuyOrderRow | undefined> {
  return db.one<BuyOrderRow>('SELECT * FROM buy_orders WHERE user_no = $1 AND submit_token_hash = $2', [userNo, submitTokenHash]);
}
