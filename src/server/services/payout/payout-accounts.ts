import { randomUUID } from 'node:crypto';
import { countryByAlpha2 } from '../../../shared/config/assets';
import { methodByCode, methodsFor } from '../../../shared/config/paymentMethods';
import type { PayoutAccount } from '../../../shared/generated/api/payout.schema';
import { constants } from '../../../shared/config/constants';
import {
  isSensitiveField,
  normalizePayout,
  payoutFormFor,
  validatePayout,
  type PayoutFormInUse,
  type PayoutFormLoader,
  type Translate,
} from '../../../shared/payout';
import type { Db } from '../../store/db';
import type { FlowDeps } from '../orders/flow-deps';
import { maskKeepingLast, maskValue as mask } from '../../mask';
import { refuse, refuseField } from '../../refusals';
import { openAccountRow, sealAccount, type PayoutAccountRow, type StoredPayoutAccountRow } from './sealed-accounts';
import { tokenizeSecretFields } from './tokenize-fields';

/** The form a saved account was checked against, if config still has it. */
function formOfAccount(row: Pick<PayoutAccountRow, 'alpha2' | 'pay_way_code'>, forms: PayoutFormLoader): PayoutFormInUse | undefined {
  const method = methodByCode('sell', row.pay_way_code);
  return method && payoutFormFor(row.alpha2, method, constants.defaultSellPayWayCode, forms);
}

/**
 * How a saved account's field is shown: the value that identifies the account (its form's
 * accountSummary.accountId: account number, IBAN, PIX key…) by its last four characters
 * (config/constants.json payoutAccountVisibleLastChars); any other field its form marks `sensitive`
 * (an ID or tax number) masked as product §9 says; names, codes and addresses as saved. A tokenized
 * field already holds only its brand and last four digits.
 */
function shownValue(row: PayoutAccountRow, form: PayoutFormInUse | undefined, field: string, value: string): string {
  if (field in row.tokens || !isSensitiveField(form, field)) return value;
  return form?.accountSummary.accountId.includes(field) ? maskKeepingLast(value) : mask(value);
}

/** A saved account as every answer shows it, masked (shownValue), with the payout rail's rejection once it was reported. */
export function payoutAccountView(row: PayoutAccountRow, forms: PayoutFormLoader): PayoutAccount {
  const form = formOfAccount(row, forms);
  return {
    userAccountId: row.user_account_id,
    alpha2: row.alpha2,
    payWayCode: row.pay_way_code,
    account: Object.fromEntries(Object.entries(row.account).map(([field, value]) => [field, shownValue(row, form, field, value)])),
    updatedAt: row.updated_at,
    rejectedAt: row.rejected_at,
  };
}

export async function ownPayoutAccount(db: Db, dataKey: Buffer, userNo: string, userAccountId: string): Promise<PayoutAccountRow> {
  const row = await db.one<StoredPayoutAccountRow>('SELECT * FROM payout_accounts WHERE user_no = $1 AND user_account_id = $2', [userNo, userAccountId]);
  return row ? openAccountRow(dataKey, row) : refuse('notFound', { field: 'userAccountId' });
}

export async function listPayoutAccounts(
  db: Db,
  dataKey: Buffer,
  userNo: string,
  filter: { alpha2?: string; payWayCode?: string },
): Promise<PayoutAccountRow[]> {
  const rows = await db.query<StoredPayoutAccountRow>(
    `SELECT * FROM payout_accounts WHERE user_no = $1 AND ($2::text IS NULL OR alpha2 = $2) AND ($3::text IS NULL OR pay_way_code = $3)
     ORDER BY updated_at DESC, user_account_id`,
    [userNo, filter.alpha2 ?? null, filter.payWayCode ?? null],
  );
  return rows.map((row) => openAccountRow(dataKey, row));
}

export interface PayoutAccountInput {
  userAccountId?: string;
  alpha2: string;
  payWayCode: string;
  account: Record<string, string>;
}

