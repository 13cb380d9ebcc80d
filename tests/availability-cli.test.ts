import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { availabilityCommand } from '../scripts/lib/availabilityCommand';
import { readConfigDir } from '../src/shared/config/check/configDir';
import { validateConfigFiles } from '../src/shared/config/check/validateConfigFiles';

const repoRoot = join(import.meta.dirname, '..');
const repoConfig = join(repoRoot, 'config');
const copies: string[] = [];

/** The files these tests change, typed as far as they change them (validate:config checks the rest). */
interface ConfigEdits {
  'payment-methods.json'?: (json: { methods: { side: string; payWayCode: string; fiats: string[] }[] }) => void;
  'payout-forms/BR.json'?: (json: { payWayCode?: string }) => void;
}

/** A copy of config/ in a temp folder, changed by `edit` (file path -> JSON transform). */
function changedCopy(edits: ConfigEdits): string {
  const dir = mkdtempSync(join(tmpdir(), 'gangway-availability-'));
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

afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('npm run availability', () => {
  it('prints the map of a side and country as a table, one row per method', () => {
    const result = availabilityCommand(['--country', 'BR', '--side', 'sell'], readConfigDir(repoConfig));
    expect(result.exitCode).toBe(0);
    expect(result.lines[0]).toMatch(/^country\s+fiat\s+payWayCode\s+method\s+type\s+limits\s+fee\s+kyc\s+payout form\s+embed$/);
    expect(result.lines[1]?.split(/\s{2,}/)).toEqual([
      'BR',
      'BRL (KYC above 10000)',
      '30001',
      'PIX',
      'localScheme',
      '110-110000',
      '1% + 0',
      'identity BR',
      'BR',
      '-',
    ]);
    expect(result.lines.at(-1)).toMatch(/^sold: USDT \(TRX, ETH/);
  });

  it('marks what each method needs of a frame', () => {
    const rows = availabilityCommand(['--side', 'buy', '--country', 'de'], readConfigDir(repoConfig)).lines;
    expect(rows.find((row) => row.includes(' 501 '))).toMatch(/payment$/);
    expect(rows.find((row) => row.includes(' 52004 '))).toMatch(/redirect$/);
  });

  it('says so when nothing is offered, and refuses a missing side', () => {
    expect(availabilityCommand(['--side', 'buy', '--country', 'XX'], readConfigDir(repoConfig))).toEqual({
      exitCode: 1,
      lines: ['nothing is offered to buy for XX'],
    });
    expect(availabilityCommand(['--country', 'BR'], readConfigDir(repoConfig)).exitCode).toBe(2);
  });

  it('runs as npm runs it', async () => {
    const tsx = join(repoRoot, 'node_modules/.bin/tsx');
    const { stdout } = await promisify(execFile)(tsx, ['scripts/availability.ts', '--country', 'BR', '--side', 'sell'], { cwd: repoRoot });
    expect(stdout.split('\n')[1]).toMatch(/^BR\s+BRL .*30001\s+PIX/);
  });
});

describe('validate:config on the availability map', () => {
  const problemLines = (dir: string) => validateConfigFiles(readConfigDir(dir)).map((p) => `${p.file} ${p.pointer}: ${p.message}`);

  it('reports a fiat and country offered to buyers that no payment method takes, at the country', () => {
    const dir = changedCopy({
      'payment-methods.json': (json) => {
        for (const method of json.methods) if (method.side === 'buy') method.fiats = method.fiats.filter((fiat) => fiat !== 'HUF');
      },
    });
    const assets = JSON.parse(readFileSync(join(dir, 'assets.json'), 'utf8'));
    const huf = assets.fiats.findIndex((fiat: { code: string }) => fiat.code === 'HUF');
    expect(problemLines(dir)).toEqual([
      `assets.json /fiats/${huf}/countries/0: buying with HUF in HU offers no payment method (none of payment-methods.json takes HUF there)`,
    ]);
  });

  it('reports a payout country whose methods cannot pay out there', () => {
    const assets = JSON.parse(readFileSync(join(repoConfig, 'assets.json'), 'utf8'));
    const brazil = assets.countries.findIndex((country: { alpha2: string }) => country.alpha2 === 'BR');
    const without = changedCopy({
      'payment-methods.json': (json) => {
        json.methods = json.methods.filter((method) => !(method.side === 'sell' && method.payWayCode === '30001'));
        for (const method of json.methods) if (method.side === 'sell') method.fiats = method.fiats.filter((fiat) => fiat !== 'BRL');
      },
      'payout-forms/BR.json': (json) => void delete json.payWayCode,
    });
    expect(problemLines(without)).toContainEqual(
      `assets.json /countries/${brazil}/sell: selling for BRL in BR offers no payout method (none of payment-methods.json pays out in BRL there with a payout form)`,
    );
  });
});
