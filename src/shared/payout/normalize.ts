import { compactIdentifier } from '../formats/compact';
import type { AccountFieldSchema } from '../generated/payout-form.schema';
import type { PayoutFormInUse } from './resolve';

/** The cleaning a field's `normalize` keyword names (schemas/payout-form.schema.json). */
export type FieldNormalization = NonNullable<AccountFieldSchema['normalize']>;

const normalizers: Record<FieldNormalization, (value: string, country: string) => string> = {
  identifier: compactIdentifier,
  upper: (value) => value.toUpperCase(),
  // A domestic number that is an IBAN without its country letters (a Polish NRB) becomes that
  // IBAN; any other domestic number stays invalid because its IBAN check digits are missing.
  iban: (value, country) => {
    const compact = compactIdentifier(value);
    return /^[0-9]/.test(compact) ? `${country}${compact}` : compact;
  },
};

/** The names the `normalize` keyword accepts, for ajv's check of the form schemas. */
export const normalizationNames = Object.keys(normalizers) as FieldNormalization[];

/**
 * What people type, the way the checks and the bank read it: full-width characters folded (NFKC,
 * Japanese and Chinese keyboards), outer spaces dropped and inner runs made one, then the field's
 * own `normalize`. Only the checked and stored copy changes; the form keeps what was typed.
 */
function normalizeValue(value: string, how: FieldNormalization | undefined, country: string): string {
  const cleaned = value.normalize('NFKC').trim().replace(/\s+/g, ' ');
  return how === undefined || cleaned === '' ? cleaned : normalizers[how](cleaned, country);
}

/**
 * The seller's payout data as it is checked and stored. A blank input counts as not given: RJSF
 * drops empty inputs and API callers send "", and the 'cannot both be empty' rules of product §5 must
 * read both the same way. Anything that is not an object of fields is left for the schema to refuse.
 */
export function normalizePayout(form: PayoutFormInUse, data: unknown): unknown {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return data;
  const normalized: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(data)) {
    if (typeof value !== 'string') {
      normalized[field] = value;
      continue;
    }
    const clean = normalizeValue(value, form.schema.properties[field]?.normalize, form.country);
    if (clean !== '') normalized[field] = clean;
  }
  return normalized;
}
