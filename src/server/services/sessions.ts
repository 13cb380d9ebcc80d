import { randomBytes } from 'node:crypto';
import { constants } from '../../shared/config/constants';
import type { Db } from '../store/db';
import { tokenHash } from './token-hash';

export interface Session {
  token: string;
  signingKey: string;
  userNo: string;
}

export interface SessionUser {
  userNo: string;
  email: string;
  status: string;
  /** The session as the store knows it: the SHA-256 of the token the browser holds. */
  tokenHash: string;
  /** The HMAC key of the session's signed calls: the server needs it, so it is stored as is, and never logged. */
  signingKey: string;
  /** Login time (epoch ms). */
  createdAt: number;
  /** Time of the last accepted signed call, or of the login. */
  lastSeenAt: number;
}

/**
 * A new session with a random token and a fresh random signing key (product §3: login headers token
 * and sign). Only the token's hash is stored: the plain token goes to the browser once, at login.
 */
export async function createSession(db: Db, userNo: string, now: number): Promise<Session> {
  const session = { token: randomBytes(32).toString('hex'), signingKey: randomBytes(32).toString('hex'), userNo };
  await db.query('INSERT INTO sessions (token_hash, signing_key, user_no, created_at, last_seen_at) VALUES ($1, $2, $3, $4, $4)', [
    tokenHash(session.token),
    session.signingKey,
    userNo,
    now,
  ]);
  return session;
}

/** The live session of the token a browser sent, looked up by the token's hash. */
export function findLiveSession(db: Db, token: string): Promise<SessionUser | undefined> {
  return findLiveSessionByTokenHash(db, tokenHash(token));
}

/** The live session the store names by this token hash (a handoff names its issuing session so). */
export async function findLiveSessionByTokenHash(db: Db, hash: string): Promise<SessionUser | undefined> {
  return db.one<SessionUser>(
    `SELECT s.token_hash AS "tokenHash", s.signing_key AS "signingKey", s.created_at AS "createdAt", s.last_seen_at AS "lastSeenAt",
            u.user_no AS "userNo", u.email, u.status
       FROM sessions s JOIN users u ON u.user_no = s.user_no
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL`,
    [hash],
  );
}

/**
 * A session ends sessionLifetimeMs after its login however active it is, and sooner after
 * sessionIdleMs without an accepted signed call (config/constants.json).
 */
export function sessionExpired(session: Pick<SessionUser, 'createdAt' | 'lastSeenAt'>, now: number): boolean {
  return now - session.createdAt >= constants.sessionLifetimeMs || now - session.lastSeenAt >= constants.sessionIdleMs;
}

export async function revokeSession(db: Db, session: Pick<SessionUser, 'tokenHash'>, now: number): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL', [session.tokenHash, now]);
}

/**
 * Records a signature as used and the session as seen now; false, with the session untouched, when
 * the signature was already used within its window (a replay). One statement, the session's
 * update reading what the insert claimed: a signed call makes one round trip to the store for both.
 * The row outlives the timestamp skew window, after which the timestamp check refuses it anyway.
 */
export async function claimSignature(db: Db, session: Pick<SessionUser, 'tokenHash'>, sign: string, expiresAt: number, now: number): Promise<boolean> {
  const [claim] = await db.query<{ claimed: number }>(
    `WITH claimed AS (
       INSERT INTO seen_signatures (token, sign, expires_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING token
     ), seen AS (
       UPDATE sessions SET last_seen_at = $4 WHERE token_hash = (SELECT token FROM claimed)
     )
     SELECT count(*)::int AS claimed FROM claimed`,
    [session.tokenHash, sign, expiresAt, now],
  );
  return (claim?.claimed ?? 0) > 0;
}

/** Drops replay-protection rows whose window has passed; run at each login so the table stays small. */
export async function pruneSignatures(db: Db, now: number): Promise<void> {
  await db.query('DELETE FROM seen_signatures WHERE expires_at < $1', [now]);
}
