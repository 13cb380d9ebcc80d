import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configDirFromEnv, repoConfigDir } from '../../shared/config/check/configLocation';
import { redirectIntoConfigDir } from './configDir';

describe('the config directory setting', () => {
  it('is the repository config/ when GANGWAY_CONFIG_DIR is unset or empty', () => {
    expect(configDirFromEnv({})).toBe(repoConfigDir);
    expect(configDirFromEnv({ GANGWAY_CONFIG_DIR: '' })).toBe(repoConfigDir);
    expect(repoConfigDir.endsWith('/config')).toBe(true);
  });

  it('is GANGWAY_CONFIG_DIR made absolute when set', () => {
    expect(configDirFromEnv({ GANGWAY_CONFIG_DIR: '/srv/gangway/config' })).toBe('/srv/gangway/config');
    expect(configDirFromEnv({ GANGWAY_CONFIG_DIR: 'ops/config' })).toBe(join(process.cwd(), 'ops/config'));
  });
});

describe('redirectIntoConfigDir', () => {
  it('sends a file under config/ to the same relative path under the chosen directory', () => {
    expect(redirectIntoConfigDir(join(repoConfigDir, 'assets.json'), '/tmp/copy')).toBe('/tmp/copy/assets.json');
    expect(redirectIntoConfigDir(join(repoConfigDir, 'payout-forms/shared/sepa.json'), '/tmp/copy')).toBe('/tmp/copy/payout-forms/shared/sepa.json');
  });

  it('leaves files outside config/ alone, including a sibling whose name starts with "config"', () => {
    const src = join(repoConfigDir, '../src/shared/money.ts');
    expect(redirectIntoConfigDir(src, '/tmp/copy')).toBe(src);
    expect(redirectIntoConfigDir(`${repoConfigDir}-old/assets.json`, '/tmp/copy')).toBe(`${repoConfigDir}-old/assets.json`);
    expect(redirectIntoConfigDir(repoConfigDir, '/tmp/copy')).toBe(repoConfigDir);
  });
});
