import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfigDir } from '../src/shared/config/check/configDir';
import { parseValidateConfigArgs } from '../scripts/lib/validateConfigArgs';
import { validateConfigFiles } from '../src/shared/config/check/validateConfigFiles';

const run = promisify(execFile);
/** The command as `npm run validate:config` runs it. */
const validateConfig = ['scripts/run-tool.mjs', 'validate-config'];
const repoConfig = join(import.meta.dirname, '..', 'config');
const copies: string[] = [];

/** A copy of config/ in a temp folder, changed by `edit` (file path -> JSON transform). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the edits write invalid shapes on purpose, into some 25 files: no type describes a config wrong in each of these ways.
function brokenCopy(edits: Record<string, (json: any) => void>): string {
  const dir = mkdtempSync(join(tmpdir(), 'gangway-config-'));
  copies.push(dir);
  cpSync(repoConfig, dir, { recursive: true });
  for (const [file, edit] of Object.entries(edits)) {
    const path = join(dir, file);
    const json = JSON.parse(readFileSync(path, 'utf8'));
    edit(json);
    writeFileSync(path, JSON.stringify(json, null, 2));
  }
  return dir;
}

const problemLines = (dir: string) => validateConfigFiles(readConfigDir(dir)).map((p) => `${p.file} ${p.pointer}: ${p.message}`);
/** The lines about one file. */
const linesOf = (dir: string, file: string) => problemLines(dir).filter((line) => line.startsWith(`${file} `));
const validator = (args: string[], env: Record<string, string> = {}) =>
  run(process.execPath, [...validateConfig, ...args], { env: { ...process.env, ...env } }).then(
    (done) => ({ code: 0, stdout: done.stdout, stderr: done.stderr }),
    (failed: { code: number; stdout: string; stderr: string }) => failed,
  );

afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('validate:config', () => {
  it('finds no problem in the committed config', () => {
    expect(problemLines(repoConfig)).toEqual([]);
  });

  it('reports a duplicate payWayCode on the same side at the second entry', () => {
    const dir = brokenCopy({
      'payment-methods.json': (json) => {
        json.methods[1].payWayCode = json.methods[0].payWayCode;
        json.methods[1].side = json.methods[0].side;
      },
    });
    expect(problemLines(dir)).toContainEqual(
      expect.stringMatching(/^payment-methods\.json \/methods\/1\/payWayCode: duplicate payWayCode "\d+" for side (buy|sell) \(first at \/methods\/0\)$/),
    );
  });

  it('reports a broken alias form by the alias rules only, not by every kind a form file may be', () => {
    const dir = brokenCopy({ 'payout-forms/DE.json': (json) => void (json.use = 'sepa') });
    expect(linesOf(dir, 'payout-forms/DE.json')).toEqual(['payout-forms/DE.json /use: must match pattern "^shared/[a-z0-9-]+$"']);
  });

  it('reports a provider kind served by an adapter the server does not have, and a secret that is not an environment variable name', () => {
    const dir = brokenCopy({
      'providers.json': (json) => {
        json.card.adapter = 'stripe';
        json.kyc.secrets = { apiKey: 'my-secret-value' };
      },
    });
    expect(linesOf(dir, 'providers.json')).toEqual([
      'providers.json /card/adapter: must be equal to one of the allowed values: "sandbox"',
      'providers.json /kyc/secrets/apiKey: must match pattern "^[A-Z][A-Z0-9_]*$"',
    ]);
  });

  it('finds no problem with the production example of providers.json (deploy/providers.production.json) in place', () => {
    const example = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'deploy', 'providers.production.json'), 'utf8'));
    const dir = brokenCopy({ 'providers.json': (json) => Object.assign(json, example) });
    expect(problemLines(dir)).toEqual([]);
  });

  it('reports, while the market prices are selected, a fiat and a crypto with fewer sources than the minimum, a symbol that prices another crypto or is quoted in neither the base fiat nor a crypto quoted in it, and a source name used twice', () => {
    const example = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'deploy', 'providers.production.json'), 'utf8'));
    const settings = example.prices.settings;
    settings.fiatRates.sources[0].fiats = settings.fiatRates.sources[0].fiats.filter((fiat: string) => fiat !== 'NGN');
    delete settings.exchanges.sources[3].symbols.BNB;
    settings.exchanges.sources[2].symbols.TON = 'BTC/USDT';
    settings.exchanges.sources[2].symbols.ETH = 'ETH/USDC';
    settings.fiatRates.sources[1].name = 'kraken';
    const dir = brokenCopy({ 'providers.json': (json) => Object.assign(json, example) });
    expect(linesOf(dir, 'providers.json')).toEqual([
      'providers.json /prices/settings/exchanges/sources/2/symbols/ETH: "ETH/USDC" is quoted in USDC, neither the base fiat USD nor a crypto whose symbols are all quoted in it',
      'providers.json /prices/settings/exchanges/sources/2/symbols/TON: "BTC/USDT" does not price TON: its base is BTC',
      'providers.json /prices/settings/exchanges/sources: BNB has a symbol on 1 exchange(s), fewer than minimumSources 2',
      'providers.json /prices/settings/fiatRates/sources: NGN is priced by no rate source, fewer than minimumSources 1',
      'providers.json /prices/settings/fiatRates/sources/1/name: duplicate price source name "kraken"',
    ]);
  });

  it('requires the market prices’ settings, and checks them only while the market is selected', () => {
    expect(linesOf(brokenCopy({ 'providers.json': (json) => void (json.prices = { adapter: 'market' }) }), 'providers.json')).toEqual([
      "providers.json /prices: must have required property 'settings'",
    ]);
    const example = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'deploy', 'providers.production.json'), 'utf8'));
    example.prices.settings.fiatRates.sources[0].fiats = ['EUR'];
    expect(linesOf(brokenCopy({ 'providers.json': (json) => void (json.prices = { ...example.prices, adapter: 'sandbox' }) }), 'providers.json')).toEqual([]);
  });

  it('reports a routerPath that is not a payment route', () => {
    const dir = brokenCopy({ 'payment-methods.json': (json) => void (json.methods[12].routerPath = '/foo') });
    expect(problemLines(dir)).toContain('payment-methods.json /methods/12/routerPath: "/foo" is not a payment route in config/routes.json');
  });

  it('reports a network regex that does not compile', () => {
    const dir = brokenCopy({ 'networks.json': (json) => void (json.networks[0].addressRegex = '^[a-') });
    expect(problemLines(dir)).toContainEqual(expect.stringMatching(/^networks\.json \/networks\/0\/addressRegex: regex does not compile/));
  });

  it('reports a locale missing a key the default language has, at its pointer', () => {
    const dir = brokenCopy({ 'locales/vi.json': (json) => void delete json.common.continue });
    expect(problemLines(dir)).toContain('locales/vi.json /common/continue: missing key (present in en-US)');
  });

  it('reports a payout form whose format is unknown, at the format', () => {
    const dir = brokenCopy({ 'payout-forms/BR.json': (json) => void (json.schema.properties.cpf.format = 'cpff') });
    expect(problemLines(dir)).toContainEqual(expect.stringMatching(/^payout-forms\/BR\.json \/schema\/properties\/cpf\/format: "cpff" is not a named format/));
  });

  it('reports an i18n key a config uses that a locale lacks', () => {
    const dir = brokenCopy({ 'payment-methods.json': (json) => void (json.methods[0].nameKey = 'payMethod.99999.name') });
    expect(problemLines(dir)).toEqual([
      'payment-methods.json /methods/0/nameKey: i18n key "payMethod.99999.name" is missing in every locale of config/locales',
    ]);
  });

  it('reports a reference to an unknown network, fiat and country', () => {
    const dir = brokenCopy({
      'assets.json': (json) => void (json.cryptos[0].networks[0].network = 'NOPE'),
      'payment-methods.json': (json) => {
        json.methods[0].fiats = ['XXX'];
        json.methods[0].supportedCountries = ['QQ'];
      },
    });
    const lines = problemLines(dir);
    expect(lines).toContain('assets.json /cryptos/0/networks/0/network: "NOPE" is not a network in config/networks.json');
    expect(lines).toContain('payment-methods.json /methods/0/fiats/0: "XXX" is not a fiat in config/assets.json');
    expect(lines).toContain('payment-methods.json /methods/0/supportedCountries/0: "QQ" is not a country in config/assets.json');
  });

  it('reports a file that is not JSON and goes on with the others', () => {
    const dir = brokenCopy({});
    writeFileSync(join(dir, 'routes.json'), '{ "routes": [');
    expect(problemLines(dir)).toEqual(['routes.json : not valid JSON: line 1, column 14: expected "]", found the end of the file']);
  });

  it('exits 1 from the command line with one line per problem naming the directory, and 0 when clean', async () => {
    const dir = brokenCopy({ 'payment-methods.json': (json) => void (json.methods[12].routerPath = '/foo') });
    const failed = await run(process.execPath, [...validateConfig, '--dir', dir]).catch((error) => error);
    expect(failed.code).toBe(1);
    expect(failed.stdout).toContain(`${dir}/payment-methods.json /methods/12/routerPath: "/foo" is not a payment route in ${dir}/routes.json`);
    const clean = await run(process.execPath, validateConfig);
    expect(clean.stdout).toContain('config: every config file is valid');
  });

  it('refuses a sell method whose routerPath is not a payout route, and a buy method sent to the payout route', () => {
    const dir = brokenCopy({
      'payment-methods.json': (json) => {
        json.methods.find((m: { side: string }) => m.side === 'sell').routerPath = '/creditCardConfig';
        json.methods[0].routerPath = '/sell-formUserInfo';
      },
      'routes.json': (json) => void (json.routes.find((r: { path: string }) => r.path === '/euroPay').payout = true),
    });
    const lines = problemLines(dir);
    expect(lines).toContain('payment-methods.json /methods/95/routerPath: "/creditCardConfig" is not a payout route in config/routes.json');
    expect(lines).toContain('payment-methods.json /methods/0/routerPath: "/sell-formUserInfo" is not a payment route in config/routes.json');
    expect(lines).toContainEqual(expect.stringMatching(/^routes\.json \/routes\/\d+\/payout: a route is a payment route or a payout route, not both$/));
  });
});

