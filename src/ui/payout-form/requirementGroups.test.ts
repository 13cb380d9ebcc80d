import { describe, expect, it } from 'vitest';
import { validatePayout } from '../../shared/payout/validate';
import { formOf, payoutFormFiles, tEnglish, validAccounts } from '../../../tests/helpers/payoutForms';
import { alwaysRequired } from './renderSchema';
import { groupHints, requirementGroups } from './requirementGroups';

const countries = Object.keys(payoutFormFiles).flatMap((path) => /payout-forms\/([A-Z]{2})\.json$/.exec(path)?.[1] ?? []);
const without = (data: Record<string, string>, fields: string[]) => Object.fromEntries(Object.entries(data).filter(([field]) => !fields.includes(field)));

describe("fields required as one of a group (the form's anyOf)", () => {
  it('reads "bank code and swift code cannot both be empty" and "if none of these, then that"', () => {
    expect(requirementGroups(formOf('ID').schema)).toEqual([[['bankCode'], ['swiftCode']]]);
    expect(requirementGroups(formOf('PH').schema)).toEqual([
      [['swiftCode'], ['locationId']],
      [['bankCode'], ['locationId']],
    ]);
    expect(requirementGroups(formOf('BR').schema)).toEqual([[['pixKey'], ['bankCode'], ['branchCode'], ['accountNumber'], ['accountType']]]);
    expect(requirementGroups(formOf('GB').schema)).toEqual([]);
  });

  it('says which fields under each one, joining the labels as the language joins a list', () => {
    const schema = { ...formOf('ID').schema, allOf: [{ anyOf: [{ required: ['bankCode', 'bankName'] }, { required: ['swiftCode'] }] }] };
    const { hints, fields } = groupHints(schema, (field) => field, tEnglish, 'en-US');
    const text = 'At least one of these is required: bankCode and bankName or swiftCode.';
    // bankName is required on its own in this form: its label says so already.
    expect([...fields]).toEqual(['bankCode', 'swiftCode']);
    expect(hints).toEqual({ bankCode: text, swiftCode: text });
    expect(
      groupHints(
        formOf('ID').schema,
        (field) => field,
        (_key, params) => params.alternatives ?? '',
        'es',
      ).hints.bankCode,
    ).toBe('bankCode o swiftCode');
  });

  describe.each(countries)('%s', (country) => {
    const form = formOf(country);
    const account = validAccounts[country];
    const groups = requirementGroups(form.schema);
    const grouped = new Set(groups.flat(2));

    it.runIf(groups.length > 0 && account !== undefined)('refuses its sample account with every alternative of a group emptied (the sample fills one)', () => {
      if (account === undefined) return;
      for (const group of groups) {
        const emptied = without(account, group.flat());
        expect(validatePayout(form, emptied, tEnglish).valid, `${country} without ${group.flat().join(', ')}`).toBe(false);
        const filled = group.filter((fields) => fields.every((field) => field in account));
        expect(filled.length, `${country}'s sample fills an alternative of ${group.flat().join(', ')}`).toBeGreaterThan(0);
      }
    });

    it.runIf(account !== undefined)('takes its sample account with any field it labels optional left empty', () => {
      if (account === undefined) return;
      const always = new Set(alwaysRequired(form.schema));
      const optional = Object.keys(account).filter((field) => !always.has(field) && !grouped.has(field));
      for (const field of optional) expect(validatePayout(form, without(account, [field]), tEnglish).valid, `${country} without ${field}`).toBe(true);
    });
  });
});
