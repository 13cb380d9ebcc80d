import type { CountryPayoutForm, SharedPayoutForm } from '../generated/payout-form.schema';

/**
 * Every format name a form's schema relies on (field formats, formats inside cross-field rules and
 * joinedFormat), sorted, so the config validator can check each one is registered.
 */
export function formatsUsedBy(form: CountryPayoutForm | SharedPayoutForm): string[] {
  const found = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (typeof node === 'object' && node !== null) {
      for (const [key, value] of Object.entries(node)) {
        if (key === 'format' && typeof value === 'string') found.add(value);
        else walk(value);
      }
    }
  };
  walk(form.schema);
  return [...found].sort();
}