describe('validate:config on the command line', () => {
  it("reads --dir PATH and --dir=PATH alike, a relative PATH from the caller's directory", () => {
    expect(parseValidateConfigArgs(['--dir', 'proposed'], '/home/qa')).toEqual({ kind: 'run', dir: '/home/qa/proposed' });
    expect(parseValidateConfigArgs(['--dir=/tmp/x'], '/home/qa')).toEqual({ kind: 'run', dir: '/tmp/x' });
    expect(parseValidateConfigArgs([], '/home/qa')).toEqual({ kind: 'run', dir: undefined });
    expect(parseValidateConfigArgs(['--dri', 'x'], '/home/qa')).toEqual({ kind: 'error', message: 'unknown argument "--dri"' });
    expect(parseValidateConfigArgs(['--dir'], '/home/qa')).toEqual({ kind: 'error', message: '--dir needs a path' });
    expect(parseValidateConfigArgs(['--dir=a', '--dir=b'], '/home/qa')).toEqual({ kind: 'error', message: '--dir is given twice' });
  });

  it('exits 1 with a usage line on an unknown argument, and on a --dir that is missing or a file', async () => {
    const unknown = await validator(['--dir', repoConfig, '--strict']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('unknown argument "--strict"\nusage: npm run validate:config [-- --dir PATH]');
    const missing = await validator(['--dir=/nonexistent/config']);
    expect([missing.code, missing.stdout.trim()]).toEqual([1, '/nonexistent/config does not exist']);
    const file = await validator(['--dir', join(repoConfig, 'routes.json')]);
    expect([file.code, file.stdout.trim()]).toEqual([1, `${join(repoConfig, 'routes.json')} is not a directory`]);
  });

  it('checks --dir=PATH relative to INIT_CWD and names every file, in messages too, as the caller wrote the path', async () => {
    const dir = brokenCopy({ 'payment-methods.json': (json) => void (json.methods[12].routerPath = '/foo') });
    const failed = await validator([`--dir=${basename(dir)}`], { INIT_CWD: dirname(dir) });
    expect(failed.code).toBe(1);
    const shown = basename(dir);
    expect(failed.stdout.trim().split('\n')).toEqual([
      `${shown}/payment-methods.json /methods/12/routerPath: "/foo" is not a payment route in ${shown}/routes.json`,
      `1 problem in ${shown}`,
    ]);
  });
});

describe('validate:config reading a directory', () => {
  it('reports a dangling symbolic link and a link loop once each, and reads on', () => {
    const dir = brokenCopy({ 'payment-methods.json': (json) => void (json.methods[12].routerPath = '/foo') });
    symlinkSync(join(dir, 'nowhere.json'), join(dir, 'locales', 'fr.json'));
    symlinkSync(join(dir, 'loop-b.json'), join(dir, 'loop-a.json'));
    symlinkSync(join(dir, 'loop-a.json'), join(dir, 'loop-b.json'));
    expect(problemLines(dir)).toEqual([
      'locales/fr.json : cannot be read: it is a symbolic link to nothing',
      'loop-a.json : cannot be read: it is a symbolic link that loops',
      'loop-b.json : cannot be read: it is a symbolic link that loops',
      'payment-methods.json /methods/12/routerPath: "/foo" is not a payment route in config/routes.json',
    ]);
  });

  it('says where a file stops being JSON in one line, and refuses a byte order mark by name', () => {
    const dir = brokenCopy({});
    writeFileSync(join(dir, 'errors.json'), '{\n  "codes": [\n    { "code": "1" },\n  ]\n}');
    writeFileSync(join(dir, 'merchants.json'), `\uFEFF${readFileSync(join(repoConfig, 'merchants.json'), 'utf8')}`);
    writeFileSync(join(dir, 'customer-service.json'), '{"email": "a\nb"}');
    expect(problemLines(dir)).toEqual([
      'customer-service.json : not valid JSON: line 1, column 13: expected a closing quote before the end of the line (a control character must be escaped), found U+000A',
      'errors.json : not valid JSON: line 4, column 3: expected a value, found "]"',
      'merchants.json : not valid JSON: the file starts with a byte order mark (U+FEFF); save it as UTF-8 without BOM',
    ]);
  });

  it('reports only the parse error of a file others refer to, not every reference into it', () => {
    const dir = brokenCopy({});
    for (const file of ['routes.json', 'assets.json', 'networks.json', 'errors.json', 'locales/es.json']) writeFileSync(join(dir, file), '{');
    expect(problemLines(dir).filter((line) => !line.includes('not valid JSON'))).toEqual([]);
  });
});

describe('validate:config on payout forms', () => {
  it("takes a form's kind from its place: a country file needs its country, a shared form has none and is no alias", () => {
    const dir = brokenCopy({
      'payout-forms/BR.json': (json) => void delete json.country,
      'payout-forms/shared/sepa.json': (json) => void (json.country = 'DE'),
    });
    writeFileSync(join(dir, 'payout-forms/shared/eea.json'), JSON.stringify({ country: 'AT', use: 'shared/sepa' }));
    mkdirSync(join(dir, 'payout-forms/eu'));
    writeFileSync(join(dir, 'payout-forms/eu/AT.json'), JSON.stringify({ country: 'AT', use: 'shared/sepa' }));
    expect(problemLines(dir)).toEqual([
      "payout-forms/BR.json : must have required property 'country'",
      'payout-forms/shared/eea.json /use: a file under payout-forms/shared/ is a shared form, not an alias (an alias is payout-forms/<ISO 3166 alpha-2>.json)',
      'payout-forms/shared/sepa.json /country: unknown property "country"',
      'payout-forms/eu/AT.json : not where a payout form can be: a country form or alias is payout-forms/<ISO 3166 alpha-2>.json, a shared form payout-forms/shared/<name>.json',
    ]);
  });

  it("checks an alias's country against its file name and the countries", () => {
    const dir = brokenCopy({ 'payout-forms/AT.json': (json) => void (json.country = 'BE') });
    writeFileSync(join(dir, 'payout-forms/QQ.json'), JSON.stringify({ country: 'QQ', use: 'shared/sepa' }));
    expect(problemLines(dir)).toEqual([
      'payout-forms/AT.json /country: "BE" does not match the file name (expected "AT")',
      'payout-forms/QQ.json /country: "QQ" is not a country in config/assets.json',
    ]);
  });

  it('reports every field name the schema, the uiSchema, ui:order, required and joinedFormat disagree on', () => {
    const label = { 'ui:options': { labelKey: 'payout.field.fullName.label', errorKey: 'payout.field.fullName.invalid' } };
    const dir = brokenCopy({
      'payout-forms/BR.json': (json) => {
        json.uiSchema.nickname = label;
        json.uiSchema['ui:order'] = [...json.uiSchema['ui:order'].filter((f: string) => f !== 'email'), 'iban'];
        delete json.uiSchema.cpf;
        json.schema.required.push('taxId');
        delete json.uiSchema.accountType['ui:options'].enumKeys.SAVING;
      },
      'payout-forms/NG.json': (json) => void (json.schema.joinedFormat.fields[0] = 'bank'),
    });
    expect(problemLines(dir)).toEqual([
      'payout-forms/BR.json /schema/required/2: "taxId" is not a field of /schema/properties',
      'payout-forms/BR.json /uiSchema/ui:order/7: "iban" is not a field of /schema/properties',
      'payout-forms/BR.json /uiSchema/nickname: "nickname" is not a field of /schema/properties',
      'payout-forms/BR.json /schema/properties/cpf: field has no uiSchema entry (/uiSchema/cpf)',
      'payout-forms/BR.json /uiSchema/accountType/ui:options: enumKeys has no label for "SAVING"',
      'payout-forms/BR.json /uiSchema/ui:order: "email" is missing (ui:order lists every field)',
      'payout-forms/NG.json /schema/joinedFormat/fields/0: "bank" is not a field of /schema/properties',
    ]);
  });

  it('requires an account summary whose fields exist and whose holder name is always filled in', () => {
    const dir = brokenCopy({
      'payout-forms/AR.json': (json) => void delete json.accountSummary,
      'payout-forms/BR.json': (json) => void (json.accountSummary = { holderName: ['fullName', 'email'], accountId: ['iban'] }),
    });
    expect(problemLines(dir)).toEqual([
      "payout-forms/AR.json : must have required property 'accountSummary'",
      'payout-forms/BR.json /accountSummary/holderName/1: "email" is not in /schema/required: a saved account must always have a holder name to show',
      'payout-forms/BR.json /accountSummary/accountId/0: "iban" is not a field of /schema/properties',
    ]);
  });

  it('requires "sensitive" on the field that identifies the account and on fields with an identifying format', () => {
    const dir = brokenCopy({
      'payout-forms/shared/paynow.json': (json) => void delete json.schema.properties.proxyValue.sensitive,
      'payout-forms/BR.json': (json) => void (json.schema.properties.cpf.sensitive = false),
    });
    expect(problemLines(dir)).toEqual([
      'payout-forms/BR.json /schema/properties/cpf: its format "cpf" identifies an account or a person: mark it "sensitive": true so every answer shows it masked',
      'payout-forms/shared/paynow.json /schema/properties/proxyValue: identifies the account (/accountSummary/accountId): mark it "sensitive": true so every answer shows it masked',
    ]);
  });

  it("checks the i18n key of a cross-field rule's errorMessage, nested ones included", () => {
    const dir = brokenCopy({
      'payout-forms/BR.json': (json) => {
        json.schema.allOf[0].errorMessage = 'payout.rule.nope';
        json.schema.allOf[1].then.errorMessage = { required: 'payout.rule.nested' };
      },
    });
    expect(problemLines(dir)).toEqual([
      'payout-forms/BR.json /schema/allOf/0/errorMessage: i18n key "payout.rule.nope" is missing in every locale of config/locales',
      'payout-forms/BR.json /schema/allOf/1/then/errorMessage/required: i18n key "payout.rule.nested" is missing in every locale of config/locales',
    ]);
  });

  it("reports a payout pattern that does not compile once, and a form's payWayCode that is no sell method", () => {
    const dir = brokenCopy({
      'payout-forms/BR.json': (json) => {
        json.schema.properties.bankCode.pattern = '^[0-9{3}$';
        json.payWayCode = '10003';
      },
    });
    expect(problemLines(dir)).toEqual([
      'payout-forms/BR.json /schema/properties/bankCode/pattern: regex does not compile: Invalid regular expression: /^[0-9{3}$/u: Unterminated character class',
      'payout-forms/BR.json /payWayCode: "10003" is not a sell payWayCode in config/payment-methods.json',
    ]);
  });
});

describe('validate:config on the locales', () => {
  it('reports an empty or blank translation once, as such', () => {
    const dir = brokenCopy({
      'locales/en-US.json': (json) => {
        json.payout.accountType.saving = '';
        json.payout.accountType.checking = '   ';
      },
    });
    expect(problemLines(dir)).toEqual([
      'locales/en-US.json /payout/accountType/checking: empty translation',
      'locales/en-US.json /payout/accountType/saving: empty translation',
    ]);
  });

  it('blames en-US for a key it lost that every other locale has, and an extra key at its own pointer', () => {
    const dir = brokenCopy({
      'locales/en-US.json': (json) => void delete json.common.continue,
      'locales/vi.json': (json) => void (json.home.zz_other = 'zz'),
    });
    expect(problemLines(dir)).toEqual([
      'locales/en-US.json /common/continue: missing key (present in es, id, vi, zh-HK)',
      'locales/vi.json /home/zz_other: key not present in en-US',
    ]);
  });

  it('points an unknown property at itself, not at its parent', () => {
    const dir = brokenCopy({ 'payment-methods.json': (json) => void (json.methods[12].routerPth = '/otherWayPay') });
    expect(problemLines(dir)).toEqual(['payment-methods.json /methods/12/routerPth: unknown property "routerPth"']);
  });

  it('still compares the locales with en-US when the default language has no locale, and says so', () => {
    const dir = brokenCopy({
      'constants.json': (json) => void (json.defaultLanguage = 'fr'),
      'locales/vi.json': (json) => void delete json.common.continue,
    });
    expect(problemLines(dir)).toEqual([
      'constants.json /defaultLanguage: "fr" is not one of /languages',
      'locales/vi.json /common/continue: missing key (present in en-US)',
    ]);
  });

  it('needs "other" and the plural forms of each language\'s grammar, and no more', () => {
    const dir = brokenCopy({
      'locales/es.json': (json) => void delete json.time.hours_many,
      'locales/id.json': (json) => {
        delete json.time.hours_other;
        json.time.hours_one = '1 jam';
      },
      'locales/zh-HK.json': (json) => void (json.time.minutes_one = '1 分鐘'),
    });
    expect(problemLines(dir)).toEqual([
      'locales/es.json /time/hours_many: missing plural form "many" (es needs one, many, other)',
      'locales/id.json /time/hours_other: missing plural form "other" (id needs other)',
    ]);
  });

  it('checks the keys a $t() nests and the {{variables}} a translation keeps', () => {
    const dir = brokenCopy({
      'locales/es.json': (json) => {
        json.time.seconds_other = json.time.seconds_other.replace('{{count}}', '{{secs}}');
        json.common.continue = '$t(common.nope)';
      },
    });
    expect(problemLines(dir)).toEqual([
      'locales/es.json /time/seconds_other: uses {{secs}}, which en-US does not; lacks {{count}}, which en-US uses',
      'locales/es.json /common/continue: $t(common.nope) names a key that config/locales/es.json does not have',
    ]);
  });
});

describe('validate:config across the catalogues', () => {
  it('resolves the sandbox deposit addresses and card result codes, name services, default cryptos', () => {
    const dir = brokenCopy({
      'sandbox.json': (json) => {
        delete json.chain.depositAddresses.TON;
        json.chain.depositAddresses.FOO = 'x';
        json.cards[2].resultCode = '49999';
      },
      'networks.json': (json) => {
        json.networks[0].nameServices.push('bns');
        json.networks[1].defaultCrypto = 'BTC';
      },
    });
    expect(problemLines(dir)).toEqual([
      'networks.json /networks/0/nameServices/1: "bns" is not a name service in config/networks.json',
      'networks.json /networks/1/defaultCrypto: "BTC" does not run on ETH (its networks in config/assets.json)',
      'sandbox.json /chain/depositAddresses: no deposit address for network TON, on which USDT is sold',
      'sandbox.json /chain/depositAddresses/FOO: "FOO" is not a network in config/networks.json',
      'sandbox.json /cards/2/resultCode: "49999" is not a return code in config/errors.json',
    ]);
  });

  it("checks each network's tokens against assets.json: checksummed contracts, enough decimals, one native coin", () => {
    const dir = brokenCopy({
      'networks.json': (json) => {
        const eth = json.networks.find((network: { code: string }) => network.code === 'ETH');
        eth.tokens[0].contract = eth.tokens[0].contract.toLowerCase();
        eth.tokens[1].decimals = 2;
        eth.tokens.push({ crypto: 'BTC', contract: '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599', decimals: 8 });
        const tron = json.networks.find((network: { code: string }) => network.code === 'TRX');
        tron.tokens = [];
      },
    });
    const networks = JSON.parse(readFileSync(join(repoConfig, 'networks.json'), 'utf8')).networks.map((network: { code: string }) => network.code);
    const eth = networks.indexOf('ETH');
    expect(linesOf(dir, 'networks.json')).toEqual([
      `networks.json /networks/${eth}/tokens/0/contract: "0xdac17f958d2ee523a2206206994597c13d831ec7" is not an EIP-55 checksummed address`,
      `networks.json /networks/${eth}/tokens/1/decimals: USDC has 2 decimals on chain, fewer than the 6 of config/assets.json: some amounts would not be whole base units`,
      `networks.json /networks/${eth}/tokens/2/crypto: "BTC" does not run on ETH (its networks in config/assets.json)`,
      `networks.json /networks/${networks.indexOf('TRX')}: USDT, TRX run on TRX (config/assets.json) and are not in its tokens: a network has one native coin, list the others in tokens`,
    ]);
  });

  it('requires a chain id on each EVM network, and an evm adapter only there', () => {
    const dir = brokenCopy({
      'networks.json': (json) => {
        delete json.networks.find((network: { code: string }) => network.code === 'BASE').chainId;
        const evm = {
          rpcUrlEnv: 'TRON_RPC_URL',
          confirmations: 20,
          pollMs: 3000,
          hotWallet: { keyEnv: 'TRON_KEY' },
          fees: { replaceAfterSeconds: 60, bumpPercent: 10, maxFeePerGasGwei: '1' },
        };
        json.networks.find((network: { code: string }) => network.code === 'TRX').evm = evm;
      },
    });
    const networks = JSON.parse(readFileSync(join(repoConfig, 'networks.json'), 'utf8')).networks.map((network: { code: string }) => network.code);
    expect(linesOf(dir, 'networks.json')).toEqual([
      `networks.json /networks/${networks.indexOf('TRX')}/evm: only an EVM network (addressFormat evm-eip55) takes the evm adapter`,
      `networks.json /networks/${networks.indexOf('BASE')}: must have required property 'chainId'`,
    ]);
  });

  it('keeps every min at or below its max, in assets.json and constants.json too', () => {
    const dir = brokenCopy({
      'assets.json': (json) => {
        json.fiats[0].buy.min = '99999';
        json.cryptos[0].sell.max = '1';
      },
      'constants.json': (json) => {
        json.bankPayoutDays.min = 9;
        json.bankTransferReceipt.gbpMinMinutes = 500;
      },
    });
    expect(problemLines(dir)).toEqual([
      'assets.json /cryptos/0/sell/min: min 10 is above max 1',
      'assets.json /fiats/0/buy/min: min 99999 is above max 5000',
      'constants.json /bankPayoutDays/min: min 9 is above max 3',
      'constants.json /bankTransferReceipt/gbpMinMinutes: gbpMinMinutes 500 is above gbpMaxMinutes 120',
    ]);
  });

  it('reports a repeated network, crypto, fiat, country and network of a crypto at the repeat', () => {
    const dir = brokenCopy({
      'networks.json': (json) => void json.networks.push({ ...json.networks[0] }),
      'assets.json': (json) => {
        json.cryptos.push({ ...json.cryptos[0] });
        json.fiats.push({ ...json.fiats[0] });
        json.countries.push({ ...json.countries[0] });
        json.cryptos[1].networks.push({ ...json.cryptos[1].networks[0] });
      },
    });
    const n = JSON.parse(readFileSync(join(repoConfig, 'networks.json'), 'utf8')).networks.length;
    const assets = JSON.parse(readFileSync(join(repoConfig, 'assets.json'), 'utf8'));
    expect(problemLines(dir)).toEqual([
      `networks.json /networks/${n}/code: duplicate network code "BTC" (first at /networks/0)`,
      `assets.json /cryptos/${assets.cryptos.length}/symbol: duplicate crypto symbol "USDT" (first at /cryptos/0)`,
      `assets.json /fiats/${assets.fiats.length}/code: duplicate fiat code "USD" (first at /fiats/0)`,
      `assets.json /countries/${assets.countries.length}/alpha2: duplicate country code "AE" (first at /countries/0)`,
      `assets.json /cryptos/1/networks/${assets.cryptos[1].networks.length}/network: duplicate network "${assets.cryptos[1].networks[0].network}" (first at /cryptos/1/networks/0)`,
    ]);
  });

  it('reports a bad network regex once, and caps timers at what setTimeout can wait', () => {
    const dir = brokenCopy({
      'networks.json': (json) => void (json.networks[0].addressRegex = '^[a-'),
      'constants.json': (json) => void (json.sessionLifetimeMs = 30 * 24 * 3600 * 1000),
      'payment-methods.json': (json) => void (json.methods[0].order = 100000),
    });
    expect(problemLines(dir)).toEqual([
      'constants.json /sessionLifetimeMs: must be <= 2147483647',
      'networks.json /networks/0/addressRegex: regex does not compile: Invalid regular expression: /^[a-/u: Unterminated character class',
      'payment-methods.json /methods/0/order: must be <= 9999',
    ]);
  });
});
