import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { configReport } from './configReport';
import { repoConfigDir } from './configLocation';
import { ConfigRefusal, loadConfig } from './loadConfig';

const scratch = mkdtempSync(join(tmpdir(), 'gangway-load-config-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A copy of the repository config with one change applied. */
function copyWith(name: string, change: (dir: string) => void): string {
  const dir = join(scratch, name);
  cpSync(repoConfigDir, dir, { recursive: true });
  change(dir);
  return dir;
}

function refusalOf(dir: string): ConfigRefusal {
  try {
    loadConfig(dir, scratch);
  } catch (error) {
    if (error instanceof ConfigRefusal) return error;
    throw error;
  }
  throw new Error(`${dir} was not refused`);
}

describe('loadConfig', () => {
  it('builds the typed config from every file of the directory, locales by language and payout forms by path', () => {
    const { files, config } = loadConfig(repoConfigDir);
    expect(files.some((file) => file.path === 'merchants.json')).toBe(true);
    expect(config.routes.routes.length).toBeGreaterThan(0);
    expect(config.merchants.merchants.length).toBeGreaterThan(0);
    expect(config.sandbox.cards.length).toBeGreaterThan(0);
    expect(Object.keys(config.locales).sort()).toEqual([...config.constants.languages].sort());
    expect(Object.keys(config.payoutForms).every((path) => /^payout-forms\/.+\.json$/.test(path))).toBe(true);
    expect(config.payoutForms['payout-forms/GB.json']).toMatchObject({ country: 'GB' });
  });

  it('refuses a directory with a file that is not JSON with exactly the lines of validate:config, then the refusal', () => {
    const dir = copyWith('broken', (copy) => writeFileSync(join(copy, 'routes.json'), '{"routes": ['));
    const refusal = refusalOf(dir);
    expect(refusal.problems).toEqual(configReport(dir, scratch).lines);
    expect(refusal.problems[0]).toBe('broken/routes.json: not valid JSON: line 1, column 13: expected "]", found the end of the file');
    expect(refusal.lines.at(-1)).toBe(`The server does not start: the config in ${dir} is not valid.`);
  });

  it('refuses a directory that lacks a file the config is built from, and one that does not exist', () => {
    const dir = copyWith('no-sandbox', (copy) => rmSync(join(copy, 'sandbox.json')));
    expect(refusalOf(dir).problems).toContain('no-sandbox/sandbox.json: file is missing');
    expect(refusalOf(join(scratch, 'nowhere')).lines).toEqual([
      `${join(scratch, 'nowhere')} does not exist`,
      `The server does not start: the config in ${join(scratch, 'nowhere')} is not valid.`,
    ]);
  });
});
