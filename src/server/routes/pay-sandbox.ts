import type { FastifyPluginAsync } from 'fastify';
import type { SandboxOrderParams } from '../../shared/generated/api/pay.schema';
import type { SandboxDepositBody } from '../../shared/generated/api/sell.schema';
import { isProduction } from '../config';
import { ok } from '../envelope';
import { markLocalPaymentReceived } from '../services/pay/payments';
import { recordSandboxDeposit } from '../services/sell/sell-orders';
import { sellOrderView } from '../services/sell/sell-order-row';
import { flowDeps, handler } from './buy-context';
import { answers, apiRef } from './schemaRefs';

/**
 * Sandbox actions (docs/sandbox.md): what a scheme's payment notice and the chain's deposit
 * notice do in production. Not registered when NODE_ENV is production.
 */
export const paySandboxRoutes: FastifyPluginAsync = async (app) => {
  if (isProduction(app.config)) return;
  const deps = flowDeps(app);

  app.post<{ Params: SandboxOrderParams }>(
    '/sandbox/orders/:orderNo/paid',
    { schema: { tags: ['sandbox'], params: apiRef('pay', 'sandboxOrderParams'), body: apiRef('common', 'noBody'), response: answers('common', 'emptyEnvelope') } },
    handler(async (request) => {
      await markLocalPaymentReceived(app.db, deps, request.params.orderNo);
      return ok(null);
    }),
  );

  app.post<{ Params: SandboxOrderParams; Body: SandboxDepositBody }>(
    '/sandbox/sell/:orderNo/deposit',
    { schema: { tags: ['sandbox'], params: apiRef('pay', 'sandboxOrderParams'), body: apiRef('sell', 'sandboxDepositBody'), response: answers('sell', 'sellOrderResponse') } },
    handler(async (request) => {
      const amount = request.body.cryptoAmount;
      return ok(sellOrderView(await recordSandboxDeposit(app.db, deps, request.params.orderNo, amount), deps.now()));
    }),
  );
};
