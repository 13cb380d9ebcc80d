import type { ErrorSchema, RJSFSchema, RJSFValidationError, ValidationData, ValidatorType } from '@rjsf/utils';
import type Ajv2020 from 'ajv/dist/2020';
import { createAjv } from '../../shared/ajv';
import type { CountryPayoutForm } from '../../shared/generated/payout-form.schema';
import type { Translate } from '../../shared/payout/errors';
import { validatePayout } from '../../shared/payout/validate';

/** What a payout form holds: one flat object of strings (schemas/payout-form.schema.json). */
export type PayoutData = Record<string, string | undefined>;

/** validatePayout's field messages as RJSF's error list and per-field error schema. */
export function validationDataOf(form: CountryPayoutForm, formData: PayoutData | undefined, t: Translate): ValidationData<PayoutData> {
  const result = validatePayout(form, formData ?? {}, t);
  if (result.valid) return { errors: [], errorSchema: {} };
  const errorSchema: Record<string, { __errors: string[] }> = {};
  const errors: RJSFValidationError[] = [];
  for (const { field, message } of result.errors) {
    const key = field === '' ? '__root' : field;
    errorSchema[key] = { __errors: [...(errorSchema[key]?.__errors ?? []), message] };
    errors.push({ property: field === '' ? '.' : `.${field}`, message, stack: field === '' ? message : `${field}: ${message}` });
  }
  const { __root, ...fields } = errorSchema;
  return { errors, errorSchema: { ...fields, ...(__root ? { __errors: __root.__errors } : {}) } as ErrorSchema<PayoutData> };
}

let ajv: Ajv2020 | undefined;

/**
 * The RJSF validator of one country's payout form. Form validation goes through the shared
 * validatePayout with the form's FULL schema, so the browser shows exactly the messages, at exactly
 * the fields, that the server's saveOrUpdate check gives (spec §5 'Invalid X!', cross-field rules at
 * their first field). isValid and rawValidation serve RJSF's own schema lookups with the same ajv setup.
 */
export function payoutValidator(form: CountryPayoutForm, t: Translate): ValidatorType<PayoutData, RJSFSchema> {
  const check = (schema: RJSFSchema, data: unknown) => {
    ajv ??= createAjv({ strict: false });
    const validate = ajv.compile(schema);
    return { valid: validate(data), errors: validate.errors ?? [] };
  };
  return {
    validateFormData: (formData) => validationDataOf(form, formData, t),
    isValid: (schema, formData) => {
      try {
        return check(schema, formData).valid;
      } catch {
        return false;
      }
    },
    rawValidation: (schema, formData) => {
      try {
        const { errors } = check(schema, formData);
        return { errors: errors as never[] };
      } catch (error) {
        return { validationError: error as Error };
      }
    },
  };
}
