import type { ErrorObject } from 'ajv';
import type { PayoutFieldUi, PayoutUiSchema } from '../generated/payout-form.schema';

/** An i18n translate function, e.g. i18next's `t`. */
export type Translate = (key: string, params?: Record<string, unknown>) => string;

export interface PayoutFieldError {
  /** The data property the message belongs to, '' for the form as a whole. */
  field: string;
  /** The translated message. */
  message: string;
}

// Keys of messages no single field's uiSchema carries.
const UNKNOWN_FIELD_KEY = 'payout.rule.unknownField';
const INVALID_FORM_KEY = 'payout.rule.invalidForm';

/** The top-level data property an ajv error is about, if it names one. */
function fieldOf(error: ErrorObject): string | undefined {
  if (error.keyword === 'required') return String(error.params.missingProperty);
  if (error.keyword === 'additionalProperties') return String(error.params.additionalProperty);
  const segment = error.instancePath.split('/')[1];
  return segment === undefined ? undefined : segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

function fieldUi(uiSchema: PayoutUiSchema, field: string): PayoutFieldUi | undefined {
  const entry = uiSchema[field];
  return entry === undefined || Array.isArray(entry) ? undefined : entry;
}

/**
 * Turns ajv errors into one translated message per field, first error first (product §5):
 * a rule's own errorMessage goes to the first field its wrapped errors name; `additionalProperties`
 * names the stray field; anything else about a field (missing, pattern, format, enum, ...) shows that
 * field's 'Invalid X!'. Errors that name no field (`if`, a bare `anyOf`) are left out because their
 * wrapped errors already speak for the fields.
 */
export function payoutFieldErrors(errors: readonly ErrorObject[], uiSchema: PayoutUiSchema, t: Translate): PayoutFieldError[] {
  const byField = new Map<string, string>();
  for (const error of errors) {
    if (error.keyword === 'errorMessage') {
      const wrapped = (error.params.errors ?? []) as ErrorObject[];
      const field = wrapped.map(fieldOf).find((name) => name !== undefined) ?? '';
      if (!byField.has(field)) byField.set(field, t(error.message ?? INVALID_FORM_KEY));
      continue;
    }
    const field = fieldOf(error);
    if (field === undefined || byField.has(field)) continue;
    const ui = fieldUi(uiSchema, field);
    if (error.keyword === 'additionalProperties' || ui === undefined) byField.set(field, t(UNKNOWN_FIELD_KEY, { field }));
    else byField.set(field, t(ui['ui:options'].errorKey));
  }
  if (byField.size === 0 && errors.length > 0) byField.set('', t(INVALID_FORM_KEY));
  return [...byField].map(([field, message]) => ({ field, message }));
}
