import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The README's two config-only guides as an ops person follows them, applied to a copy of
 * config/: the checked-in fixtures under tests/fixtures/readme are the README's own examples.
 */
type Json = { [key: string]: unknown };

const fixtureDir = fileURLToPath(new URL('../fixtures/readme', import.meta.url));
export const readmeFixture = (name: string): Json => JSON.parse(readFileSync(join(fixtureDir, name), 'utf8')) as Json;

export const readmeMethod = readmeFixture('payment-method.json') as Json & { payWayCode: string };
export const readmeCountry = readmeFixture('country-KE-assets.json') as {
  country: string;
  fiat: string;
  sellLimits: { min: string; max: string };
  payoutMethod: string;
};

function editJson(file: string, edit: (data: Json) => void): void {
  const data = JSON.parse(readFileSync(file, 'utf8')) as Json;
  edit(data);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}

/** "Adding a payment method": the entry in payment-methods.json, its name in the five locales. */
export function addReadmePaymentMethod(configDir: string): void {
  editJson(join(configDir, 'payment-methods.json'), (data) => void (data.methods as Json[]).push(readmeMethod));
  for (const [lng, name] of Object.entries(readmeFixture('payment-method-names.json'))) {
    editJson(join(configDir, 'locales', `${lng}.json`), (data) => {
      (data.payMethod as Json)[readmeMethod.payWayCode] = { name };
    });
  }
}

/**
 * "Adding a country payout form": the form, the country offered to sellers, and (the steps the
 * guide once left out, which a test leaves out again to see validate:config name them) its fiat's
 * sell limits and the fiat in a sell method's list.
 */
export function addReadmeCountry(configDir: string, steps: { sellLimits: boolean; payoutMethod: boolean } = { sellLimits: true, payoutMethod: true }): void {
  const { country, fiat, sellLimits, payoutMethod } = readmeCountry;
  writeFileSync(join(configDir, 'payout-forms', `${country}.json`), `${JSON.stringify(readmeFixture(`payout-form-${country}.json`), null, 2)}\n`);
  editJson(join(configDir, 'assets.json'), (data) => {
    const countryEntry = (data.countries as Json[]).find((entry) => entry.alpha2 === country);
    const fiatEntry = (data.fiats as Json[]).find((entry) => entry.code === fiat);
    if (!countryEntry || !fiatEntry) throw new Error(`config/assets.json no longer lists ${country} and ${fiat}`);
    countryEntry.sell = true;
    if (steps.sellLimits) fiatEntry.sell = sellLimits;
  });
  if (!steps.payoutMethod) return;
  editJson(join(configDir, 'payment-methods.json'), (data) => {
    const method = (data.methods as Json[]).find((entry) => entry.side === 'sell' && entry.payWayCode === payoutMethod);
    if (!method) throw new Error(`config/payment-methods.json has no sell method ${payoutMethod}`);
    (method.fiats as string[]).push(fiat);
  });
}
