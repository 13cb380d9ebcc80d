import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../shared/config/constants';
import { paymentMethodCatalogue } from '../../shared/config/paymentMethods';
import { countryFormPaysBy, normalizePayout, payoutFormFor, type PayoutFormInUse } from '../../shared/payout';
import { formOf, loadPayoutForm, payoutFormFiles, validAccounts, validSharedAccounts } from '../../../tests/helpers/payoutForms';
import { maskKeepingLast, maskValue } from '../mask';
import { buildTestApp, type SignedInUser, type TestApp } from '../../../tests/helpers/testApp';

interface FormCase {
  alpha2: string;
  payWayCode: string;
  form: PayoutFormInUse;
  account: Record<string, string>;
}

const sellMethods = paymentMethodCatalogue.methods.filter((method) => method.side === 'sell');
const formNames = Object.keys(payoutFormFiles).map((path) => /payout-forms\/(.+)\.json$/.exec(path)?.[1] ?? path);

/**
 * Every payout form of config/ as a seller meets it: each country file (an alias to a shared form
 * included) under the method it pays by, and each shared form a sell method names, in a country it serves.
 */
function formCases(): [string, FormCase][] {
  const countries = formNames.filter((name) => !name.startsWith('shared/'));
  const byCountry = countries.map((country): [string, FormCase] => {
    const form = formOf(country);
    return [country, { alpha2: country, payWayCode: countryFormPaysBy(form, constants.defaultSellPayWayCode), form, account: validAccounts[country] ?? {} }];
  });
  const byMethod = sellMethods.flatMap((method): [string, FormCase][] => {
    if (method.payoutForm === undefined) return [];
    const alpha2 = method.supportedCountries[0] ?? 'GB';
    const form = payoutFormFor(alpha2, method, constants.defaultSellPayWayCode, loadPayoutForm);
    if (!form) return [];
    return [
      [`${method.payoutForm} (${method.payWayCode})`, { alpha2, payWayCode: method.payWayCode, form, account: validSharedAccounts[method.payoutForm] ?? {} }],
    ];
  });
  return [...byCountry, ...byMethod];
}

let test: TestApp;
let user: SignedInUser;

beforeAll(async () => {
  test = await buildTestApp();
  user = await test.loginAs('masking@example.com');
});
afterAll(() => test.close());

describe.each(formCases())('the %s payout form', (_name, { alpha2, payWayCode, form, account }) => {
  const sensitive = Object.keys(form.schema.properties).filter((field) => form.schema.properties[field]?.sensitive === true);

  it('has a sample account and marks the field that identifies the account sensitive', () => {
    expect(Object.keys(account).length, 'add a valid account to tests/helpers/payoutForms.ts').toBeGreaterThan(0);
    for (const field of form.accountSummary.accountId) expect(sensitive, field).toContain(field);
  });

  it('answers every sensitive field masked (the number the account is known by as its last four), on save and in the list, and every other field as saved', async () => {
    const saved = await user.signedInject('POST', '/user/card/account/saveOrUpdate', { alpha2, payWayCode, account });
    expect(saved.json().success, saved.body).toBe(true);
    const { userAccountId } = saved.json().data as { userAccountId: string };
    const listed = (await user.signedInject('GET', `/user/card/account/list?alpha2=${alpha2}&payWayCode=${payWayCode}`)).json().data as {
      userAccountId: string;
      account: Record<string, string>;
    }[];
    const stored = normalizePayout(form, account) as Record<string, string>;
    for (const shown of [saved.json().data.account as Record<string, string>, listed.find((row) => row.userAccountId === userAccountId)?.account ?? {}]) {
      for (const [field, value] of Object.entries(stored)) {
        if (!sensitive.includes(field)) expect(shown[field], field).toBe(value);
        else if (form.schema.properties[field]?.tokenize) expect(shown[field], field).toMatch(/^[a-z]+ •••• \d{4}$/);
        else if (form.accountSummary.accountId.includes(field)) expect(shown[field], field).toBe(maskKeepingLast(value));
        else expect(shown[field], field).toBe(maskValue(value));
      }
    }
  });
});
