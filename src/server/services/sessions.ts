import { randomBytes } from 'node:crypto';
import { constants } from '../../shared/config/constants';
import type { Db } from '../store/db';

export interface Session {
  token: string;
  signingKey: string;
  userNo: string;
}

export interface SessionUser {
  userNo: string;
  email: string;
  status: string;
  token: string;
  signingKey: string;
  /** Login time (epoch ms). */
  createdAt: number;
  /** Time of the last accepted signed call, or of the login. */
  lastSeenAt: number;
}

/** A new session with a random token and a fresh random signing key (spec §3: login headers token and sign). */
export async function createSession(db: Db, userNo: string, now: number): Promise<Session> {
  const session = { token: randomBytes(32).toString('hex'), signingKey: randomBytes(32).toString('hex'), userNo };
  await db.query(
    'INSERT INTO sessions (token, signing_key, user_no, created_at, last_seen_at) VALUES ($1, $2, $3, $4, $4)',
    [session.token, session.signingKey, userNo, now],
  );
  return session;
}

export async function findLiveSession(db: Db, token: string): Promise<SessionUser | undefined> {
  return db.one<SessionUser>(
    `SELECT s.token, s.signing_key AS "signingKey", s.created_at AS "createdAt", s.last_seen_at AS "lastSeenAt", u.user_no AS "userNo", u.email, u.status
       FROM sessions s JOIN users u ON u.user_no = s.user_no
      WHERE s.token = $1 AND s.revoked_at IS NULL`,
    [token],
  );
}

/**
 * A session ends sessionLifetimeMs after its login however active it is, and sooner after
 * sessionIdleMs without an accepted signed call (config/constants.json).
 */
export function sessionExpired(session: Pick<SessionUser, 'createdAt' | 'lastSeenAt'>, now: number): boolean {
  return now - session.createdAt >= constants.sessionLifetimeMs || now - session.lastSeenAt >= constants.sessionIdleMs;
}

export async function revokeSession(db: Db, token: string, now: number): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = $2 WHERE token = $1 AND revoked_at IS NULL', [token, now]);
}

/**
 * Records a signature as used; false when it was already used within its window (a replay).
 * The row outlives the timestamp skew window, after which the timestamp check refuses it anyway.
 */
export async function claimSignature(db: Db, token: string, sign: string, expiresAt: number, now: number): Promise<boolean> {
  const claimed = await db.query(
    'INSERT INTO seen_signatures (token, sign, expires_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING token',
    [token, sign, expiresAt],
  );
  if (claimed.length === 0) return false;
  await db.query('UPDATE sessions SET last_seen_at = $2 WHERE token = $1', [token, now]);
  return true;
}

/** Drops replay-protection rows whose window has passed; run at each login so the table stays small. */
export async function pruneSignatures(db: Db, now: number): Promise<void> {
  await db.query('DELETE FROM seen_signatures WHERE expires_at < $1', [now]);
}
