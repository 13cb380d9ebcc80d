import type { FastifyPluginAsync } from 'fastify';
import { configMethodSources } from '../../shared/availability/configSources';
import { offeredMethods } from '../../shared/availability/offeredMethods';
import type { PaymentMethod } from '../../shared/generated/payment-methods.schema';
import type {
  CreateBuyOrderBody, OrderFeeInfo, OrderNoQuery, TradeIdParams, TradeListQuery, TradePage, UpdateBuyOrderBody,
} from '../../shared/generated/api/buy.schema';
import type { SubmitTokenHeaders } from '../../shared/generated/api/common.schema';
import type { EnsName, EnsQuery, PaymentInListQuery, PaymentMethodView, WalletCheckBody } from '../../shared/generated/api/pay.schema';
import { ok } from '../envelope';
import { requireSession } from '../plugins/auth';
import { buyOrderView, type BuyOrderRow } from '../services/buy/buy-order-row';
import { createBuyOrder } from '../services/buy/create-buy-order';
import { buyQuoteFacts } from '../services/orders/quote-facts';
import { refuse, refuseWhenUnavailable } from '../refusals';
import { changeBuyOrderMethod } from '../services/buy/update-buy-order';
import { kycStateOf } from '../services/kyc/kyc-store';
import { ownBuyOrder } from '../services/pay/payments';
import { sellOrderView, type SellOrderRow } from '../services/sell/sell-order-row';
import { flowDeps, orderAppIdOf, userNoOf } from './buy-context';
import { answers, apiRef } from './schemaRefs';

/** What the payment-method screen needs of a catalogue entry, with the amount range in the fiat. */
export function methodView(method: PaymentMethod, fiat: string, limits: { min: string; max: string } | undefined): PaymentMethodView {
  return {
    payWayCode: method.payWayCode,
    type: method.type,
    nameKey: method.nameKey,
    icon: method.icon,
    qrIcon: method.qrIcon ?? null,
    routerPath: method.routerPath,
    cardType: method.cardType ?? [],
    banks: method.banks ?? [],
    fee: { percent: method.fee.percent, fixed: method.fee.fixed[fiat] ?? '0' },
    limits: limits ?? null,
    identityReview: method.identityReview === true,
    kycRule: method.kycRule ?? null,
  };
}

