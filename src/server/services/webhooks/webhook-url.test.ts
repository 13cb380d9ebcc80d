import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { configProblemsAtStart } from '../../config-dir/checkConfigAtStart';
import { repoConfigDir } from '../../../shared/config/check/configLocation';
import { webhookUrlAllowed } from './webhook-url';

const dir = mkdtempSync(join(tmpdir(), 'gangway-webhook-config-'));
cpSync(repoConfigDir, dir, { recursive: true });
const merchants = JSON.parse(readFileSync(join(dir, 'merchants.json'), 'utf8')) as { merchants: Record<string, unknown>[] };
merchants.merchants[1] = { ...merchants.merchants[1], webhookUrl: 'http://merchant.example/hooks' };
writeFileSync(join(dir, 'merchants.json'), JSON.stringify(merchants));

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('where webhooks may go', () => {
  it('allows https anywhere and http only outside production', () => {
    expect(webhookUrlAllowed('https://merchant.example/hooks', true)).toBe(true);
    expect(webhookUrlAllowed('http://127.0.0.1:3000/hooks', false)).toBe(true);
    expect(webhookUrlAllowed('http://merchant.example/hooks', true)).toBe(false);
    expect(webhookUrlAllowed('ftp://merchant.example/hooks', false)).toBe(false);
    expect(webhookUrlAllowed('not a url', false)).toBe(false);
  });

  it('stops a production server whose config names an http webhookUrl, naming it, and lets a development one start', () => {
    expect(
      configProblemsAtStart({
        GANGWAY_CONFIG_DIR: dir,
        NODE_ENV: 'production',
        DATA_KEY: randomBytes(32).toString('base64'),
        QUOTE_KEY: randomBytes(32).toString('base64'),
      }),
    ).toEqual([
      `${dir}/merchants.json /merchants/1/webhookUrl: must be an https URL in production (http is for local testing only)`,
      `The server does not start: the config in ${dir} is not valid in production.`,
    ]);
    expect(configProblemsAtStart({ GANGWAY_CONFIG_DIR: dir, NODE_ENV: 'development' })).toEqual([]);
  });

  it('refuses a webhookUrl that is not an http(s) URL in validate:config, whatever the environment', () => {
    merchants.merchants[1] = { ...merchants.merchants[1], webhookUrl: 'merchant.example/hooks' };
    writeFileSync(join(dir, 'merchants.json'), JSON.stringify(merchants));
    expect(configProblemsAtStart({ GANGWAY_CONFIG_DIR: dir })[0]).toBe(
      `${dir}/merchants.json /merchants/1/webhookUrl: must match pattern "^https?://[^\\s/?#@]+(/[^\\s#]*)?$"`,
    );
  });
});
