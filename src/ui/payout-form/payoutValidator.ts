import type { ErrorSchema, RJSFSchema, RJSFValidationError, ValidationData, ValidatorType } from '@rjsf/utils';
import { checkPayout } from '../../shared/payout/check';
import type { Translate } from '../../shared/payout/errors';
import type { PayoutFormInUse } from '../../shared/payout/resolve';
import { precompiledValidatorOf } from './loadPayoutForm';

/** What a payout form holds: one flat object of strings (schemas/payout-form.schema.json). */
export type PayoutData = Record<string, string | undefined>;

/** Where a field stands in the form as the seller sees it (ui:order); a message about the whole form comes last. */
function formPosition(form: PayoutFormInUse, field: string): number {
  const index = form.uiSchema['ui:order'].indexOf(field);
  return index === -1 ? Number.MAX_SAFE_INTEGER : index;
}

/**
 * The form's field messages (checkPayout with its precompiled validator, the rules the server's
 * validatePayout applies) as RJSF's error list and per-field error schema. The list is in
 * form order, not in the order the schema's rules ran: RJSF focuses its first entry after a failed
 * submit, and that must be the first invalid field on screen, not one a cross-field rule named.
 */
export function validationDataOf(form: PayoutFormInUse, formData: PayoutData | undefined, t: Translate): ValidationData<PayoutData> {
  const result = checkPayout(precompiledValidatorOf(form), form, formData ?? {}, t);
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

/**
 * The RJSF validator of one country's payout form. Form validation goes through checkPayout with the
 * form's FULL schema, precompiled, so the browser shows exactly the messages, at exactly the fields,
 * that the server's saveOrUpdate check gives (product §5 'Invalid X!', cross-field rules at their first
 * field). RJSF asks isValid and rawValidation only about `if`, `oneOf`, `anyOf` and `dependencies`,
 * which the schema it lays out never has (renderSchemaOf): with no schema compiler in the page
 * (its Content-Security-Policy allows no eval), a call would be a change to renderSchemaOf to undo.
 */
export function payoutValidator(form: PayoutFormInUse, t: Translate): ValidatorType<PayoutData, RJSFSchema> {
  const noCompiler = () => new Error('the payout form lays out no conditional schema: RJSF has nothing to compile (renderSchemaOf)');
  return {
    validateFormData: (formData) => validationDataOf(form, formData, t),
    isValid: () => {
      throw noCompiler();
    },
    rawValidation: () => ({ validationError: noCompiler() }),
  };
}
