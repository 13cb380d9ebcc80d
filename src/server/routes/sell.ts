import type { FastifyPluginAsync } from 'fastify';
import { configMethodSources } from '../../shared/availability/configSources';
import { offeredMethods } from '../../shared/availability/offeredMethods';
import type { OrderNoQuery } from '../../shared/generated/api/buy.schema';
import type { SubmitTokenHeaders } from '../../shared/generated/api/common.schema';
import type { PaymentInListQuery } from '../../shared/generated/api/pay.schema';
import type { SellPage } from '../../shared/generated/api/sell.schema';
import type { PayoutAccountBody, PayoutAccountQuery } from '../../shared/generated/api/payout.schema';
import type { ConfirmSellBody, CreateSellOrderBody, RefundQuery, SellHistoryQuery, SwitchNetworkBody } from '../../shared/generated/api/sell.schema';
import { ok } from '../envelope';
import { requireSession } from '../plugins/auth';
import { refuse, refuseField } from '../refusals';
import { sellQuoteFacts } from '../services/orders/quote-facts';
import { listPayoutAccounts, ownPayoutAccount, payoutAccountView, saveOrUpdatePayoutAccount } from '../services/payout/payout-accounts';
import { payoutFormLoader } from '../../shared/payout';
import { sellOrderView, sellStatusOf, type SellOrderRow } from '../services/sell/sell-order-row';
import {
  confirmSellOrder,
  createSellOrder,
  ownSellOrder,
  refundOffer,
  requestRefund,
  switchSellNetwork,
  updateSellAccount,
} from '../services/sell/sell-orders';
import { methodView } from './buy';
import { flowDeps, orderAppIdOf, priceOf, userNoOf } from './buy-context';
import { answers, apiRef } from './schemaRefs';

