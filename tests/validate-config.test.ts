import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfigDir } from '../scripts/lib/configDir';
import { validateConfigFiles } from '../scripts/lib/validateConfigFiles';

const run = promisify(execFile);
const repoConfig = join(import.meta.dirname, '..', 'config');
const copies: string[] = [];

/** A copy of config/ in a temp folder, changed by `edit` (file path -> JSON transform). */
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
    expect(problemLines(dir)).toContainEqual(expect.stringMatching(/^payment-methods\.json \/methods\/1\/payWayCode: duplicate payWayCode "\d+" for side (buy|sell) \(first at \/methods\/0\)$/));
  });

  it('reports a broken alias form by the alias rules only, not by every kind a form file may be', () => {
    const dir = brokenCopy({ 'payout-forms/DE.json': (json) => void (json.use = 'sepa') });
    expect(problemLines(dir).filter((line) => line.startsWith('payout-forms/DE.json'))).toEqual([
      'payout-forms/DE.json /use: must match pattern "^shared/[a-z0-9-]+$"',
      'payout-forms/DE.json /use: "sepa" is not a payout form in config/payout-forms (no payout-forms/sepa.json)',
    ]);
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
    const dir = brokenCopy({ 'payment-methods.json': (json) => void (json.methods[0].nameKey = 'payMethod.nope.name') });
    expect(problemLines(dir)).toContain('payment-methods.json /methods/0/nameKey: i18n key "payMethod.nope.name" is missing in config/locales/en-US.json');
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
    const lines = problemLines(dir);
    expect(lines.some((l) => l.startsWith('routes.json : not valid JSON'))).toBe(true);
  });

  it('exits 1 from the command line with one line per problem naming the directory, and 0 when clean', async () => {
    const dir = brokenCopy({ 'payment-methods.json': (json) => void (json.methods[12].routerPath = '/foo') });
    const failed = await run('npx', ['tsx', 'scripts/validate-config.ts', '--dir', dir]).catch((error) => error);
    expect(failed.code).toBe(1);
    expect(failed.stdout).toContain(`${dir}/payment-methods.json /methods/12/routerPath: "/foo" is not a payment route in config/routes.json`);
    const clean = await run('npx', ['tsx', 'scripts/validate-config.ts']);
    expect(clean.stdout).toContain('config: every config file is valid');
  });
});
