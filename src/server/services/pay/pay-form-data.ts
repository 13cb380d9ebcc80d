import type { Db } from '../../store/db';
import type { FlowDeps } from '../orders/flow-deps';

/** Product §3 lastTimePaymentFormInfo: the form last submitted for a method, masked before it is stored. */
export async function savePayFormData(db: Db, deps: FlowDeps, userNo: string, payWayCode: string, form: Record<string, string>): Promise<void> {
  await db.query(
    `INSERT INTO pay_form_data (user_no, pay_way_code, form, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_no, pay_way_code) DO UPDATE SET form = EXCLUDED.form, updated_at = EXCLUDED.updated_at`,
    [userNo, payWayCode, JSON.stringify(form), deps.now()],
  );
}

export async function payFormDataOf(db: Db, userNo: string, payWayCode: string): Promise<Record<string, string> | null> {
  const row = await db.one<{ form: Record<string, string> }>('SELECT form FROM pay_form_data WHERE user_no = $1 AND pay_way_code = $2', [userNo, payWayCode]);
  return row?.form ?? null;
}
