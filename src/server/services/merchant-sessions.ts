import type { MerchantCheck } from '../../shared/generated/api/merchant.schema';
import type { Merchant } from '../../shared/generated/merchants.schema';
import type { Db } from '../store/db';

/**
 * Until when an accepted link attributes the session's orders: a signed link's docking grant
 * expiry (a re-check never extends it), else dockingGrantMs from this check.
 */
export function attributionExpiry(check: MerchantCheck, merchant: Merchant, now: number): number {
  const grant = check.dockingGrant;
  const grantExpiry = grant === undefined ? Number.NaN : Number(grant.slice(0, grant.indexOf('.')));
  return Number.isSafeInteger(grantExpiry) ? grantExpiry : now + merchant.dockingGrantMs;
}

/**
 * The signed-in session accepted this merchant's link (GET /merchant/params/check): its orders may
 * be recorded under the merchant. A later accepted link of another merchant replaces it.
 */
export async function bindSessionToMerchant(db: Db, sessionTokenHash: string, appId: string, expiresAt: number, now: number): Promise<void> {
  await db.query(
    `INSERT INTO session_merchants (session_key, app_id, accepted_at, expires_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (session_key) DO UPDATE SET app_id = EXCLUDED.app_id, accepted_at = EXCLUDED.accepted_at, expires_at = EXCLUDED.expires_at`,
    [sessionTokenHash, appId, now, expiresAt],
  );
}

/**
 * The app id an order is recorded under (and confirmed to, GET /merchant/order): the appid header's
 * merchant only when this session accepted that merchant's link and the acceptance still holds.
 * The header alone proves nothing (anyone can send it), so without that the order has no merchant.
 */
export async function attributedAppId(db: Db, sessionTokenHash: string, merchant: Merchant | undefined, now: number): Promise<string | null> {
  if (!merchant) return null;
  const bound = await db.one<{ app_id: string }>('SELECT app_id FROM session_merchants WHERE session_key = $1 AND app_id = $2 AND expires_at > $3', [
    sessionTokenHash,
    merchant.appId,
    now,
  ]);
  return bound ? merchant.appId : null;
}
