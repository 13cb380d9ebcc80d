import { constants } from '../../shared/config/constants';
import type { FastifyPluginAsync } from 'fastify';
import type { HandoffBody, HandoffExchangeBody } from '../../shared/generated/api/handoff.schema';
import { ok } from '../envelope';
import { requireSession, signedInUser } from '../plugins/auth';
import { loginKycStatus } from '../services/kyc/kyc-store';
import { exchangeHandoff, issueHandoff } from '../services/merchant/handoffs';
import { flowDeps } from './buy-context';
import { answers, apiRef } from './schemaRefs';

const tags = ['embedding'];

/**
 * "Continue in a new tab" (docs/embedding.md): an embedded checkout whose frame cannot do a step
 * (Apple Pay without the payment permission, KYC capture without the camera) hands the step to a
 * new tab: POST /embed/handoff issues a token for it, POST /embed/handoff/exchange turns the token
 * into the new tab's own session, once, as a login does (token and sign headers).
 */
export const handoffRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: HandoffBody }>(
    '/embed/handoff',
    {
      bodyLimit: constants.requestBodyMaxBytes.handoff,
      preHandler: requireSession,
      schema: { tags, body: apiRef('handoff', 'handoffBody'), response: answers('handoff', 'handoffResponse') },
    },
    async (request) => ok(await issueHandoff(app.db, signedInUser(request), request.body, app.now())),
  );

  app.post<{ Body: HandoffExchangeBody }>(
    '/embed/handoff/exchange',
    { schema: { tags, body: apiRef('handoff', 'handoffExchangeBody'), response: answers('handoff', 'handoffExchangeResponse') } },
    async (request, reply) => {
      const now = app.now();
      const handoff = await exchangeHandoff(app.db, request.body.token, request.ip, now);
      const login = { email: handoff.email, userNo: handoff.session.userNo, kycStatus: await loginKycStatus(app.db, flowDeps(app), handoff.session.userNo) };
      reply.header('token', handoff.session.token).header('sign', handoff.session.signingKey);
      return ok({ login, route: handoff.route, orderNo: handoff.orderNo, language: handoff.language, sessionState: handoff.sessionState });
    },
  );
};
