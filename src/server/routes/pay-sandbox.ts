import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { networkByCode } from '../../shared/address/networks';
import { cryptoBySymbol } from '../../shared/config/assets';
import { normalizeLanguage } from '../../shared/i18n';
import { typedDecimals } from '../../shared/money';
import type {
  SandboxCardTokenBody,
  SandboxChallengeParams,
  SandboxChallengeQuery,
  SandboxGatewayQuery,
  SandboxOrderParams,
} from '../../shared/generated/api/pay.schema';
import type { SandboxDepositBody } from '../../shared/generated/api/sell.schema';
import { ok } from '../envelope';
import { apiPrefix } from '../paths';
import { sandboxCardPaths } from '../providers/sandbox/card';
import { cardFieldsHeaders, renderCardFields } from '../providers/sandbox/pages/card-fields-page';
import { sandboxChallengeDecide, sandboxChallengePage, type ChallengeOutcome } from '../providers/sandbox/pages/challenge-page';
import { sandboxGatewayHeaders, sandboxGatewayPage, sandboxGatewayPay, type GatewayOutcome } from '../providers/sandbox/pages/gateway-page';
import { tabPageHeaders } from '../providers/sandbox/pages/page-html';
import { refuse, refuseField } from '../refusals';
import { sellOrderView, type SellOrderRow } from '../services/sell/sell-order-row';
import { answers, apiRef, errorResponses } from './schemaRefs';

/**
 * The sandbox provider's own pages and actions (docs/sandbox.md): what a payer does at a scheme
 * (mark paid, the gateway page), at the card issuer (the 3-D Secure challenge) and in a wallet (a
 * deposit), and the card fields of its browser collection. They act at the sandbox only, which then
 * reports through signed events like any provider. Served while a kind uses the sandbox adapter; in
 * production only when GANGWAY_SANDBOX=public says so.
 */
