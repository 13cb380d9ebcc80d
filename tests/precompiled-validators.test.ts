import type { ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import { validateKycIdentity } from 'virtual:kyc-identity-validator';
import { payoutValidators } from 'virtual:payout-validators';
import { createAjv } from '../src/shared/ajv';
import { accountValidatorFor, normalizePayout, resolvePayoutForm } from '../src/shared/payout';
import { loadPayoutForm, payoutFormFiles, validAccounts, validSharedAccounts } from './helpers/payoutForms';
import commonApiSchema from '../schemas/api/common.schema.json';
import kycApiSchema from '../schemas/api/kyc.schema.json';

/** What an error says, without the schema objects ajv attaches in one build and not the other. */
const gist = (errors: readonly ErrorObject[] | null | undefined) =>
  (errors ?? []).map(({ keyword, instancePath, schemaPath, params, message }) => ({ keyword, instancePath, schemaPath, params, message }));

const formNames = Object.keys(payoutFormFiles).map((path) => /payout-forms\/(.+)\.json$/.exec(path)?.[1] ?? path);
const withSchema = formNames.filter((name) => payoutValidators[name] !== undefined);

/** A valid account for a form: its own sample, or that of a country whose alias uses it (SEPA). */
function validSample(name: string): Record<string, string> {
  const alias = formNames.find((country) => loadPayoutForm(country) !== undefined && (loadPayoutForm(country) as { use?: string }).use === name);
  return validAccounts[name] ?? validSharedAccounts[name] ?? (alias ? validAccounts[alias] : undefined) ?? {};
}

/** Data that passes, and data that breaks each field in turn, the rules across fields included. */
function samples(name: string, fields: string[]): Record<string, string>[] {
  const valid = validSample(name);
  return [
    valid,
    {},
    ...fields.flatMap((field) => [
      { ...valid, [field]: 'x' },
      { ...valid, [field]: '' },
      { ...valid, [field]: '０１２３４５６７８９' },
    ]),
  ];
}

describe('precompiled validators (the browser bundle)', () => {
  it('cover every payout form with a schema of its own, and only those', () => {
    const aliases = formNames.filter((name) => 'use' in (loadPayoutForm(name) ?? {}));
    expect([...withSchema, ...aliases].sort()).toEqual([...formNames].sort());
    expect(withSchema.length).toBeGreaterThan(20);
  });

  describe.each(withSchema)('%s', (name) => {
    it('answers every sample exactly as the server-side compiled validator does', async () => {
      const precompiled = await payoutValidators[name]?.();
      const file = loadPayoutForm(name);
      const form = name.startsWith('shared/') && file && 'schema' in file ? { ...file, country: 'GB' } : resolvePayoutForm(name, loadPayoutForm);
      if (!precompiled || !form) throw new Error(`no form or precompiled validator for ${name}`);
      const compiled = accountValidatorFor(form);
      expect(precompiled(normalizePayout(form, validSample(name))), 'the valid sample').toBe(true);
      for (const sample of samples(name, Object.keys(form.schema.properties))) {
        const data = normalizePayout(form, sample);
        expect(precompiled(data), JSON.stringify(sample)).toBe(compiled(data));
        expect(gist(precompiled.errors), JSON.stringify(sample)).toEqual(gist(compiled.errors));
      }
    });
  });

  it('checks a KYC identity exactly as the API schema does', () => {
    const ajv = createAjv();
    ajv.addSchema(commonApiSchema);
    ajv.addSchema(kycApiSchema);
    const compiled = ajv.getSchema(`${kycApiSchema.$id}#/$defs/kycIdentity`);
    if (!compiled) throw new Error('schemas/api/kyc.schema.json has no $defs/kycIdentity');
    const identities = [
      { firstName: 'Ana', lastName: 'Silva', birthDate: '1990-02-28', nationality: 'BR' },
      { firstName: '', lastName: 'Silva', birthDate: '1990-02-30', nationality: 'Brazil', unknown: 'x' },
      {},
    ];
    for (const identity of identities) {
      expect(validateKycIdentity(identity), JSON.stringify(identity)).toBe(compiled(identity));
      expect(gist(validateKycIdentity.errors)).toEqual(gist(compiled.errors));
    }
  });
});
