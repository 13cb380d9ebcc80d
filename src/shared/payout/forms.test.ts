import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createAjv } from '../ajv';
import type { PayoutFieldUi } from '../generated/payout-form.schema';
import payoutFormSchema from '../../../schemas/payout-form.schema.json';
import { payoutFormFiles, formOf } from '../../../tests/helpers/payoutForms';
import { accountValidatorFor } from './validate';
import type { PayoutFormInUse } from './resolve';

const namedFiles = Object.entries(payoutFormFiles).map(([path, form]) => [/payout-forms\/(.+)\.json$/.exec(path)?.[1] ?? path, form] as const);
const fileNames = namedFiles.map(([name]) => name);
const countries = fileNames.filter((name) => !name.startsWith('shared/'));
const locales = ['en-US', 'zh-HK', 'es', 'id', 'vi'];

function lookup(tree: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), tree);
}

describe('config/payout-forms', () => {
  it('has a form for every country the spec names and for the SEPA area', () => {
    const required = ['AR', 'BR', 'MX', 'CO', 'PE', 'CL', 'NG', 'IN', 'GB', 'AU', 'CA', 'US', 'PH', 'ID', 'VN', 'TR', 'TH', 'SG', 'HK', 'ZA', 'JP'];
    const sepa = ['DE', 'FR', 'ES', 'IT', 'NL', 'BE', 'PL', 'PT', 'AT', 'IE', 'FI'];
    expect(countries).toEqual(expect.arrayContaining([...required, ...sepa]));
    expect(countries.length).toBeGreaterThanOrEqual(25);
  });

  const validateFile = createAjv().compile(payoutFormSchema);
  it.each(namedFiles)('%s.json matches schemas/payout-form.schema.json', (_name, form) => {
    const valid = validateFile(form);
    expect(validateFile.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  describe.each(countries)('%s', (country) => {
    const form: PayoutFormInUse = formOf(country);
    const fields = Object.keys(form.schema.properties);
    const ui = (field: string) => form.uiSchema[field] as PayoutFieldUi | undefined;

    it('compiles in strict mode', () => {
      expect(() => accountValidatorFor(form)).not.toThrow();
    });

    it('orders and labels exactly the fields of its schema', () => {
      expect([...form.uiSchema['ui:order']].sort()).toEqual([...fields].sort());
      for (const field of fields) expect(ui(field), field).toBeDefined();
      for (const field of form.schema.required) expect(fields, field).toContain(field);
    });

    it('labels every enum value', () => {
      for (const field of fields) {
        const values = form.schema.properties[field]?.enum ?? [];
        expect(Object.keys(ui(field)?.['ui:options'].enumKeys ?? {}).sort(), field).toEqual([...values].sort());
      }
    });

    it('uses only i18n keys present in all five locales', () => {
      const keys = JSON.stringify(form).match(/"payout\.[A-Za-z0-9_.]+"/g) ?? [];
      for (const lng of locales) {
        const part: unknown = JSON.parse(readFileSync(new URL(`../../../config/locales/${lng}.json`, import.meta.url), 'utf8'));
        for (const quoted of keys) expect(typeof lookup(part, JSON.parse(quoted) as string), `${lng}: ${quoted}`).toBe('string');
      }
    });
  });
});

describe('payout messages in config/locales', () => {
  const read = (lng: string): unknown => JSON.parse(readFileSync(new URL(`../../../config/locales/${lng}.json`, import.meta.url), 'utf8'));
  const keysOf = (node: unknown, prefix = ''): string[] =>
    typeof node === 'object' && node !== null ? Object.entries(node).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k)) : [prefix];
  const english = read('en-US');

  it.each(locales.filter((lng) => lng !== 'en-US'))('%s has the same keys as en-US and translates the field messages', (lng) => {
    const part = read(lng);
    const payoutKeys = (table: unknown) => keysOf(lookup(table, 'payout'), 'payout').sort();
    expect(payoutKeys(part)).toEqual(payoutKeys(english));
    expect(lookup(part, 'payout.field.accountNumber.invalid')).not.toBe(lookup(english, 'payout.field.accountNumber.invalid'));
    expect(lookup(part, 'payout.rule.swiftOrLocationId')).not.toBe(lookup(english, 'payout.rule.swiftOrLocationId'));
  });
});
