import type { RJSFSchema } from '@rjsf/utils';
import type { AccountSchema } from '../../shared/generated/payout-form.schema';

/**
 * The part of a payout form's schema that RJSF lays out: the fields, their types and enums, and
 * which are always required. The cross-field rules (allOf with if/then and anyOf) are left out
 * here on purpose: RJSF would otherwise render an "option" picker for each anyOf. They are not
 * lost — the validator checks the data against the FULL schema through validatePayout, the same
 * compiled rules the server applies (ARCHITECTURE.md "one fact, one place").
 */
export function renderSchemaOf(schema: AccountSchema): RJSFSchema {
  const properties: Record<string, RJSFSchema> = {};
  for (const [field, property] of Object.entries(schema.properties)) {
    if (property === undefined) continue;
    properties[field] = property.enum ? { type: 'string', enum: [...property.enum] } : { type: 'string' };
  }
  return { type: 'object', properties, required: [...schema.required] };
}
