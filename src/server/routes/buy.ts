import type { FastifyPluginAsync } from 'fastify';
import { configMethodSources } from '../../shared/availability/configSources';
import { offeredMethods } from '../../shared/availability/offeredMethods';
import type { PaymentMethod } from '../../shared/generated/payment-methods.schema';
import type { CreateBuyOrderBody, OrderFeeInfo, OrderNoQuery, TradeIdParams, TradeListQuery, UpdateBuyOrderBody } from '../../shared/generated/api/buy.schema';
import type { SubmitTokenHeaders } from '../../shared/generated/api/common.schema';
import type { EnsName, EnsQuery, PaymentInListQuery, PaymentMethodView, WalletCheckBody } from '../../shared/generated/api/pay.schema';
import { ok } from '../envelope';
import { requireSession } from '../plugins/auth';
import { buyOrderView } from '../services/buy/buy-order-row';
import { createBuyOrder } from '../services/buy/create-buy-order';
import { findOwnOrder } from '../services/orders/find-order';
import { buyQuoteFacts } from '../services/orders/quote-facts';
import { refuse, refuseProviderFailure } from '../refusals';
import { tradePage } from '../services/orders/trade-history';
import { changeBuyOrderMethod } from '../services/buy/update-buy-order';
import { kycStateOf } from '../services/kyc/kyc-store';
import { ownBuyOrder } from '../services/pay/payments';
import { sellOrderView } from '../services/sell/sell-order-row';
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

/** Product §7 Buy order: create, history and details, method change, fee info, ENS, wallet check, payment-in list. */
export const buyRoutes: FastifyPluginAsync = async (app) => {
  const deps = flowDeps(app);
  const lookup = (quoteId: string, userNo: string) => buyQuoteFacts(app.db, app.config.quoteKey, quoteId, userNo, deps.now());
  const signed = { preHandler: requireSession };

  app.post<{ Body: CreateBuyOrderBody; Headers: SubmitTokenHeaders }>(
    '/trade/create',
    {
      ...signed,
      schema: {
        tags: ['buy'],
        headers: apiRef('common', 'submitTokenHeaders'),
        body: apiRef('buy', 'createBuyOrderBody'),
        response: answers('buy', 'buyOrderResponse'),
      },
    },
    async (request) => {
      const row = await createBuyOrder(
        app.db,
        deps,
        lookup,
        userNoOf(request),
        request.headers['submit-token'],
        request.body,
        await orderAppIdOf(app, request),
      );
      return ok(buyOrderView(row, deps.now()));
    },
  );

  app.get<{ Querystring: TradeListQuery }>(
    '/trade/list',
    { ...signed, schema: { tags: ['buy'], querystring: apiRef('buy', 'tradeListQuery'), response: answers('buy', 'tradePageResponse') } },
    async (request) => {
      const { pageIndex = 1, pageSize = 20, hideClosed = false } = request.query;
      return ok(await tradePage(app.db, { userNo: userNoOf(request), pageIndex, pageSize, hideClosed }, deps.now()));
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
      const order = await findOwnOrder(app.db, { userNo: userNoOf(request) }, request.query.orderNo);
      if (!order) return refuse('notFound', { field: 'orderNo' });
      const { side, row } = order;
      if (side === 'buy')
        return ok<OrderFeeInfo>({
          serviceFee: row.ramp_fee,
          networkFee: row.network_fee,
          price: row.price,
          cryptoAmount: row.crypto_amount,
          discount: row.discount,
        });
      return ok<OrderFeeInfo>({
        serviceFee: row.final_ramp_fee ?? row.ramp_fee,
        networkFee: '0',
        price: row.price,
        cryptoAmount: row.crypto_amount,
        discount: false,
      });
    },
  );

  app.get<{ Params: TradeIdParams }>(
    '/trade/:id',
    { ...signed, schema: { tags: ['buy'], params: apiRef('buy', 'tradeIdParams'), response: answers('buy', 'tradeOrderResponse') } },
    async (request) => {
      const order = await findOwnOrder(app.db, { userNo: userNoOf(request) }, request.params.id);
      if (!order) return refuse('notFound', { field: 'id' });
      return ok(order.side === 'buy' ? buyOrderView(order.row, deps.now()) : sellOrderView(order.row, deps.now()));
    },
  );

  app.get<{ Querystring: EnsQuery }>(
    '/crypto/ens',
    { ...signed, schema: { tags: ['buy'], querystring: apiRef('pay', 'ensQuery'), response: answers('pay', 'ensNameResponse') } },
    async (request) => {
      const address = await deps.chain.resolveName(request.query.domain).catch(refuseProviderFailure);
      return address ? ok<EnsName>({ domain: request.query.domain, address }) : refuse('notFound', { field: 'domain' });
    },
  );

  app.post<{ Body: WalletCheckBody }>(
    '/crypto/wallet/check',
    { ...signed, schema: { tags: ['buy'], body: apiRef('pay', 'walletCheckBody'), response: answers('common', 'booleanEnvelope') } },
    async (request) => ok(await deps.local.checkWallet(request.body.coin, request.body.email).catch(refuseProviderFailure)),
  );

  app.get<{ Querystring: PaymentInListQuery }>(
    '/crypto/payment/in/list',
    { ...signed, schema: { tags: ['buy'], querystring: apiRef('pay', 'paymentInListQuery'), response: answers('pay', 'paymentMethodListResponse') } },
    async (request) => {
      const { fiat, alpha2 } = request.query;
      const kyc = await kycStateOf(app.db, deps, userNoOf(request));
      const methods = offeredMethods(
        'buy',
        { fiat, ...(alpha2 ? { country: alpha2 } : {}), ...(kyc.verifiedNationality ? { nationality: kyc.verifiedNationality } : {}) },
        configMethodSources,
      );
      return ok(methods.map(({ method, limits }) => methodView(method, fiat, limits)));
    },
  );
};
