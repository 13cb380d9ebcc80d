import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGangway, type ServerProcess } from '../scripts/lib/serverProcess';
import { readConfigDir } from '../src/shared/config/check/configDir';
import { repoConfigDir } from '../src/shared/config/check/configLocation';
import { validateConfigFiles } from '../src/shared/config/check/validateConfigFiles';
import { addReadmeCountry, addReadmePaymentMethod, readmeCountry, readmeFixture, readmeMethod } from './helpers/readmeGuides';
import { migratedDataDir } from './helpers/testDb';
import { apiClient, type Browser } from './server-flows-client';

const work = mkdtempSync(join(tmpdir(), 'gangway-readme-guides-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

let copies = 0;
function configCopy(): string {
  copies += 1;
  const dir = join(work, `config-${copies}`);
  cpSync(repoConfigDir, dir, { recursive: true });
  return dir;
}

const problemLines = (dir: string) => validateConfigFiles(readConfigDir(dir)).map((p) => `${p.file} ${p.pointer}: ${p.message}`);

/** The first JSON example under a README heading. */
function readmeExample(heading: string): unknown {
  const readme = readFileSync(join(repoConfigDir, '../README.md'), 'utf8');
  const section = readme.slice(readme.indexOf(`## ${heading}`));
  const block = /```json\n([\s\S]*?)```/.exec(section)?.[1];
  if (block === undefined) throw new Error(`README has no JSON example under "${heading}"`);
  return JSON.parse(block);
}

describe("the README's config-only guides", () => {
  it('show exactly the checked-in fixtures', () => {
    expect(readmeExample('Adding a payment method')).toEqual(readmeFixture('payment-method.json'));
    expect(readmeExample('Adding a country payout form')).toEqual(readmeFixture(`payout-form-${readmeCountry.country}.json`));
  });

  it('pass validate:config once every step is done', () => {
    const dir = configCopy();
    addReadmePaymentMethod(dir);
    addReadmeCountry(dir);
    expect(problemLines(dir)).toEqual([]);
  });

  it('make validate:config name each step of the country guide left out, with its file and pointer', () => {
    const assets = JSON.parse(readFileSync(join(repoConfigDir, 'assets.json'), 'utf8')) as { countries: { alpha2: string }[]; fiats: { code: string }[] };
    const country = assets.countries.findIndex((entry) => entry.alpha2 === readmeCountry.country);
    const fiat = assets.fiats.findIndex((entry) => entry.code === readmeCountry.fiat);

    const withoutLimits = configCopy();
    addReadmeCountry(withoutLimits, { sellLimits: false, payoutMethod: true });
    expect(problemLines(withoutLimits)).toEqual([
      `assets.json /countries/${country}/sell: selling in KE is offered, but its fiat KES has no sell limits (add "sell": { "min", "max" } at /fiats/${fiat})`,
    ]);

    const withoutMethod = configCopy();
    addReadmeCountry(withoutMethod, { sellLimits: true, payoutMethod: false });
    expect(problemLines(withoutMethod)).toEqual([
      `assets.json /countries/${country}/sell: selling for KES in KE offers no payout method (none of payment-methods.json pays out in KES there with a payout form)`,
    ]);
  });
});

describe("the README's guides applied to a copy of config, through the server", () => {
  let server: ServerProcess;
  let user: Browser;

  beforeAll(async () => {
    const dir = configCopy();
    addReadmePaymentMethod(dir);
    addReadmeCountry(dir);
    // A store already migrated: the guides are about config, not a first start's database creation.
    await migratedDataDir(join(work, 'data'));
    server = await startGangway({ GANGWAY_CONFIG_DIR: dir, DATA_DIR: join(work, 'data'), NODE_ENV: 'development' });
    user = await apiClient(server.url).signUp('readme-guides@example.com');
  }, 180_000);
  afterAll(async () => server?.stop());

  it('offers and quotes the new payment method with its fee schedule', async () => {
    const { answer } = await apiClient(server.url).plain<{ offers: { methods: { payWayCode: string }[] }[] }>(
      'GET',
      '/availability?side=buy&country=AT&fiat=EUR',
    );
    const offered = answer.data.offers.flatMap((offer: { methods: { payWayCode: string }[] }) => offer.methods.map((method) => method.payWayCode));
    expect(offered).toContain(readmeMethod.payWayCode);

    const quote = await user.call<{ rampFee: string }>('POST', '/index/v2/trade/quote', {
      crypto: 'USDT',
      fiat: 'EUR',
      side: 'buy',
      amount: '100',
      network: 'TRX',
      payWayCode: readmeMethod.payWayCode,
      alpha2: 'AT',
    });
    expect(quote).toMatchObject({ success: true });
    // 1.5 % of 100 EUR plus the fixed 0.25 EUR of the method's fee schedule.
    expect(quote.data.rampFee).toBe('1.75');
  });

  it('offers the new country its payout form, validates it and saves a payout account', async () => {
    const { country, payoutMethod } = readmeCountry;
    const { answer } = await apiClient(server.url).plain<{ offers: { methods: { payWayCode: string }[] }[] }>(
      'GET',
      `/availability?side=sell&country=${country}`,
    );
    const methods = answer.data.offers.flatMap((offer: { methods: { payWayCode: string }[] }) => offer.methods);
    expect(methods.map((method: { payWayCode: string }) => method.payWayCode)).toContain(payoutMethod);

    const account = { fullName: 'Wanjiru Kamau', bankCode: '01', accountNumber: '0123456789' };
    const refused = await user.call('POST', '/user/card/account/saveOrUpdate', {
      alpha2: country,
      payWayCode: payoutMethod,
      account: { ...account, accountNumber: '12-34' },
    });
    expect(refused).toMatchObject({ success: false, returnMsg: 'accountNumber: Invalid account number!' });

    const saved = await user.call('POST', '/user/card/account/saveOrUpdate', { alpha2: country, payWayCode: payoutMethod, account });
    expect(saved).toMatchObject({ success: true, data: { alpha2: country, payWayCode: payoutMethod, account: { fullName: 'Wanjiru Kamau', bankCode: '01' } } });
  });

  it("refuses to save a payout account with a method that does not pay out in the country's fiat", async () => {
    const answer = await user.call('POST', '/user/card/account/saveOrUpdate', {
      alpha2: readmeCountry.country,
      payWayCode: '10001',
      account: { fullName: 'Wanjiru Kamau', bankCode: '01', accountNumber: '0123456789' },
    });
    expect(answer).toMatchObject({ success: false, data: null, returnMsg: 'payWayCode: does not pay out in KES in KE' });
  });
});
