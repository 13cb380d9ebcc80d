import type { FastifyPluginAsync } from 'fastify';
import { errorEntryByCode } from '../../shared/config/errors';
import { methodByCode } from '../../shared/config/paymentMethods';
import type { OrderNoQuery } from '../../shared/generated/api/buy.schema';
import type { DeleteCardBody, SaveCardBody } from '../../shared/generated/api/cards.schema';
import type {
  AppleDomain,
  AppleDomainBody,
  CardPaymentBody,
  CardPaymentResult,
  LocalPaymentBody,
  PayFormData,
  PayFormDataQuery,
  PayMessage,
  PayProductParams,
  PayResult,
  WalletSheet,
} from '../../shared/generated/api/pay.schema';
import { ok } from '../envelope';
import { appRouteUrl } from '../paths';
import { ApiError } from '../errors';
import { requireSession } from '../plugins/auth';
import { cardDetailsFrom } from '../services/cards/card-input';
import { deleteSavedCard, listSavedCards, saveCard, savedCardView } from '../services/cards/saved-cards';
import { refuseField } from '../refusals';
import { gatewayFor } from '../services/pay/gateway-kind';
import { appleDomainVerified } from '../services/pay/apple-domain';
import { payFormDataOf } from '../services/pay/pay-form-data';
import { ownBuyOrder, payByCard, payResultOf, refuseCardData, startLocalPayment } from '../services/pay/payments';
import { buyStatusOf } from '../services/buy/buy-order-row';
import { flowDeps, userNoOf } from './buy-context';
import { answers, apiRef } from './schemaRefs';

/**
 * The local submit calls of product §7. Which scheme serves an order is decided by its catalogue
 * entry, not by the path, so every one of them issues the instructions of the order's own method.
 */
const localSubmitPaths = ['/pay/idr/submit', '/pay/saasSubmit', '/pay/php/submit', '/pay/mxn/submit', '/pay/pix/submit', '/pay/binance/submit'];

