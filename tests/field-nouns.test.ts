import { describe, expect, it } from 'vitest';
import type { PayoutFieldUi } from '../src/shared/generated/payout-form.schema';
import { conceptMismatches, nounMismatches, type NamedField } from './helpers/fieldNouns';
import { formOf, payoutFormFiles } from './helpers/payoutForms';

const countries = Object.keys(payoutFormFiles).flatMap((path) => /payout-forms\/([A-Z]{2})\.json$/.exec(path)?.[1] ?? []);

/** Every field of every country's payout form (a shared form through the countries that use it), by its label and error keys. */
const payoutFields: NamedField[] = countries.flatMap((country) => {
  const { uiSchema } = formOf(country);
  return uiSchema['ui:order'].flatMap((field) => {
    const options = (uiSchema[field] as PayoutFieldUi | undefined)?.['ui:options'];
    return options ? [{ label: options.labelKey, error: options.errorKey }] : [];
  });
});

describe('the nouns fields are named by (tests/fixtures/field-nouns.json)', () => {
  it('gives one noun per concept in each language, used by every label of the concept', () => {
    expect(conceptMismatches()).toEqual([]);
  });

  it('names each payout form field by the same noun in its label and its error, in every language', () => {
    expect(payoutFields.length).toBeGreaterThan(40);
    expect(nounMismatches(payoutFields)).toEqual([]);
  });
});
