import type { ValidateFunction } from 'ajv';
import { payoutFieldErrors, type PayoutFieldError, type Translate } from './errors';
import { normalizePayout } from './normalize';
import type { PayoutFormInUse } from './resolve';

export type PayoutValidation = { valid: true } | { valid: false; errors: PayoutFieldError[] };

/**
 * Checks a seller's payout details, as normalizePayout cleans them, with the form's validator: one
 * the server compiles (validate.ts) or the browser's precompiled one, so both give the same messages.
 */
export function checkPayout(validate: ValidateFunction, form: PayoutFormInUse, data: unknown, t: Translate): PayoutValidation {
  if (validate(normalizePayout(form, data))) return { valid: true };
  return { valid: false, errors: payoutFieldErrors(validate.errors ?? [], form.uiSchema, t) };
}
