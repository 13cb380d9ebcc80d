import Decimal from 'decimal.js';
import { constants } from '../../../shared/config/constants';
import { defaultSellMethod } from '../../../shared/config/paymentMethods';
import { networkByCode } from '../../../shared/address/networks';
import { validateRefundAddress } from '../../../shared/address/validate-address';
import type { CreateSellOrderBody } from '../../../shared/generated/api/sell.schema';
import type { Db } from '../../store/db';
import { recordOrderPicks } from '../recent';
import { changeOrder, reportOrderCreated } from '../webhooks/order-events';
import { queueTransfer } from '../../settlement/transfers';
import { settleSubject, watchSubject } from '../../settlement/watch';
import { trackedSellOrder } from '../webhooks/tracked-order';
import type { FlowDeps } from '../orders/flow-deps';
import { cryptoBySymbol } from '../../../shared/config/assets';
import { checkTradable } from '../orders/tradable';
import { refuseAmountRule } from '../orders/limits';
import { feeScheduleOf } from '../pricing';
import { sellAmountRule } from './sell-amount';
import { newOrderNo } from '../orders/order-no';
import { takeQuote, type SellQuoteFacts } from '../orders/quote-facts';
import { refuse, refuseField, refuseProviderFailure } from '../../refusals';
import { requestDigest } from '../orders/request-digest';
import { tokenHash } from '../token-hash';
import { orderOfSubmitToken, sameRequestOrRefuse } from '../orders/submit-token-replay';
import { ownPayoutAccount } from '../payout/payout-accounts';
import { sellStatusOf, type SellOrderRow } from './sell-order-row';
import { isConfirmable } from './sell-status';

export type SellQuoteLookup = (quoteId: string, userNo: string) => Promise<SellQuoteFacts>;

function sellNetworkOf(crypto: string, networkCode: string) {
  const asset = cryptoBySymbol(crypto);
  const network = networkByCode(networkCode);
  if (!asset?.sellable || !network || !asset.networks.some((entry) => entry.network === network.code)) {
    return refuseField('network');
  }
  return { asset, network };
}

async function checkSellOrder(db: Db, deps: FlowDeps, userNo: string, request: CreateSellOrderBody, quote: SellQuoteFacts, payWayCode: string) {
  for (const field of ['fiat', 'crypto', 'network'] as const) if (quote[field] !== request[field]) refuseField(field);
  if (!new Decimal(request.cryptoAmount).equals(quote.cryptoAmount)) refuseField('cryptoAmount');
  if (quote.payWayCode !== undefined && quote.payWayCode !== payWayCode) refuseField('payWayCode');
  const { asset } = sellNetworkOf(request.crypto, request.network);
  const { method, fiat } = await checkTradable(db, deps, 'sell', userNo, {
    payWayCode,
    fiat: request.fiat,
    alpha2: request.alpha2,
    amountOf(method, fiat) {
      const { result, range } = sellAmountRule({
        fiat,
        crypto: asset,
        method,
        cryptoAmount: request.cryptoAmount,
        fiatAmount: quote.fiatAmount,
        fee: quote.rampFee,
      });
      refuseAmountRule('cryptoAmount', result, range);
      // The KYC thresholds of a sale are on the fiat paid out.
      return { amount: quote.fiatAmount, range };
    },
  });
  if (request.userAccountId) {
    // An account saved for another payout method or country cannot receive this order's payout.
    const account = await ownPayoutAccount(db, deps.dataKey, userNo, request.userAccountId);
    if (account.pay_way_code !== payWayCode || account.alpha2 !== request.alpha2) refuseField('userAccountId');
  }
  return { method, fiat };
}

/**
 * POST /trade/create/sell/coin/order: idempotent on the submit-token like the buy order (the whole
 * body is compared; the store keeps the token's hash only); the quote prices this order only, like a
 * buy order's.
 */