/** Product §7 Sell: order, history, network switch, refund, payout methods and accounts, confirm and account update. */
export const sellRoutes: FastifyPluginAsync = async (app) => {
  const payoutForms = payoutFormLoader(app.config.payoutForms);
  const deps = flowDeps(app);
  const prices = priceOf(app);
  const lookup = (quoteId: string, userNo: string) => sellQuoteFacts(app.db, app.config.quoteKey, quoteId, userNo, deps.now());
  const signed = { preHandler: requireSession };
  const view = (row: SellOrderRow) => sellOrderView(row, deps.now());

  app.post<{ Body: CreateSellOrderBody; Headers: SubmitTokenHeaders }>(
    '/trade/create/sell/coin/order',
    {
      ...signed,
      schema: {
        tags: ['sell'],
        headers: apiRef('common', 'submitTokenHeaders'),
        body: apiRef('sell', 'createSellOrderBody'),
        response: answers('sell', 'sellOrderResponse'),
      },
    },
    async (request) =>
      ok(view(await createSellOrder(app.db, deps, lookup, userNoOf(request), request.headers['submit-token'], request.body, await orderAppIdOf(app, request)))),
  );

  app.get<{ Querystring: OrderNoQuery }>(
    '/trade/query/sell/order',
    { ...signed, schema: { tags: ['sell'], querystring: apiRef('buy', 'orderNoQuery'), response: answers('sell', 'sellOrderResponse') } },
    async (request) => ok(view(await ownSellOrder(app.db, userNoOf(request), request.query.orderNo))),
  );

  app.get<{ Querystring: SellHistoryQuery }>(
    '/trade/query/sell/order/history',
    { ...signed, schema: { tags: ['sell'], querystring: apiRef('sell', 'sellHistoryQuery'), response: answers('sell', 'sellPageResponse') } },
    async (request) => {
      const { pageIndex = 1, pageSize = 20 } = request.query;
      const rows = await app.db.query<SellOrderRow>('SELECT * FROM sell_orders WHERE user_no = $1 ORDER BY created_at DESC, order_no DESC LIMIT $2 OFFSET $3', [
        userNoOf(request),
        pageSize,
        (pageIndex - 1) * pageSize,
      ]);
      const total = await app.db.one<{ n: number }>('SELECT count(*)::int AS n FROM sell_orders WHERE user_no = $1', [userNoOf(request)]);
      return ok<SellPage>({ result: rows.map(view), total: total?.n ?? 0 });
    },
  );

  app.get<{ Querystring: OrderNoQuery }>(
    '/trade/query/sell/order/details',
    { ...signed, schema: { tags: ['sell'], querystring: apiRef('buy', 'orderNoQuery'), response: answers('sell', 'sellOrderDetailsResponse') } },
    async (request) => {
      const userNo = userNoOf(request);
      const order = await ownSellOrder(app.db, userNo, request.query.orderNo);
      const account = order.user_account_id
        ? payoutAccountView(await ownPayoutAccount(app.db, deps.dataKey, userNo, order.user_account_id), payoutForms)
        : null;
      return ok({ ...view(order), recipientAccount: account });
    },
  );

  app.post<{ Body: SwitchNetworkBody }>(
    '/trade/sell/order/switching/network',
    { ...signed, schema: { tags: ['sell'], body: apiRef('sell', 'switchNetworkBody'), response: answers('sell', 'sellOrderResponse') } },
    async (request) => ok(view(await switchSellNetwork(app.db, deps, userNoOf(request), request.body.orderNo, request.body.network))),
  );

  app.get<{ Querystring: OrderNoQuery }>(
    '/trade/sell/refund/page/data',
    { ...signed, schema: { tags: ['sell'], querystring: apiRef('buy', 'orderNoQuery'), response: answers('sell', 'refundOfferResponse') } },
    async (request) => {
      const order = await ownSellOrder(app.db, userNoOf(request), request.query.orderNo);
      const status = sellStatusOf(order, deps.now());
      if (status !== 'failed') refuse('orderState', { status });
      return ok(await refundOffer(deps, order, prices));
    },
  );

  app.get<{ Querystring: RefundQuery }>(
    '/trade/sell/order/refund',
    { ...signed, schema: { tags: ['sell'], querystring: apiRef('sell', 'refundQuery'), response: answers('sell', 'sellOrderResponse') } },
    async (request) => ok(view(await requestRefund(app.db, deps, prices, userNoOf(request), request.query.orderNo, request.query.address))),
  );

  app.get<{ Querystring: PaymentInListQuery }>(
    '/crypto/payment/payout/list',
    { ...signed, schema: { tags: ['sell'], querystring: apiRef('pay', 'paymentInListQuery'), response: answers('pay', 'paymentMethodListResponse') } },
    async (request) => {
      const { fiat, alpha2 } = request.query;
      // With a country, only the methods that can pay out there: their own form, or the country's.
      const methods = offeredMethods('sell', { fiat, ...(alpha2 ? { country: alpha2 } : {}) }, { ...configMethodSources, payoutForms: payoutForms });
      return ok(methods.map(({ method, limits }) => methodView(method, fiat, limits)));
    },
  );

  app.get<{ Querystring: PayoutAccountQuery }>(
    '/user/card/account/list',
    { ...signed, schema: { tags: ['sell'], querystring: apiRef('payout', 'payoutAccountQuery'), response: answers('payout', 'payoutAccountListResponse') } },
    async (request) => ok((await listPayoutAccounts(app.db, deps.dataKey, userNoOf(request), request.query)).map((row) => payoutAccountView(row, payoutForms))),
  );

  app.post<{ Body: PayoutAccountBody }>(
    '/user/card/account/saveOrUpdate',
    { ...signed, schema: { tags: ['sell'], body: apiRef('payout', 'payoutAccountBody'), response: answers('payout', 'payoutAccountResponse') } },
    async (request) => {
      const { account, ...rest } = request.body;
      const fields = Object.fromEntries(Object.entries(account).flatMap(([key, value]) => (value === undefined ? [] : [[key, value]])));
      const row = await saveOrUpdatePayoutAccount(app.db, deps, payoutForms, request.t, userNoOf(request), { ...rest, account: fields });
      return ok(payoutAccountView(row, payoutForms));
    },
  );

  app.post<{ Body: ConfirmSellBody }>(
    '/trade/confirm/sellOrder',
    { ...signed, schema: { tags: ['sell'], body: apiRef('sell', 'confirmSellBody'), response: answers('sell', 'sellOrderResponse') } },
    async (request) => ok(view(await confirmSellOrder(app.db, deps, userNoOf(request), request.body.orderNo, request.body.userAccountId))),
  );

  app.post<{ Body: ConfirmSellBody }>(
    '/trade/update/sellOrder/account',
    { ...signed, schema: { tags: ['sell'], body: apiRef('sell', 'confirmSellBody'), response: answers('sell', 'sellOrderResponse') } },
    async (request) => {
      const accountId = request.body.userAccountId ?? refuseField('userAccountId');
      return ok(view(await updateSellAccount(app.db, deps, userNoOf(request), request.body.orderNo, accountId)));
    },
  );
};
