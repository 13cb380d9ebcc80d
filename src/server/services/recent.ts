import type { Db } from '../store/db';

/** What a user picked lately, per list (product §2: Recent in the fiat and crypto pickers). */
export type RecentKind = 'buyFiat' | 'sellFiat' | 'buyCrypto' | 'sellCrypto';

/** How many recent picks a list shows. */
export const recentListSize = 5;

/** Records picks as the user's latest: each new one added, one made again moved to the top; one statement whatever their number. */
async function recordPicks(db: Db, userNo: string, picks: [RecentKind, string][], now: number): Promise<void> {
  await db.query(
    `INSERT INTO user_recent (user_no, kind, value, used_at)
     SELECT $1, pick.kind, pick.value, $4::bigint FROM unnest($2::text[], $3::text[]) AS pick (kind, value)
     ON CONFLICT (user_no, kind, value) DO UPDATE SET used_at = EXCLUDED.used_at`,
    [userNo, picks.map(([kind]) => kind), picks.map(([, value]) => value), now],
  );
}

/** Records a pick (a fiat as "FIAT/ALPHA2" and a crypto as "SYMBOL/NETWORK", so the list can show the row that was used). */
export async function recordRecent(db: Db, userNo: string, kind: RecentKind, value: string, now: number): Promise<void> {
  await recordPicks(db, userNo, [[kind, value]], now);
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
  await recordPicks(
    db,
    userNo,
    [
      [side === 'buy' ? 'buyFiat' : 'sellFiat', `${order.fiat}/${order.alpha2}`],
      [side === 'buy' ? 'buyCrypto' : 'sellCrypto', `${order.crypto}/${order.network}`],
    ],
    now,
  );
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
