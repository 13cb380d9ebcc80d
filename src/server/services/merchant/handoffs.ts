import { randomBytes } from 'node:crypto';
import { constants } from '../../../shared/config/constants';
import { routeByName } from '../../../shared/config/routes';
import type { Handoff, HandoffBody } from '../../../shared/generated/api/handoff.schema';
import { ApiError } from '../../errors';
import type { PeriodicJob } from '../../jobs';
import type { Db } from '../../store/db';
import { refuse, refuseField } from '../../refusals';
import { createSession, findLiveSessionByTokenHash, sessionExpired, type Session, type SessionUser } from '../sessions';
import { tokenHash } from '../token-hash';

/** What the frame's session storage may hand over at most, all keys together. */
const sessionStateMaxBytes = 32 * 1024;
const hourMs = 3_600_000;

interface HandoffRow {
  session_token_hash: string;
  user_no: string;
  order_no: string | null;
  route: string;
  language: string | null;
  session_state: string;
}

/** The user's own buy or sell order, or a refusal naming orderNo as if it did not exist. */
async function requireOwnOrder(db: Db, userNo: string, orderNo: string): Promise<void> {
  const own = await db.one(
    `SELECT order_no FROM buy_orders WHERE order_no = $1 AND user_no = $2
     UNION ALL SELECT order_no FROM sell_orders WHERE order_no = $1 AND user_no = $2 LIMIT 1`,
    [orderNo, userNo],
  );
  if (!own) refuse('notFound', { field: 'orderNo' });
}

/**
 * A handoff token for one step of this session (docs/embedding.md "Continuing in a new tab"):
 * 256 random bits, kept only as their SHA-256, usable once within handoffLifetimeMs, and bound
 * to the issuing session (a logout ends it) and to the user's own order. A session holds at most
 * handoffsLivePerSession unexpired ones, so the table stays small whatever a client sends.
 */
export async function issueHandoff(db: Db, user: SessionUser, body: HandoffBody, now: number): Promise<Handoff> {
  if (!routeByName(body.route)) refuseField('route', 'embed.handoff.unknownRoute');
  const sessionState = JSON.stringify(body.sessionState);
  if (Buffer.byteLength(sessionState) > sessionStateMaxBytes)
    refuseField('sessionState', 'embed.handoff.stateTooLarge', { kb: String(sessionStateMaxBytes / 1024) });
  if (body.orderNo !== undefined) await requireOwnOrder(db, user.userNo, body.orderNo);
  const live = await db.query<{ expires_at: number }>(
    'SELECT expires_at FROM handoffs WHERE session_token_hash = $1 AND expires_at >= $2 ORDER BY expires_at LIMIT $3',
    [user.tokenHash, now, constants.handoffsLivePerSession],
  );
  const first = live[0];
  if (live.length >= constants.handoffsLivePerSession && first)
    throw new ApiError('rateLimited', { seconds: Math.max(1, Math.ceil((first.expires_at - now) / 1000)) });
  const token = randomBytes(32).toString('base64url');
  const expiresAt = now + constants.handoffLifetimeMs;
  await db.query(
    `INSERT INTO handoffs (token_hash, session_token_hash, user_no, order_no, route, language, session_state, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [tokenHash(token), user.tokenHash, user.userNo, body.orderNo ?? null, body.route, body.language ?? null, sessionState, expiresAt],
  );
  return { token, expiresAt };
}

/** Counts this try from the IP; more than handoffExchangesPerIpPerHour within the hour are refused. */
async function countExchange(db: Db, ip: string, now: number): Promise<void> {
  await db.query('INSERT INTO handoff_exchanges (ip, tried_at) VALUES ($1, $2)', [ip, now]);
  const tries = await db.query<{ tried_at: number }>('SELECT tried_at FROM handoff_exchanges WHERE ip = $1 AND tried_at > $2 ORDER BY tried_at DESC LIMIT $3', [
    ip,
    now - hourMs,
    constants.handoffExchangesPerIpPerHour + 1,
  ]);
  const oldest = tries[constants.handoffExchangesPerIpPerHour];
  if (oldest) throw new ApiError('rateLimited', { seconds: Math.max(1, Math.ceil((oldest.tried_at + hourMs - now) / 1000)) });
}

export interface ExchangedHandoff {
  session: Session;
  email: string;
  route: string;
  orderNo: string | null;
  language: string | null;
  sessionState: Record<string, string>;
}

/**
 * Exchanges a handoff token for a session of its own (as a login would answer): once, before it
 * expires, while the session that issued it is live. Whatever is wrong, the answer is the same
 * handoffInvalid, so a guess learns nothing.
 */
export async function exchangeHandoff(db: Db, token: string, ip: string, now: number): Promise<ExchangedHandoff> {
  await countExchange(db, ip, now);
  const row = await db.one<HandoffRow>(
    `UPDATE handoffs SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL AND expires_at >= $2
     RETURNING session_token_hash, user_no, order_no, route, language, session_state`,
    [tokenHash(token), now],
  );
  if (!row) throw new ApiError('handoffInvalid');
  const issuer = await findLiveSessionByTokenHash(db, row.session_token_hash);
  if (!issuer || sessionExpired(issuer, now) || issuer.status === 'disabled' || issuer.userNo !== row.user_no) throw new ApiError('handoffInvalid');
  return {
    session: await createSession(db, row.user_no, now),
    email: issuer.email,
    route: row.route,
    orderNo: row.order_no,
    language: row.language,
    sessionState: JSON.parse(row.session_state) as Record<string, string>,
  };
}

/** Drops expired handoffs and exchange counts older than their hour, a bounded batch per pass. */
export async function pruneHandoffs(db: Db, now: number): Promise<void> {
  // SKIP LOCKED: instances pruning at once each take rows the others have not.
  await db.query('DELETE FROM handoffs WHERE token_hash IN (SELECT token_hash FROM handoffs WHERE expires_at < $1 LIMIT 1000 FOR UPDATE SKIP LOCKED)', [now]);
  await db.query('DELETE FROM handoff_exchanges WHERE id IN (SELECT id FROM handoff_exchanges WHERE tried_at < $1 LIMIT 1000 FOR UPDATE SKIP LOCKED)', [
    now - hourMs,
  ]);
}

export const handoffPruneJob: PeriodicJob = {
  name: 'prune handoffs',
  everyMs: 600_000,
  async run(app) {
    await pruneHandoffs(app.db, app.now());
  },
};
