import type { Db } from '../../store/db';
import { seal, unseal } from '../../seal';

/** A saved payout account as the services see it: the account open, as its form checked it. */
export interface PayoutAccountRow {
  user_account_id: string;
  user_no: string;
  alpha2: string;
  pay_way_code: string;
  account: Record<string, string>;
  /** Processor tokens of the fields a form tokenizes (a card number), by field; the account holds their display value. */
  tokens: Record<string, string>;
  created_at: number;
  updated_at: number;
  /** When the payout rail rejected a payout to the account (markPayoutAccountRejected); null otherwise. */
  rejected_at: number | null;
}

/**
 * A payout_accounts row as stored: the account sealed under DATA_KEY, or, for a row saved before
 * migration 066 that the server has not sealed yet, plain.
 */
export interface StoredPayoutAccountRow extends Omit<PayoutAccountRow, 'account'> {
  account: Record<string, string> | null;
  account_sealed: string | null;
}

/** The sealed value names its row: opened under another row's id it fails (seal.ts). */
const contextOf = (userAccountId: string) => `payout_accounts/${userAccountId}`;

export function sealAccount(key: Buffer, userAccountId: string, account: Record<string, string>): string {
  return seal(key, JSON.stringify(account), contextOf(userAccountId));
}

export function openAccountRow(key: Buffer, row: StoredPayoutAccountRow): PayoutAccountRow {
  const { account, account_sealed: sealed, ...rest } = row;
  const opened = sealed === null ? (account ?? {}) : (JSON.parse(unseal(key, sealed, contextOf(row.user_account_id))) as Record<string, string>);
  return { ...rest, account: opened };
}

/**
 * Seals the accounts saved in plain before migration 066, batchSize rows per transaction. Run when
 * the server starts; the rows are taken under locks other instances skip, so several instances
 * starting at once seal each row once. Returns how many rows it sealed.
 */
export async function sealPlainPayoutAccounts(db: Db, key: Buffer, batchSize = 100): Promise<number> {
  let total = 0;
  for (;;) {
    const sealed = await db.transaction(async (tx) => {
      const rows = await tx.query<{ user_account_id: string; account: Record<string, string> | null }>(
        'SELECT user_account_id, account FROM payout_accounts WHERE account_sealed IS NULL LIMIT $1 FOR UPDATE SKIP LOCKED',
        [batchSize],
      );
      for (const row of rows) {
        await tx.query('UPDATE payout_accounts SET account_sealed = $2, account = NULL WHERE user_account_id = $1', [
          row.user_account_id,
          sealAccount(key, row.user_account_id, row.account ?? {}),
        ]);
      }
      return rows.length;
    });
    total += sealed;
    if (sealed < batchSize) return total;
  }
}
