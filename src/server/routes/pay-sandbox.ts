import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { normalizeLanguage } from '../../shared/i18n';
import type { SandboxGatewayQuery, SandboxOrderParams } from '../../shared/generated/api/pay.schema';
import type { SandboxDepositBody } from '../../shared/generated/api/sell.schema';
import { isProduction } from '../config';
import { ok } from '../envelope';
import { markLocalPaymentReceived } from '../services/pay/payments';
import { sandboxGatewayHeaders, sandboxGatewayPage, sandboxGatewayPay, type GatewayOutcome } from '../services/pay/sandbox-gateway-page';
import { recordSandboxDeposit } from '../services/sell/sell-orders';
import { sellOrderView } from '../services/sell/sell-order-row';
import { flowDeps } from './buy-context';
import { answers, apiRef, errorResponses } from './schemaRefs';

/**
 * Sandbox actions (docs/sandbox.md): what a scheme's payment notice and the chain's deposit
 * notice do in production, and the gateway page of the redirect schemes. Not registered when
 * NODE_ENV is production.
 */
export const paySandboxRoutes: FastifyPluginAsync = async (app) => {
  if (isProduction(app.config)) return;
  const deps = flowDeps(app);

  app.post<{ Params: SandboxOrderParams }>(
    '/sandbox/orders/:orderNo/paid',
    { schema: { tags: ['sandbox'], params: apiRef('pay', 'sandboxOrderParams'), body: apiRef('common', 'noBody'), response: answers('common', 'emptyEnvelope') } },
    async (request) => {
      await markLocalPaymentReceived(app.db, deps, request.params.orderNo);
      return ok(null);
    },
  );

  // The gateway page of the redirect schemes (payUrl): HTML for the browser tab the payer opens, localized.
  await app.register(async (gateway) => {
    // Pay is a plain HTML form with no fields: its body carries nothing.
    gateway.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));
    const page = { content: { 'text/html': { schema: apiRef('pay', 'sandboxGatewayPage') } } };
    const schema = {
      tags: ['sandbox'],
      params: apiRef('pay', 'sandboxOrderParams'),
      querystring: apiRef('pay', 'sandboxGatewayQuery'),
      response: { 200: page, 409: page, ...errorResponses },
    };
    const answer = (reply: FastifyReply, outcome: GatewayOutcome) =>
      outcome.kind === 'paid' ? reply.redirect(outcome.location, 303) : reply.status(outcome.status).headers(sandboxGatewayHeaders).send(outcome.html);
    const gatewayRequest = (request: FastifyRequest<{ Params: SandboxOrderParams; Querystring: SandboxGatewayQuery }>) => {
      const lng = request.query.lang === undefined ? request.lng : normalizeLanguage(request.query.lang);
      return { orderNo: request.params.orderNo, lng, t: app.translator(lng), merchantName: app.config.sandbox.local.gateway.merchantName };
    };

    gateway.get<{ Params: SandboxOrderParams; Querystring: SandboxGatewayQuery }>(
      '/sandbox/gateway/:orderNo',
      { schema },
      async (request, reply) => answer(reply, await sandboxGatewayPage(app.db, deps, gatewayRequest(request))),
    );
    gateway.post<{ Params: SandboxOrderParams; Querystring: SandboxGatewayQuery }>(
      '/sandbox/gateway/:orderNo',
      { schema: { ...schema, body: apiRef('common', 'noBody') } },
      async (request, reply) => answer(reply, await sandboxGatewayPay(app.db, deps, gatewayRequest(request))),
    );
  });

  app.post<{ Params: SandboxOrderParams; Body: SandboxDepositBody }>(
    '/sandbox/sell/:orderNo/deposit',
    { schema: { tags: ['sandbox'], params: apiRef('pay', 'sandboxOrderParams'), body: apiRef('sell', 'sandboxDepositBody'), response: answers('sell', 'sellOrderResponse') } },
    async (request) => {
      const amount = request.body.cryptoAmount;
      return ok(sellOrderView(await recordSandboxDeposit(app.db, deps, request.params.orderNo, amount), deps.now()));
    },
  );
};