export const paySandboxRoutes: FastifyPluginAsync = async (app) => {
  const sandbox = app.sandboxProvider;
  if (!sandbox || !app.sandboxOpen) return;
  const merchantName = app.config.sandbox.local.gateway.merchantName;
  const languageOf = (request: FastifyRequest<{ Querystring: { lang?: string } }>) =>
    request.query.lang === undefined ? request.lng : normalizeLanguage(request.query.lang);

  app.post<{ Params: SandboxOrderParams }>(
    '/sandbox/orders/:orderNo/paid',
    {
      schema: {
        tags: ['sandbox'],
        params: apiRef('pay', 'sandboxOrderParams'),
        body: apiRef('common', 'noBody'),
        response: answers('common', 'emptyEnvelope'),
      },
    },
    async (request) => {
      // The sandbox scheme pays the order's pending payment; an order it issued nothing for, or paid already, has none.
      if (!(await sandbox.local.pay(request.params.orderNo))) refuse('orderState', { status: 'unpaid' });
      return ok(null);
    },
  );

  app.post<{ Params: SandboxOrderParams; Body: SandboxDepositBody }>(
    '/sandbox/sell/:orderNo/deposit',
    {
      schema: {
        tags: ['sandbox'],
        params: apiRef('pay', 'sandboxOrderParams'),
        body: apiRef('sell', 'sandboxDepositBody'),
        response: answers('sell', 'sellOrderResponse'),
      },
    },
    async (request) => {
      const order = await app.db.one<SellOrderRow>('SELECT * FROM sell_orders WHERE order_no = $1', [request.params.orderNo]);
      if (!order) refuse('notFound', { field: 'orderNo' });
      const amount = request.body.cryptoAmount ?? order.crypto_amount;
      const decimals = cryptoBySymbol(order.crypto)?.decimals ?? 0;
      if (typedDecimals(amount) > decimals) refuseField('cryptoAmount', 'validation.amount.tooManyDecimals', { decimals: String(decimals) });
      const network = networkByCode(order.network);
      if (!network || !(await sandbox.chain.deposit(order.order_no, amount, network))) refuse('orderState', { status: sellOrderView(order, app.now()).status });
      return ok(sellOrderView(order, app.now()));
    },
  );

  // The sandbox's pages: HTML for the tab (or frame) the payer opens, localized.
  await app.register(async (pages) => {
    // Their buttons are plain HTML forms with no fields: the body carries nothing.
    pages.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));
    const page = { content: { 'text/html': { schema: apiRef('pay', 'sandboxGatewayPage') } } };
    const pageResponses = { 200: page, 409: page, ...errorResponses };

    const gatewaySchema = {
      tags: ['sandbox'],
      params: apiRef('pay', 'sandboxOrderParams'),
      querystring: apiRef('pay', 'sandboxGatewayQuery'),
      response: pageResponses,
    };
    const answerGateway = (reply: FastifyReply, outcome: GatewayOutcome) => {
      if (outcome.kind === 'unknown') refuse('notFound', { field: 'orderNo' });
      return outcome.kind === 'paid' ? reply.redirect(outcome.location, 303) : reply.status(outcome.status).headers(sandboxGatewayHeaders).send(outcome.html);
    };
    const gatewayRequest = (request: FastifyRequest<{ Params: SandboxOrderParams; Querystring: SandboxGatewayQuery }>) => {
      const lng = languageOf(request);
      return { orderNo: request.params.orderNo, lng, t: app.translator(lng), merchantName };
    };
    pages.get<{ Params: SandboxOrderParams; Querystring: SandboxGatewayQuery }>(
      '/sandbox/gateway/:orderNo',
      { schema: gatewaySchema },
      async (request, reply) => answerGateway(reply, await sandboxGatewayPage(sandbox.local, gatewayRequest(request))),
    );
    pages.post<{ Params: SandboxOrderParams; Querystring: SandboxGatewayQuery }>(
      '/sandbox/gateway/:orderNo',
      { schema: { ...gatewaySchema, body: apiRef('common', 'noBody') } },
      async (request, reply) => answerGateway(reply, await sandboxGatewayPay(sandbox.local, gatewayRequest(request))),
    );

    const challengeSchema = {
      tags: ['sandbox'],
      params: apiRef('pay', 'sandboxChallengeParams'),
      querystring: apiRef('pay', 'sandboxChallengeQuery'),
      response: pageResponses,
    };
    const answerChallenge = (reply: FastifyReply, outcome: ChallengeOutcome) => {
      if (outcome.kind === 'unknown') refuse('notFound', { field: 'reference' });
      return outcome.kind === 'decided' ? reply.redirect(outcome.location, 303) : reply.status(outcome.status).headers(tabPageHeaders).send(outcome.html);
    };
    const challengeRequest = (request: FastifyRequest<{ Params: SandboxChallengeParams; Querystring: SandboxChallengeQuery }>) => {
      const lng = languageOf(request);
      return { reference: request.params.reference, lng, t: app.translator(lng), merchantName };
    };
    pages.get<{ Params: SandboxChallengeParams; Querystring: SandboxChallengeQuery }>(
      '/sandbox/card/challenge/:reference',
      { schema: challengeSchema },
      async (request, reply) => answerChallenge(reply, await sandboxChallengePage(sandbox.card, challengeRequest(request))),
    );
    pages.post<{ Params: SandboxChallengeParams; Querystring: SandboxChallengeQuery }>(
      '/sandbox/card/challenge/:reference',
      { schema: { ...challengeSchema, body: apiRef('common', 'noBody') } },
      async (request, reply) => {
        if (request.query.decision === undefined) refuseField('decision');
        return answerChallenge(reply, await sandboxChallengeDecide(sandbox.card, challengeRequest(request), request.query.decision === 'complete'));
      },
    );

    pages.get<{ Querystring: SandboxGatewayQuery }>(
      sandboxCardPaths.fields,
      { schema: { tags: ['sandbox'], querystring: apiRef('pay', 'sandboxGatewayQuery'), response: { 200: page, ...errorResponses } } },
      async (request, reply) => {
        const lng = languageOf(request);
        const html = renderCardFields({ lng, t: app.translator(lng), cards: app.config.sandbox.cards, tokensUrl: `${apiPrefix}${sandboxCardPaths.tokens}` });
        return reply.headers(cardFieldsHeaders).send(html);
      },
    );
  });

  app.post<{ Body: SandboxCardTokenBody }>(
    sandboxCardPaths.tokens,
    { schema: { tags: ['sandbox'], body: apiRef('pay', 'sandboxCardTokenBody'), response: answers('pay', 'sandboxCardTokenResponse') } },
    async (request) => {
      const token = await sandbox.card.keepBrowserCard(request.body);
      return ok({ token: token ?? refuseField('card') });
    },
  );
};