/** Product §7 Buy order: pay by card or local scheme, saved cards, result and message, Apple Pay domain, last pay form. */
export const payRoutes: FastifyPluginAsync = async (app) => {
  const deps = flowDeps(app);
  const signed = { preHandler: requireSession };

  app.post<{ Body: CardPaymentBody }>(
    '/pay/card/submit',
    { ...signed, schema: { tags: ['pay'], body: apiRef('pay', 'cardPaymentBody'), response: answers('pay', 'cardPaymentResponse') } },
    async (request) => {
      const submitToken = typeof request.headers['submit-token'] === 'string' ? request.headers['submit-token'] : undefined;
      const result = await payByCard(app.db, deps, userNoOf(request), request.body, submitToken, appRouteUrl('paymentResult', request.body.orderNo));
      if (result.kind === 'declined') {
        // Product §8: the processor's card result code is the answer (toast with its message).
        const entry = errorEntryByCode(result.resultCode);
        throw new ApiError(entry?.name ?? 'cardAbnormalDecline');
      }
      const { orderNo } = request.body;
      if (result.kind === 'requiresAction') return ok<CardPaymentResult>({ orderNo, result: 'requiresAction', actionUrl: result.actionUrl });
      return ok<CardPaymentResult>({ orderNo, result: result.kind === 'paid' ? 'success' : 'pending' });
    },
  );

  for (const path of localSubmitPaths) {
    app.post<{ Body: LocalPaymentBody }>(
      path,
      { ...signed, schema: { tags: ['pay'], body: apiRef('pay', 'localPaymentBody'), response: answers('pay', 'paymentInstructionsResponse') } },
      async (request) => ok(await startLocalPayment(app.db, deps, userNoOf(request), request.body)),
    );
  }

  app.post<{ Params: PayProductParams; Body: LocalPaymentBody }>(
    '/pay/:product',
    {
      ...signed,
      schema: {
        tags: ['pay'],
        params: apiRef('pay', 'payProductParams'),
        body: apiRef('pay', 'localPaymentBody'),
        response: answers('pay', 'payProductResponse'),
      },
    },
    async (request) => {
      const userNo = userNoOf(request);
      const order = await ownBuyOrder(app.db, userNo, request.body.orderNo);
      const method = methodByCode('buy', order.pay_way_code);
      if (!method || method.type !== request.params.product) refuseField('product');
      if (gatewayFor(method.type) === 'local') return ok(await startLocalPayment(app.db, deps, userNo, { ...request.body, product: request.params.product }));
      // Apple Pay / Google Pay: the wallet sheet needs the payment request; its card then goes to /pay/card/submit.
      return ok<WalletSheet>({
        kind: 'walletSheet',
        orderNo: order.order_no,
        countryCode: order.alpha2,
        currencyCode: order.fiat,
        total: order.fiat_amount,
        supportedNetworks: method.cardType ?? [],
      });
    },
  );

  app.post<{ Body: SaveCardBody }>(
    '/user/card/submit',
    { ...signed, schema: { tags: ['pay'], body: apiRef('cards', 'saveCardBody'), response: answers('cards', 'cardSavedResponse') } },
    async (request) => {
      const userNo = userNoOf(request);
      refuseCardData(deps, request.body);
      const saved = await saveCard(app.db, deps, userNo, cardDetailsFrom(request.body));
      return ok({ card: savedCardView(saved), cards: (await listSavedCards(app.db, userNo)).map(savedCardView) });
    },
  );

  app.post<{ Body: DeleteCardBody }>(
    '/user/card/delete/',
    { ...signed, schema: { tags: ['pay'], body: apiRef('cards', 'deleteCardBody'), response: answers('cards', 'savedCardsResponse') } },
    async (request) => {
      const userNo = userNoOf(request);
      await deleteSavedCard(app.db, userNo, request.body.userCardId);
      return ok({ cards: (await listSavedCards(app.db, userNo)).map(savedCardView) });
    },
  );

  app.get<{ Querystring: OrderNoQuery }>(
    '/pay/result/check',
    { ...signed, schema: { tags: ['pay'], querystring: apiRef('buy', 'orderNoQuery'), response: answers('pay', 'payResultResponse') } },
    async (request) => {
      const order = await ownBuyOrder(app.db, userNoOf(request), request.query.orderNo);
      return ok<PayResult>({ orderNo: order.order_no, status: buyStatusOf(order, deps.now()), ...payResultOf(order, deps) });
    },
  );

  app.get<{ Querystring: OrderNoQuery }>(
    '/pay/message/query',
    { ...signed, schema: { tags: ['pay'], querystring: apiRef('buy', 'orderNoQuery'), response: answers('pay', 'payMessageResponse') } },
    async (request) => {
      const order = await ownBuyOrder(app.db, userNoOf(request), request.query.orderNo);
      const { resultCode } = payResultOf(order, deps);
      const key = resultCode === null ? undefined : errorEntryByCode(resultCode)?.messageKey;
      return ok<PayMessage>({ orderNo: order.order_no, resultCode, message: key ? request.t(key) : null });
    },
  );

  app.post<{ Body: AppleDomainBody }>(
    '/pay/apple/domainName/verify',
    { ...signed, schema: { tags: ['pay'], body: apiRef('pay', 'appleDomainBody'), response: answers('pay', 'appleDomainResponse') } },
    async (request) => {
      const domainName = request.body.domainName.toLowerCase();
      return ok<AppleDomain>({ domainName, verified: appleDomainVerified(domainName, request.hostname, app.config.merchants) });
    },
  );

  app.get<{ Querystring: PayFormDataQuery }>(
    '/crypto/get/user/pay/formData',
    { ...signed, schema: { tags: ['pay'], querystring: apiRef('pay', 'payFormDataQuery'), response: answers('pay', 'payFormDataResponse') } },
    async (request) => {
      const userNo = userNoOf(request);
      const method = methodByCode('buy', request.query.payWayCode) ?? refuseField('payWayCode');
      const card = gatewayFor(method.type) === 'card';
      const cards = card ? (await listSavedCards(app.db, userNo)).map(savedCardView) : [];
      // The card screen frames the adapter's own fields when it collects card data in the browser.
      const { collection } = deps.card;
      const cardFields = card && collection.kind === 'browser' ? { url: collection.fieldsUrl } : null;
      return ok<PayFormData>({ formData: await payFormDataOf(app.db, userNo, method.payWayCode), cards, cardFields });
    },
  );
};
