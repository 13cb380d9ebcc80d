import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configDirFromEnv, repoConfigDir } from './configLocation';

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
