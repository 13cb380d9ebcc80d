import type { RJSFSchema } from '@rjsf/utils';
import type { AccountSchema } from '../../shared/generated/payout-form.schema';

/**
 * The fields a form always requires: its `required` list and the fields of a cross-field rule that
 * holds unconditionally (no `if`, no `anyOf`), which a form uses to give a field its own message
 * ("Address cannot be empty"). Such a field must not be labelled optional.
 */
export function alwaysRequired(schema: AccountSchema): string[] {
  const unconditional = (schema.allOf ?? []).filter((rule) => rule.if === undefined && rule.anyOf === undefined);
  return [...new Set([...schema.required, ...unconditional.flatMap((rule) => rule.required ?? [])])];
}

/**
 * The part of a payout form's schema that RJSF lays out: the fields, their types and enums, and
 * which are always required. The cross-field rules (allOf with if/then and anyOf) are left out
 * here on purpose: RJSF would otherwise render an "option" picker for each anyOf. They are not
 * lost — the validator checks the data against the FULL schema through validatePayout, the same
 * compiled rules the server applies (docs/architecture.md "one fact, one place").
 */
export function renderSchemaOf(schema: AccountSchema): RJSFSchema {
  const properties: Record<string, RJSFSchema> = {};
  for (const [field, property] of Object.entries(schema.properties)) {
    if (property === undefined) continue;
    properties[field] = property.enum ? { type: 'string', enum: [...property.enum] } : { type: 'string' };
  }
  return { type: 'object', properties, required: alwaysRequired(schema) };
}
