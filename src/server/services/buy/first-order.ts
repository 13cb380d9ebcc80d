import type { Db } from '../../store/db';
import { firstOrderActivity } from '../home';

/**
 * A buy order that holds the first-order discount's place (product §1, §4), by its stored status:
 * awaiting payment inside its window, processing, or completed. Closed orders, declined ones (status
 * failed) and paid ones whose crypto could not be sent (code 11) do not.
 */
const holdsFirstOrder = `(status = 'unpaid' AND expires_at > $2) OR status IN ('processing', 'completed')`;

/** Whether the user has a buy order that holds the first order's place at `now`. */
async function hasFirstOrder(db: Pick<Db, 'one'>, userNo: string, now: number): Promise<boolean> {
  const row = await db.one<{ held: boolean }>(`SELECT EXISTS (SELECT 1 FROM buy_orders WHERE user_no = $1 AND (${holdsFirstOrder})) AS held`, [userNo, now]);
  return row?.held === true;
}

/**
 * Whether an order that carries the discount may no longer be paid with it: another order of the
 * user carrying it holds the first order's place (awaiting payment, processing or completed). A
 * declined order keeps its discount but does not hold the place, so a later order may be granted
 * it too; of the two, only one is ever paid with it.
 */
export async function discountTakenElsewhere(db: Pick<Db, 'one'>, userNo: string, now: number, orderNo: string): Promise<boolean> {
  const row = await db.one<{ taken: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM buy_orders WHERE user_no = $1 AND order_no <> $3 AND discount AND (${holdsFirstOrder})) AS taken`,
    [userNo, now, orderNo],
  );
  return row?.taken === true;
}

/**
 * Product §1 first-order discount: a signed-in user, while the promotion runs, with no buy order that
 * is live or completed. The quote shows it; the order's creation checks it again under a lock on
 * the user, so two orders created at once cannot both carry it.
 */
export async function firstOrderEligible(db: Pick<Db, 'one'>, userNo: string | undefined, now: number): Promise<boolean> {
  if (!userNo) return false;
  const running = await db.one<{ running: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM activities WHERE code = $1 AND start_time <= $2 AND end_time > $2) AS running',
    [firstOrderActivity, now],
  );
  return running?.running === true && !(await hasFirstOrder(db, userNo, now));
}

/** Why a discounted quote or order no longer gets the first-order discount: another order of the user holds it. */
export const discountTakenKey = 'errors.server.discountTaken';