export async function createSellOrder(
  db: Db,
  deps: FlowDeps,
  lookupQuote: SellQuoteLookup,
  userNo: string,
  submitToken: string,
  request: CreateSellOrderBody,
  appId: string | null = null,
): Promise<SellOrderRow> {
  const digest = requestDigest(request);
  const submitted = tokenHash(submitToken);
  return orderOfSubmitToken(
    () => sellBySubmitToken(db, userNo, submitted),
    digest,
    async () => {
      const payWayCode = request.payWayCode ?? defaultSellMethod().payWayCode;
      const quote = await lookupQuote(request.quoteId, userNo);
      const { method, fiat } = await checkSellOrder(db, deps, userNo, request, quote, payWayCode);
      const { network } = sellNetworkOf(request.crypto, request.network);
      const now = deps.now();
      const orderNo = newOrderNo('sell', now);
      const deposit = await deps.chain.depositFor(network, { orderNo, crypto: request.crypto, amount: quote.cryptoAmount }).catch(refuseProviderFailure);
      // The fee schedule is locked with the price: the deposit that arrives is paid out by both (settledSale).
      const schedule = feeScheduleOf(method, fiat);
      // The order, the taking of its quote and its first merchant event (order.created) commit together or not at all.
      const inserted = await db.transaction(async (tx) => {
        const row = await tx.one<SellOrderRow>(
          `INSERT INTO sell_orders (order_no, user_no, submit_token_hash, quote_id, pay_way_code, fiat, alpha2, crypto, network, crypto_amount,
           fiat_amount, price, ramp_fee, deposit_address, deposit_memo, user_account_id, created_at, expires_at, updated_at, request_digest,
           fee_percent, fee_fixed, app_id, deposit_reference)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $17, $19, $20, $21, $22, $23)
         ON CONFLICT (user_no, submit_token_hash) DO NOTHING RETURNING *`,
          [
            orderNo,
            userNo,
            submitted,
            request.quoteId,
            payWayCode,
            request.fiat,
            request.alpha2,
            request.crypto,
            request.network,
            quote.cryptoAmount,
            quote.fiatAmount,
            quote.price,
            quote.rampFee,
            deposit.address,
            deposit.memo ?? null,
            request.userAccountId ?? null,
            now,
            now + deps.windows.sellMs,
            digest,
            schedule.percent,
            schedule.fixed,
            appId,
            deposit.reference,
          ],
        );
        if (row) {
          await takeQuote(tx, request.quoteId, orderNo, quote.expiresAt);
          await watchSubject(tx, 'deposit', deposit.reference, now, deps.reconcile);
          await recordOrderPicks(tx, userNo, 'sell', row, now);
          await reportOrderCreated(tx, trackedSellOrder(row), now);
        }
        return row;
      });
      if (inserted) return inserted;
      const winner = await sellBySubmitToken(db, userNo, submitted);
      if (!winner) throw new Error('sell order insert conflicted but no order holds the submit-token');
      return sameRequestOrRefuse(winner, digest);
    },
  );
}

function sellBySubmitToken(db: Db, userNo: string, submitTokenHash: string) {
  return db.one<SellOrderRow>('SELECT * FROM sell_orders WHERE user_no = $1 AND submit_token_hash = $2', [userNo, submitTokenHash]);
}

export async function ownSellOrder(db: Db, userNo: string, orderNo: string): Promise<SellOrderRow> {
  const row = await db.one<SellOrderRow>('SELECT * FROM sell_orders WHERE order_no = $1 AND user_no = $2', [orderNo, userNo]);
  return row ?? refuse('notFound', { field: 'orderNo' });
}

function requireStatus(deps: FlowDeps, order: SellOrderRow, allowed: (status: ReturnType<typeof sellStatusOf>) => boolean): void {
  const status = sellStatusOf(order, deps.now());
  if (!allowed(status)) refuse('orderState', { status });
}

/** POST /trade/sell/order/switching/network: a new deposit address, only before any deposit. */
export async function switchSellNetwork(db: Db, deps: FlowDeps, userNo: string, orderNo: string, networkCode: string): Promise<SellOrderRow> {
  const order = await ownSellOrder(db, userNo, orderNo);
  requireStatus(deps, order, (status) => status === 'awaitingDeposit');
  const { network } = sellNetworkOf(order.crypto, networkCode);
  const deposit = await deps.chain
    .depositFor(network, { orderNo: order.order_no, crypto: order.crypto, amount: order.crypto_amount })
    .catch(refuseProviderFailure);
  const now = deps.now();
  const row = await changeOrder(db, 'sell', order.order_no, now, 'networkSwitched', async (tx, next) => {
    if (order.deposit_reference) await settleSubject(tx, 'deposit', order.deposit_reference);
    await watchSubject(tx, 'deposit', deposit.reference, now, deps.reconcile);
    return tx.one<SellOrderRow>(
      `UPDATE sell_orders SET status = $6, network = $2, deposit_address = $3, deposit_memo = $4, deposit_reference = $7, updated_at = $5
       WHERE order_no = $1 RETURNING *`,
      [order.order_no, network.code, deposit.address, deposit.memo ?? null, now, next, deposit.reference],
    );
  });
  return row ?? refuse('orderState', { status: 'cryptoSent' });
}

/**
 * Starts the fiat transfer to the account: the payout rail takes it under a key of this order and its
 * n-th payout (a retry, or a second confirm at once, is the same payout), then the order is in
 * transfer with the payout's reference, watched until the bank answers.
 */
