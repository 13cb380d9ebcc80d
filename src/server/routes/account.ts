import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { constants } from '../../shared/config/constants';
import type { LoginBody, LoginData, OutboxQuery, SendCodeBody } from '../../shared/generated/api/account.schema';
import { isProduction } from '../config';
import { ok } from '../envelope';
import { requireSession, signedInUser } from '../plugins/auth';
import { readOutbox } from '../providers/mail/outbox';
import { loginKycStatus } from '../services/kyc/kyc-store';
import { createSession, pruneSignatures, revokeSession } from '../services/sessions';
import { normalizeEmail, type User } from '../services/users';
import { checkCode, issueCode } from '../services/verification';
import { flowDeps } from './buy-context';
import { answers, apiRef } from './schemaRefs';

/** Product §3 login data; kycStatus is the user's KYC review at this moment. */
async function loginData(app: FastifyInstance, user: Pick<User, 'email' | 'userNo'>): Promise<LoginData> {
  return { email: user.email, userNo: user.userNo, kycStatus: await loginKycStatus(app.db, flowDeps(app), user.userNo) };
}

/** Product §7 Account: e-mail code, login, logout, session check; plus the development outbox. */
export const accountRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: SendCodeBody }>(
    '/mail/sending',
    {
      bodyLimit: constants.requestBodyMaxBytes.credentials,
      schema: { tags: ['account'], body: apiRef('account', 'sendCodeBody'), response: answers('common', 'emptyEnvelope') },
    },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      const code = await issueCode(app.db, email, request.ip, app.now());
      const minutes = Math.round(constants.verificationCodeLifetimeMs / 60_000);
      await app.providers.mail.send({
        to: email,
        subject: request.t('server.mail.code.subject'),
        text: request.t('server.mail.code.body', { code, minutes }),
      });
      return ok(null);
    },
  );

  app.post<{ Body: LoginBody }>(
    '/user/login',
    {
      bodyLimit: constants.requestBodyMaxBytes.credentials,
      schema: { tags: ['account'], body: apiRef('account', 'loginBody'), response: answers('account', 'loginResponse') },
    },
    async (request, reply) => {
      const now = app.now();
      const user = await checkCode(app.db, normalizeEmail(request.body.email), request.body.code, now);
      const session = await createSession(app.db, user.userNo, now);
      await pruneSignatures(app.db, now);
      reply.header('token', session.token).header('sign', session.signingKey);
      return ok(await loginData(app, user));
    },
  );

  app.post(
    '/login/to-logout',
    { preHandler: requireSession, schema: { tags: ['account'], body: apiRef('common', 'noBody'), response: answers('common', 'emptyEnvelope') } },
    async (request) => {
      await revokeSession(app.db, signedInUser(request), app.now());
      return ok(null);
    },
  );

  // Product §7: the stored token still logs the user in without a new code ("login-free certification").
  app.get(
    '/login/free/certification',
    { preHandler: requireSession, schema: { tags: ['account'], response: answers('account', 'loginResponse') } },
    async (request) => ok(await loginData(app, signedInUser(request))),
  );

  if (!isProduction(app.config)) {
    app.get<{ Querystring: OutboxQuery }>(
      '/dev/outbox',
      { schema: { tags: ['development'], querystring: apiRef('account', 'outboxQuery'), response: answers('account', 'outboxResponse') } },
      async (request) => ok(await readOutbox(app.db, normalizeEmail(request.query.email))),
    );
  }
};
