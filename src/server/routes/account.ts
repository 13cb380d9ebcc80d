import type { FastifyPluginAsync } from 'fastify';
import { constants } from '../../shared/config/constants';
import type { LoginBody, LoginData, OutboxQuery, SendCodeBody } from '../../shared/generated/api/account.schema';
import { isProduction } from '../config';
import { ok } from '../envelope';
import { requireSession, signedInUser } from '../plugins/auth';
import { readOutbox } from '../providers/mail/outbox';
import { pruneQuotes } from '../services/quotes';
import { createSession, pruneSignatures, revokeSession } from '../services/sessions';
import { normalizeEmail, type User } from '../services/users';
import { checkCode, issueCode } from '../services/verification';
import { apiRef, errorResponses } from './schemaRefs';

function loginData(user: Pick<User, 'email' | 'userNo' | 'kycStatus'>): LoginData {
  return { email: user.email, userNo: user.userNo, kycStatus: user.kycStatus };
}

/** Spec §7 Account: e-mail code, login, logout, session check; plus the development outbox. */
export const accountRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: SendCodeBody }>(
    '/mail/sending',
    { schema: { tags: ['account'], body: apiRef('account', 'sendCodeBody'), response: { 200: apiRef('common', 'emptyEnvelope'), ...errorResponses } } },
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
    { schema: { tags: ['account'], body: apiRef('account', 'loginBody'), response: { 200: apiRef('account', 'loginResponse'), ...errorResponses } } },
    async (request, reply) => {
      const now = app.now();
      const user = await checkCode(app.db, normalizeEmail(request.body.email), request.body.code, now);
      const session = await createSession(app.db, user.userNo, now);
      await pruneSignatures(app.db, now);
      await pruneQuotes(app.db, now);
      reply.header('token', session.token).header('sign', session.signingKey);
      return ok(loginData(user));
    },
  );

  app.post(
    '/login/to-logout',
    { preHandler: requireSession, schema: { tags: ['account'], response: { 200: apiRef('common', 'emptyEnvelope'), ...errorResponses } } },
    async (request) => {
      await revokeSession(app.db, signedInUser(request).token, app.now());
      return ok(null);
    },
  );

  // Spec §7: the stored token still logs the user in without a new code ("login-free certification").
  app.get(
    '/login/free/certification',
    { preHandler: requireSession, schema: { tags: ['account'], response: { 200: apiRef('account', 'loginResponse'), ...errorResponses } } },
    async (request) => ok(loginData(signedInUser(request))),
  );

  if (!isProduction(app.config)) {
    app.get<{ Querystring: OutboxQuery }>(
      '/dev/outbox',
      { schema: { tags: ['development'], querystring: apiRef('account', 'outboxQuery'), response: { 200: apiRef('account', 'outboxResponse'), ...errorResponses } } },
      async (request) => ok(await readOutbox(app.db, normalizeEmail(request.query.email))),
    );
  }
};
