import type { PayoutFormInUse } from './resolve';

/**
 * Whether a saved account's field is shown masked (the form's `sensitive` keyword). A field its form
 * no longer declares, or an account whose form is gone from config, is masked too: what the config
 * cannot vouch for is treated as secret.
 */
export function isSensitiveField(form: Pick<PayoutFormInUse, 'schema'> | undefined, field: string): boolean {
  const property = form?.schema.properties[field];
  return property === undefined || property.sensitive === true;
}
