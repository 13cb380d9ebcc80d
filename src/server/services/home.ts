import type { ActivityTime, NoticeItem } from '../../shared/generated/api/lists.schema';
import { constants } from '../../shared/config/constants';
import type { Translator } from '../../shared/i18n';
import type { Db } from '../store/db';

/** Product §3 Notice: the notices whose window contains now, newest first, in the caller's language. */
export async function liveNotices(db: Db, now: number, t: Translator): Promise<NoticeItem[]> {
  const rows = await db.query<{ contentKey: string; publishTime: number; endTime: number }>(
    `SELECT content_key AS "contentKey", publish_time AS "publishTime", end_time AS "endTime"
       FROM notices WHERE publish_time <= $1 AND end_time > $1 ORDER BY publish_time DESC, id DESC`,
    [now],
  );
  return rows.map((row) => ({ content: t(row.contentKey), publishTime: row.publishTime, endTime: row.endTime, systemTime: now }));
}

/** The activities table row that gates the product §1 first-order discount. */
export const firstOrderActivity = 'firstOrderDiscount';

export async function firstOrderActivityTime(db: Db, now: number): Promise<ActivityTime> {
  const row = await db.one<{ startTime: number; endTime: number }>('SELECT start_time AS "startTime", end_time AS "endTime" FROM activities WHERE code = $1', [
    firstOrderActivity,
  ]);
  const startTime = row?.startTime ?? 0;
  const endTime = row?.endTime ?? 0;
  return {
    activityStatus: startTime <= now && now < endTime,
    startTime,
    endTime,
    systemTime: now,
    discountPercent: constants.promoFirstOrderDiscountPercent,
  };
}