/** Spec §7 Buy order: create, history and details, method change, fee info, ENS, wallet check, payment-in list. */
export const buyRoutes: FastifyPluginAsync = async (app) => {
  const deps = flowDeps(app);
  const lookup = (quoteId: string, userNo: string) => buyQuoteFacts(app.db, quoteId, userNo, deps.now());
  const signed = { preHandler: requireSession };

  app.post<{ Body: CreateBuyOrderBody; Headers: SubmitTokenHeaders }>(
    '/trade/create',
    {
      ...signed,
      schema: { tags: ['buy'], headers: apiRef('common', 'submitTokenHeaders'), body: apiRef('buy', 'createBuyOrderBody'), response: answers('buy', 'buyOrderResponse') },
    },
    async (request) => {
      const row = await createBuyOrder(app.db, deps, lookup, userNoOf(request), request.headers['submit-token'], request.body, await orderAppIdOf(app, request));
      return ok(buyOrderView(row, deps.now()));
    },
  );

  app.get<{ Querystring: TradeListQuery }>(
    '/trade/list',
    { ...signed, schema: { tags: ['buy'], querystring: apiRef('buy', 'tradeListQuery'), response: answers('buy', 'tradePageResponse') } },
    async (request) => {
      const userNo = userNoOf(request);
      const { pageIndex = 1, pageSize = 20, hideClosed = false } = request.query;
      const now = deps.now();
      const [buys, sells] = await Promise.all([
        app.db.query<BuyOrderRow>('SELECT * FROM buy_orders WHERE user_no = $1', [userNo]),
        app.db.query<SellOrderRow>('SELECT * FROM sell_orders WHERE user_no = $1', [userNo]),
      ]);
      const all = [...buys.map((row) => buyOrderView(row, now)), ...sells.map((row) => sellOrderView(row, now))]
        .filter((order) => !hideClosed || order.status !== 'closed')
        .sort((a, b) => b.createdAt - a.createdAt || b.orderNo.localeCompare(a.orderNo));
      return ok<TradePage>({ result: all.slice((pageIndex - 1) * pageSize, pageIndex * pageSize), total: all.length });
    },
  );

  app.get<{ Querystring: OrderNoQuery }>(
    '/trade/query/buy/order/details',
    { ...signed, schema: { tags: ['buy'], querystring: apiRef('buy', 'orderNoQuery'), response: answers('buy', 'buyOrderDetailsResponse') } },
    async (request) => {
      const row = await ownBuyOrder(app.db, userNoOf(request), request.query.orderNo);
      return ok({ ...buyOrderView(row, deps.now()), payInstructions: row.pay_instructions });
    },
  );

  app.post<{ Body: UpdateBuyOrderBody }>(
    '/trade/order/update',
    { ...signed, schema: { tags: ['buy'], body: apiRef('buy', 'updateBuyOrderBody'), response: answers('buy', 'buyOrderResponse') } },
    async (request) => {
      const order = await ownBuyOrder(app.db, userNoOf(request), request.body.orderNo);
      return ok(buyOrderView(await changeBuyOrderMethod(app.db, deps, lookup, order, request.body), deps.now()));
    },
  );

  app.get<{ Querystring: OrderNoQuery }>(
    '/trade/query/order/fee/info',
    { ...signed, schema: { tags: ['buy'], querystring: apiRef('buy', 'orderNoQuery'), response: answers('buy', 'orderFeeInfoResponse') } },
    async (request) => {
      const userNo = userNoOf(request);
      const { orderNo } = request.query;
      const buy = await app.db.one<BuyOrderRow>('SELECT * FROM buy_orders WHERE order_no = $1 AND user_no = $2', [orderNo, userNo]);
      if (buy) return ok<OrderFeeInfo>({ serviceFee: buy.ramp_fee, networkFee: buy.network_fee, price: buy.price, cryptoAmount: buy.crypto_amount, discount: buy.discount });
      const sell = await app.db.one<SellOrderRow>('SELECT * FROM sell_orders WHERE order_no = $1 AND user_no = $2', [orderNo, userNo]);
      if (sell) return ok<OrderFeeInfo>({ serviceFee: sell.final_ramp_fee ?? sell.ramp_fee, networkFee: '0', price: sell.price, cryptoAmount: sell.crypto_amount, discount: false });
      return refuse('notFound', { field: 'orderNo' });
    },
  );

  app.get<{ Params: TradeIdParams }>(
    '/trade/:id',
    { ...signed, schema: { tags: ['buy'], params: apiRef('buy', 'tradeIdParams'), response: answers('buy', 'tradeOrderResponse') } },
    async (request) => {
      const userNo = userNoOf(request);
      const buy = await app.db.one<BuyOrderRow>('SELECT * FROM buy_orders WHERE order_no = $1 AND user_no = $2', [request.params.id, userNo]);
      if (buy) return ok(buyOrderView(buy, deps.now()));
      const sell = await app.db.one<SellOrderRow>('SELECT * FROM sell_orders WHERE order_no = $1 AND user_no = $2', [request.params.id, userNo]);
      return sell ? ok(sellOrderView(sell, deps.now())) : refuse('notFound', { field: 'id' });
    },
  );

  app.get<{ Querystring: EnsQuery }>(
    '/crypto/ens',
    { ...signed, schema: { tags: ['buy'], querystring: apiRef('pay', 'ensQuery'), response: answers('pay', 'ensNameResponse') } },
    async (request) => {
      const address = await deps.chain.resolveName(request.query.domain).catch(refuseWhenUnavailable);
      return address ? ok<EnsName>({ domain: request.query.domain, address }) : refuse('notFound', { field: 'domain' });
    },
  );

  app.post<{ Body: WalletCheckBody }>(
    '/crypto/wallet/check',
    { ...signed, schema: { tags: ['buy'], body: apiRef('pay', 'walletCheckBody'), response: answers('common', 'booleanEnvelope') } },
    async (request) => ok(await deps.local.checkWallet(request.body.coin, request.body.email).catch(refuseWhenUnavailable)),
  );

  app.get<{ Querystring: PaymentInListQuery }>(
    '/crypto/payment/in/list',
    { ...signed, schema: { tags: ['buy'], querystring: apiRef('pay', 'paymentInListQuery'), response: answers('pay', 'paymentMethodListResponse') } },
    async (request) => {
      const { fiat, alpha2 } = request.query;
      const kyc = await kycStateOf(app.db, deps, userNoOf(request));
      const methods = offeredMethods('buy', { fiat, ...(alpha2 ? { country: alpha2 } : {}), ...(kyc.verifiedNationality ? { nationality: kyc.verifiedNationality } : {}) }, configMethodSources);
      return ok(methods.map(({ method, limits }) => methodView(method, fiat, limits)));
    },
  );
};
