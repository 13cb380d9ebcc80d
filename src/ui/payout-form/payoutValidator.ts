import type { ErrorSchema, RJSFSchema, RJSFValidationError, ValidationData, ValidatorType } from '@rjsf/utils';
import type Ajv2020 from 'ajv/dist/2020';
import { createAjv } from '../../shared/ajv';

import type { Translate } from '../../shared/payout/errors';
import { validatePayout } from '../../shared/payout/validate';
import type { PayoutFormInUse } from '../../shared/payout/resolve';

/** What a payout form holds: one flat object of strings (schemas/payout-form.schema.json). */
export type PayoutData = Record<string, string | undefined>;

/** Where a field stands in the form as the seller sees it (ui:order); a message about the whole form comes last. */
function formPosition(form: PayoutFormInUse, field: string): number {
  const index = form.uiSchema['ui:order'].indexOf(field);
  return index === -1 ? Number.MAX_SAFE_INTEGER : index;
}

/**
 * validatePayout's field messages as RJSF's error list and per-field error schema. The list is in
 * form order, not in the order the schema's rules ran: RJSF focuses its first entry after a failed
 * submit, and that must be the first invalid field on screen, not one a cross-field rule named.
 */
export function validationDataOf(form: PayoutFormInUse, formData: PayoutData | undefined, t: Translate): ValidationData<PayoutData> {
  const result = validatePayout(form, formData ?? {}, t);
  if (result.valid) return { errors: [], errorSchema: {} };
  const errorSchema: Record<string, { __errors: string[] }> = {};
  const errors: RJSFValidationError[] = [];
  const inFormOrder = [...result.errors].sort((a, b) => formPosition(form, a.field) - formPosition(form, b.field));
  for (const { field, message } of inFormOrder) {
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
export function payoutValidator(form: PayoutFormInUse, t: Translate): ValidatorType<PayoutData, RJSFSchema> {
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
