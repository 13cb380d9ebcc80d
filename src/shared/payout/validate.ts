import type { ValidateFunction } from 'ajv';
import type Ajv2020 from 'ajv/dist/2020';
import { createAjv } from '../ajv';
import type { AccountSchema } from '../generated/payout-form.schema';
import { checkPayout, type PayoutValidation } from './check';
import type { Translate } from './errors';
import type { PayoutFormInUse } from './resolve';

export type { PayoutValidation } from './check';

let ajv: Ajv2020 | undefined;
// Keyed by the schema object, so a country is compiled once and the SEPA countries, which share
// one schema object through their alias, share one compiled validator.
const compiled = new WeakMap<AccountSchema, ValidateFunction>();

/**
 * The compiled validator of a form's account schema, for the server and the command line; the
 * browser runs the same schema precompiled at build time (scripts/lib/precompiledValidators.ts).
 */
export function accountValidatorFor(form: PayoutFormInUse): ValidateFunction {
  const cached = compiled.get(form.schema);
  if (cached) return cached;
  ajv ??= createAjv();
  const validate = ajv.compile(form.schema);
  compiled.set(form.schema, validate);
  return validate;
}

/** Checks a seller's payout details, as normalizePayout cleans them, against the country's form; messages come translated through `t`. */
export function validatePayout(form: PayoutFormInUse, data: unknown, t: Translate): PayoutValidation {
  return checkPayout(accountValidatorFor(form), form, data, t);
}
