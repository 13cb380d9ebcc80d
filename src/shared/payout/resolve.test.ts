import { describe, expect, it } from 'vitest';
import type { PayoutForm, SharedPayoutForm } from '../generated/payout-form.schema';
import { payoutFormLoader, resolvePayoutForm } from './resolve';

const shared: SharedPayoutForm = {
  $schema: '../../../schemas/payout-form.schema.json',
  fiat: 'EUR',
  schema: { type: 'object', properties: {}, required: [], additionalProperties: false },
  uiSchema: { 'ui:order': [] },
  accountSummary: { holderName: ['fullName'], accountId: ['accountNumber'] },
};
const files: Record<string, PayoutForm> = {
  '/cfg/payout-forms/shared/sepa.json': shared,
  '/cfg/payout-forms/DE.json': { country: 'DE', use: 'shared/sepa' },
  '/cfg/payout-forms/FR.json': { country: 'DE', use: 'shared/sepa' },
  '/cfg/payout-forms/XA.json': { country: 'XA', use: 'shared/nothing' },
  '/cfg/payout-forms/XB.json': { country: 'XB', use: 'shared/alias' },
  '/cfg/payout-forms/shared/alias.json': { country: 'XC', use: 'shared/sepa' },
  '/cfg/payout-forms/XD.json': shared,
};
const load = payoutFormLoader(files);

describe('resolvePayoutForm', () => {
  it('follows a use alias to the shared form and gives it the country', () => {
    expect(resolvePayoutForm('DE', load)).toEqual({
      country: 'DE',
      fiat: 'EUR',
      schema: shared.schema,
      uiSchema: shared.uiSchema,
      accountSummary: shared.accountSummary,
    });
  });

  it('keeps the shared schema object, so countries sharing a form share its compiled validator', () => {
    expect(resolvePayoutForm('DE', load)?.schema).toBe(shared.schema);
  });

  it('returns undefined for a country without a payout form', () => {
    expect(resolvePayoutForm('ZZ', load)).toBeUndefined();
  });

  it('refuses a file whose country differs from its name', () => {
    expect(() => resolvePayoutForm('FR', load)).toThrow('payout-forms/FR.json declares country DE');
  });

  it('refuses an alias to a missing shared form', () => {
    expect(() => resolvePayoutForm('XA', load)).toThrow('payout-forms/XA.json uses shared/nothing, which does not exist');
  });

  it('refuses an alias to another alias', () => {
    expect(() => resolvePayoutForm('XB', load)).toThrow('payout-forms/XB.json uses shared/alias, which is not a shared form');
  });

  it('refuses a country file without a country', () => {
    expect(() => resolvePayoutForm('XD', load)).toThrow('payout-forms/XD.json has no country');
  });
});

describe('payoutFormLoader', () => {
  it('names files by their path under payout-forms without .json', () => {
    expect(load('shared/sepa')).toBe(shared);
    expect(load('sepa')).toBeUndefined();
  });
});
