import { createHash, randomInt } from 'node:crypto';
import { constants } from '../../shared/config/constants';
import { signaturesEqual } from '../../shared/sign';
import { ApiError } from '../errors';
import type { Db } from '../store/db';
import { findOrCreateUser, type User } from './users';

const hourMs = 3_600_000;

function hashCode(email: string, code: string): string {
  return createHash('sha256').update(`${email}\n${code}`).digest('hex');
}

function secondsUntil(at: number, now: number): number {
  return Math.max(1, Math.ceil((at - now) / 1000));
}

/**
 * Issues a new six-digit code for the e-mail (product §7), replacing any earlier one. Refuses a new send
 * within verificationCodeResendGapMs of the last, and more than codeSendsPerEmailPerHour per e-mail
 * or codeSendsPerIpPerHour per client ip in the last hour. Counters live in the store, so every
 * instance behind a load balancer sees the same limits. Returns the code for the caller to mail.
 */
export async function issueCode(db: Db, email: string, ip: string, now: number): Promise<string> {
  return db.transaction(async (tx) => {
    // Serialises sends to one e-mail across instances, so two at once cannot both pass the gap check.
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`code:${email}`]);
    const last = await tx.one<{ sentAt: number }>('SELECT sent_at AS "sentAt" FROM verification_codes WHERE email = $1', [email]);
    if (last && now - last.sentAt < constants.verificationCodeResendGapMs) {
      throw new ApiError('codeResendTooSoon', { seconds: secondsUntil(last.sentAt + constants.verificationCodeResendGapMs, now) });
    }
    const since = now - hourMs;
    const byEmail = await tx.query<{ sentAt: number }>('SELECT sent_at AS "sentAt" FROM code_sends WHERE email = $1 AND sent_at > $2 ORDER BY sent_at', [
      email,
      since,
    ]);
    const byIp = await tx.query<{ sentAt: number }>('SELECT sent_at AS "sentAt" FROM code_sends WHERE ip = $1 AND sent_at > $2 ORDER BY sent_at', [ip, since]);
    for (const [sends, limit] of [
      [byEmail, constants.codeSendsPerEmailPerHour],
      [byIp, constants.codeSendsPerIpPerHour],
    ] as const) {
      const oldest = sends[sends.length - limit];
      if (sends.length >= limit && oldest) throw new ApiError('rateLimited', { seconds: secondsUntil(oldest.sentAt + hourMs, now) });
    }
    const code = String(randomInt(0, 10 ** constants.verificationCodeLength)).padStart(constants.verificationCodeLength, '0');
    await tx.query(
      `INSERT INTO verification_codes (email, code_hash, sent_at, expires_at, failed_attempts, used)
       VALUES ($1, $2, $3, $4, 0, false)
       ON CONFLICT (email) DO UPDATE SET code_hash = $2, sent_at = $3, expires_at = $4, failed_attempts = 0, used = false`,
      [email, hashCode(email, code), now, now + constants.verificationCodeLifetimeMs],
    );
    await tx.query('INSERT INTO code_sends (email, ip, sent_at) VALUES ($1, $2, $3)', [email, ip, now]);
    await tx.query('DELETE FROM code_sends WHERE sent_at < $1', [since]);
    return code;
  });
}

type CheckOutcome = { kind: 'ok'; user: User } | { kind: 'refused'; error: ApiError };

/**
 * Checks a login code (product §7): it must exist, be unused and unexpired; each wrong try counts, and
 * after verificationCodeMaxAttempts wrong tries the code is dead even for the right digits. The
 * attempt counter is committed before the refusal is thrown, so a failed try cannot be rolled back.
 */
export async function checkCode(db: Db, email: string, code: string, now: number): Promise<User> {
  const outcome = await db.transaction(async (tx): Promise<CheckOutcome> => {
    const row = await tx.one<{ codeHash: string; expiresAt: number; failedAttempts: number; used: boolean }>(
      `SELECT code_hash AS "codeHash", expires_at AS "expiresAt", failed_attempts AS "failedAttempts", used
         FROM verification_codes WHERE email = $1 FOR UPDATE`,
      [email],
    );
    const max = constants.verificationCodeMaxAttempts;
    if (!row) return { kind: 'refused', error: new ApiError('codeExpired') };
    if (row.used || row.failedAttempts >= max) return { kind: 'refused', error: new ApiError('codeDead') };
    if (row.expiresAt <= now) return { kind: 'refused', error: new ApiError('codeExpired') };
    if (!signaturesEqual(row.codeHash, hashCode(email, code))) {
      const failed = row.failedAttempts + 1;
      await tx.query('UPDATE verification_codes SET failed_attempts = $2 WHERE email = $1', [email, failed]);
      const error = failed >= max ? new ApiError('codeDead') : new ApiError('codeWrong', { left: max - failed });
      return { kind: 'refused', error };
    }
    await tx.query('UPDATE verification_codes SET used = true WHERE email = $1', [email]);
    return { kind: 'ok', user: await findOrCreateUser(tx, email, now) };
  });
  if (outcome.kind === 'refused') throw outcome.error;
  return outcome.user;
}