async function startPayout(db: Db, deps: FlowDeps, userNo: string, order: SellOrderRow, userAccountId: string): Promise<SellOrderRow> {
  const account = await ownPayoutAccount(db, deps.dataKey, userNo, userAccountId);
  if (account.pay_way_code !== order.pay_way_code || account.alpha2 !== order.alpha2) refuseField('userAccountId');
  const earlier = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM sell_payouts WHERE order_no = $1', [order.order_no]);
  const idempotencyKey = `${order.order_no}:payout:${(earlier?.n ?? 0) + 1}`;
  const { reference } = await deps.payout
    .submit({
      idempotencyKey,
      orderNo: order.order_no,
      destination: { fields: account.account, tokens: account.tokens },
      fiat: order.fiat,
      amount: order.final_fiat_amount ?? order.fiat_amount,
    })
    .catch(refuseProviderFailure);
  const now = deps.now();
  const row = await changeOrder(db, 'sell', order.order_no, now, 'payoutStarted', async (tx, next) => {
    await tx.query(
      `INSERT INTO sell_payouts (reference, order_no, idempotency_key, user_account_id, status, created_at, updated_at) VALUES ($1, $2, $3, $4, 'pending', $5, $5)
       ON CONFLICT (reference) DO NOTHING`,
      [reference, order.order_no, idempotencyKey, userAccountId, now],
    );
    await watchSubject(tx, 'payout', reference, now, deps.reconcile);
    return tx.one<SellOrderRow>(
      `UPDATE sell_orders SET status = $5, user_account_id = $2, confirmed_at = $3, payout_reference = $4, updated_at = $3 WHERE order_no = $1 RETURNING *`,
      [order.order_no, userAccountId, now, reference, next],
    );
  });
  // Another confirm moved the order first: it answers the order as that one left it.
  return row ?? ownSellOrder(db, userNo, order.order_no);
}

/** POST /trade/confirm/sellOrder: the user confirms the final amount once the deposit is confirmed. */
export async function confirmSellOrder(db: Db, deps: FlowDeps, userNo: string, orderNo: string, userAccountId?: string): Promise<SellOrderRow> {
  const order = await ownSellOrder(db, userNo, orderNo);
  requireStatus(deps, order, isConfirmable);
  const accountId = userAccountId ?? order.user_account_id ?? refuseField('userAccountId');
  return startPayout(db, deps, userNo, order, accountId);
}

/**
 * POST /trade/update/sellOrder/account: after the bank rejected the transfer, pay out to another
 * account. A refused deposit has nothing to pay out: only its refund is offered.
 */
export async function updateSellAccount(db: Db, deps: FlowDeps, userNo: string, orderNo: string, userAccountId: string): Promise<SellOrderRow> {
  const order = await ownSellOrder(db, userNo, orderNo);
  requireStatus(deps, order, (status) => status === 'failed' && !order.deposit_refused);
  return startPayout(db, deps, userNo, order, userAccountId);
}

/**
 * The refund offer of a failed payout (product §1, §4): what the user sent, as received on chain, back in
 * the refund crypto. Sent in that crypto, it is the deposit itself: never more, whatever the prices
 * did. Sent in another, it is the deposit's worth now, both cryptos priced by the one price source
 * at the same moment (the order's sell price is a quote with its own spread, no exchange rate).
 * No refund fee is documented (config/sandbox.json payout.refund has none), so none is taken.
 */
export async function refundOffer(deps: FlowDeps, order: SellOrderRow, priceOf: (crypto: string, fiat: string) => Promise<string>) {
  const { crypto, network } = deps.payout.refund;
  const decimals = cryptoBySymbol(crypto)?.decimals ?? constants.sellCryptoDecimals;
  const received = new Decimal(order.deposit_amount ?? order.crypto_amount);
  const worth = order.crypto === crypto ? received : received.times(await priceOf(order.crypto, order.fiat)).dividedBy(await priceOf(crypto, order.fiat));
  return { orderNo: order.order_no, crypto, network, amount: worth.toDecimalPlaces(decimals, Decimal.ROUND_DOWN).toFixed() };
}

/** GET /trade/sell/order/refund: refunds a failed payout to an address on the refund network ('Invalid address'); the transfer is queued with the order's refund key. */
export async function requestRefund(
  db: Db,
  deps: FlowDeps,
  priceOf: (crypto: string, fiat: string) => Promise<string>,
  userNo: string,
  orderNo: string,
  address: string,
): Promise<SellOrderRow> {
  const order = await ownSellOrder(db, userNo, orderNo);
  requireStatus(deps, order, (status) => status === 'failed');
  const network = networkByCode(deps.payout.refund.network);
  if (!network) throw new Error(`the refund network ${deps.payout.refund.network} is not in networks.json`);
  const checked = validateRefundAddress(network, address);
  if (!checked.valid) refuseField('address', checked.messageKey);
  const offer = await refundOffer(deps, order, priceOf);
  const now = deps.now();
  const row = await changeOrder(db, 'sell', order.order_no, now, 'refundRequested', async (tx, next) => {
    await queueTransfer(
      tx,
      { orderNo: order.order_no, purpose: 'refund', network: offer.network, crypto: offer.crypto, address, memo: null, amount: offer.amount },
      now,
    );
    return tx.one<SellOrderRow>(
      `UPDATE sell_orders SET status = $7, refund_address = $2, refund_amount = $3, refund_crypto = $4, refund_network = $5, refund_requested_at = $6, updated_at = $6
       WHERE order_no = $1 RETURNING *`,
      [order.order_no, address, offer.amount, offer.crypto, offer.network, now, next],
    );
  });
  return row ?? refuse('orderState', { status: 'refunding' });
}
