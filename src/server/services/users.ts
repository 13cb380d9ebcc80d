import { randomBytes } from 'node:crypto';
import type { Db } from '../store/db';

export interface User {
  userNo: string;
  email: string;
  status: string;
}

const userColumns = 'user_no AS "userNo", email, status';

export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  return db.one<User>(`SELECT ${userColumns} FROM users WHERE email = $1`, [email]);
}

/** Product §7: the first login of an e-mail creates its user; later logins find the same one. */
export async function findOrCreateUser(db: Db, email: string, now: number): Promise<User> {
  await db.query('INSERT INTO users (user_no, email, created_at) VALUES ($1, $2, $3) ON CONFLICT (email) DO NOTHING', [
    `U${randomBytes(8).toString('hex').toUpperCase()}`,
    email,
    now,
  ]);
  const user = await findUserByEmail(db, email);
  if (!user) throw new Error('user vanished right after its insert');
  return user;
}

/** E-mails are compared without case or surrounding spaces, so one mailbox is one user. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
