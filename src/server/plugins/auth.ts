import type { FastifyInstance, FastifyRequest } from 'fastify';
import { constants } from '../../shared/config/constants';
import { signaturesEqual } from '../../shared/sign';
import { ApiError } from '../errors';
import { claimSignature, findLiveSession, revokeSession, sessionExpired, type SessionUser } from '../services/sessions';
import { apiPrefix } from '../paths';
import { requestSign } from '../requestSign';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user; set by requireSession (always) and optionalSession (when signed in). */
    user?: SessionUser;
    /** The exact request body text, kept for the sign check before JSON parsing. */
    rawBody?: string;
  }
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/**
 * Product §7 signed calls. The sign is checked first: the HMAC of timestamp, method, path-and-query
 * after /api and body under the session's key. A request without it proves nothing, so it is
 * refused (70011) without touching the session: a leaked token alone cannot log its owner out.
 * A correctly signed request then needs a session within its lifetime and idle limit (else 70006
 * and the session is revoked), and a timestamp within signTimestampSkewMs of the server clock
 * (else 70011 and the session is revoked: a stale clock or a captured request). The same
 * signature is accepted once only.
 */
async function authenticate(request: FastifyRequest, revokeOnSkew: boolean): Promise<SessionUser> {
  const { db, now } = request.server;
  const token = header(request, 'token');
  if (!token) throw new ApiError('notSignedIn');
  const user = await findLiveSession(db, token);
  if (!user) throw new ApiError('tokenInvalid');

  const timestamp = header(request, 'timestamp');
  const sign = header(request, 'sign')?.toLowerCase();
  const sentAt = Number(timestamp);
  if (!timestamp || !sign || !Number.isSafeInteger(sentAt)) throw new ApiError('signInvalid');
  const expected = requestSign({
    key: user.signingKey,
    timestamp,
    method: request.method,
    pathAndQuery: request.url.slice(apiPrefix.length),
    body: request.rawBody ?? '',
  });
  if (!signaturesEqual(expected, sign)) throw new ApiError('signInvalid');

  const clock = now();
  if (sessionExpired(user, clock)) {
    await revokeSession(db, user, clock);
    throw new ApiError('sessionExpired');
  }
  if (user.status === 'disabled') throw new ApiError('accountDisabled');
  if (Math.abs(clock - sentAt) > constants.signTimestampSkewMs) {
    if (revokeOnSkew) await revokeSession(db, user, clock);
    throw new ApiError('signInvalid');
  }
  if (!(await claimSignature(db, user, sign, sentAt + constants.signTimestampSkewMs, clock))) throw new ApiError('signInvalid');
  return user;
}

/** preHandler of every signed-in route. */
export async function requireSession(request: FastifyRequest): Promise<void> {
  request.user = await authenticate(request, true);
}

/**
 * preHandler of public routes that answer more to a signed-in user (recent lists, first-order
 * discount): a valid session sets request.user, anything else leaves the caller a visitor.
 */
export async function optionalSession(request: FastifyRequest): Promise<void> {
  if (!header(request, 'token')) return;
  try {
    request.user = await authenticate(request, false);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
  }
}

/**
 * Keeps the raw JSON text for the sign check; an empty body is no body (spec: kyc/kycDisabled has none).
 * A `__proto__` or `constructor` key is parsed as a plain key, for the request guard to refuse by
 * name; an unknown route's body is not read at all (the answer is 404 whatever it holds).
 */
export function setupRawJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('ignore', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    request.rawBody = text;
    if (text.trim() === '' || request.is404) return done(null, undefined);
    parseJson(request, text, done);
  });
}

/** The user requireSession put on the request; a route without that preHandler is a programming error. */
export function signedInUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new ApiError('notSignedIn');
  return request.user;
}