/**
 * POST /user/card/account/saveOrUpdate: the method must pay out in the country's fiat there, and
 * the account is checked against the form of its country and payout method (payoutFormFor) with the same compiled ajv schema and formats the browser uses; the
 * first failing field's translated 'Invalid X!' message is the answer. A card number is exchanged
 * for the processor's token before anything is stored, and the account is stored sealed under DATA_KEY.
 */
export async function saveOrUpdatePayoutAccount(
  db: Db,
  deps: FlowDeps,
  forms: PayoutFormLoader,
  t: Translate,
  userNo: string,
  input: PayoutAccountInput,
): Promise<PayoutAccountRow> {
  const method = methodByCode('sell', input.payWayCode);
  if (!method) refuseField('payWayCode');
  // The method must pay out in the country's fiat there, as the sell form offers it: a form alone does not make a payout.
  const fiat = countryByAlpha2(input.alpha2)?.fiat;
  if (fiat !== undefined && !methodsFor('sell', { fiat, country: input.alpha2 }).some((offered) => offered.payWayCode === method.payWayCode)) {
    refuseField('payWayCode', 'errors.server.reason.noPayoutInFiat', { fiat, country: input.alpha2 });
  }
  const form = payoutFormFor(input.alpha2, method, constants.defaultSellPayWayCode, forms);
  if (!form) refuseField(forms(input.alpha2) === undefined && method.payoutForm === undefined ? 'alpha2' : 'payWayCode');
  const checked = validatePayout(form, input.account, t);
  if (!checked.valid) {
    const first = checked.errors[0];
    // Already translated by validatePayout with the same keys the browser shows.
    refuse('validationFailed', { field: first?.field ?? 'account', reason: first?.message ?? '' });
  }
  // Stored as checked: separators, full-width digits and outer spaces cleaned (schemas' `normalize`).
  const storable = await tokenizeSecretFields(form, normalizePayout(form, input.account) as Record<string, string>, deps.card);
  const userAccountId = input.userAccountId ?? randomUUID();
  const sealed = sealAccount(deps.dataKey, userAccountId, storable.fields);
  const tokens = JSON.stringify(storable.tokens);
  const now = deps.now();
  if (input.userAccountId) {
    const row = await db.one<StoredPayoutAccountRow>(
      // New details are judged anew: the rail's rejection was of the old ones.
      `UPDATE payout_accounts SET alpha2 = $3, pay_way_code = $4, account = NULL, account_sealed = $5, tokens = $7, updated_at = $6, rejected_at = NULL
       WHERE user_no = $1 AND user_account_id = $2 RETURNING *`,
      [userNo, userAccountId, input.alpha2, input.payWayCode, sealed, now, tokens],
    );
    return row ? openAccountRow(deps.dataKey, row) : refuse('notFound', { field: 'userAccountId' });
  }
  const row = await db.one<StoredPayoutAccountRow>(
    `INSERT INTO payout_accounts (user_account_id, user_no, alpha2, pay_way_code, account_sealed, tokens, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $7, $6, $6) RETURNING *`,
    [userAccountId, userNo, input.alpha2, input.payWayCode, sealed, now, tokens],
  );
  if (!row) throw new Error('payout account insert returned no row');
  return openAccountRow(deps.dataKey, row);
}

/**
 * Records that the payout rail rejected a payout to the saved account, at `at`: the account is then
 * shown as rejected, with that date, and never preselected. The one place a rejection is
 * recorded; called when the payout's rejection is applied (sell/payout-facts.ts), in its transaction.
 */
export async function markPayoutAccountRejected(tx: Db, userNo: string, userAccountId: string, at: number): Promise<void> {
  await tx.query('UPDATE payout_accounts SET rejected_at = $3 WHERE user_no = $1 AND user_account_id = $2', [userNo, userAccountId, at]);
}
