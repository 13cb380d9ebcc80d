import type { Db } from '../store/db';

/** What a user picked lately, per list (product §2: Recent in the fiat and crypto pickers). */
export type RecentKind = 'buyFiat' | 'sellFiat' | 'buyCrypto' | 'sellCrypto';

/** How many recent picks a list shows. */
export const recentListSize = 5;

/** The statement that records picks: each one new, or a pick made again moved to the top. */
const recordPicksSql = (count: number): string =>
  `INSERT INTO user_recent (user_no, kind, value, used_at) VALUES ${Array.from({ length: count }, (_, i) => `($1, $${i * 2 + 2}, $${i * 2 + 3}, $${count * 2 + 2})`).join(', ')}
   ON CONFLICT (user_no, kind, value) DO UPDATE SET used_at = EXCLUDED.used_at`;

/** Records a pick (a fiat as "FIAT/ALPHA2" and a crypto as "SYMBOL/NETWORK", so the list can show the row that was used). */
export async function recordRecent(db: Db, userNo: string, kind: RecentKind, value: string, now: number): Promise<void> {
  await db.query(recordPicksSql(1), [userNo, kind, value, now]);
}

/**
 * A new order's fiat in its country and its crypto on its network become the user's latest picks of
 * that side: one statement, as it runs in the order's transaction under the lock on the user's row.
 */
export async function recordOrderPicks(
  db: Db,
  userNo: string,
  side: 'buy' | 'sell',
  order: { fiat: string; alpha2: string; crypto: string; network: string },
  now: number,
): Promise<void> {
  await db.query(recordPicksSql(2), [
    userNo,
    side === 'buy' ? 'buyFiat' : 'sellFiat',
    `${order.fiat}/${order.alpha2}`,
    side === 'buy' ? 'buyCrypto' : 'sellCrypto',
    `${order.crypto}/${order.network}`,
    now,
  ]);
}

export async function recentValues(db: Db, userNo: string | undefined, kind: RecentKind): Promise<string[]> {
  if (!userNo) return [];
  const rows = await db.query<{ value: string }>('SELECT value FROM user_recent WHERE user_no = $1 AND kind = $2 ORDER BY used_at DESC LIMIT $3', [
    userNo,
    kind,
    recentListSize,
  ]);
  return rows.map((row) => row.value);
}
