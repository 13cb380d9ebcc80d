import type { ResolveHookContext } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { repoConfigDir } from '../../shared/config/check/configLocation';
import { initialize, resolve } from './configDirHook';

const answer = (url: string) => async () => ({ url, format: 'json' as const, shortCircuit: true });
const context: ResolveHookContext = { conditions: [], importAttributes: {}, importAssertions: {}, parentURL: undefined };

describe('the config-directory resolve hook', () => {
  it('resolves an import of a config file to the same file under GANGWAY_CONFIG_DIR', async () => {
    await initialize?.({ configDir: '/tmp/ops-config' });
    const resolved = await resolve('../../config/networks.json', context, answer(pathToFileURL(join(repoConfigDir, 'networks.json')).href));
    expect(resolved.url).toBe('file:///tmp/ops-config/networks.json');
    expect(resolved.format).toBe('json');
  });

  it('passes every other module through unchanged', async () => {
    await initialize?.({ configDir: '/tmp/ops-config' });
    const source = pathToFileURL(join(repoConfigDir, '../src/server/app.ts')).href;
    expect((await resolve('./app', context, answer(source))).url).toBe(source);
    expect((await resolve('node:fs', context, answer('node:fs'))).url).toBe('node:fs');
  });
});
