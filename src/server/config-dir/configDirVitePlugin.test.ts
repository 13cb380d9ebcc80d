import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoConfigDir } from '../../shared/config/check/configLocation';
import { configDirPlugin, redirectConfigGlobs } from './configDirVitePlugin';

const root = join(repoConfigDir, '..');
const importer = join(root, 'src/ui/i18n/localeSources.ts');

describe('redirectConfigGlobs', () => {
  it('points relative and root-relative config globs at the chosen directory, relative to the importer', () => {
    const code = [
      "const merged = import.meta.glob('../../../config/locales/*.json');",
      "const forms = import.meta.glob<PayoutForm>('/config/payout-forms/**/*.json', { import: 'default' });",
    ].join('\n');
    const patterns = [...redirectConfigGlobs(code, importer, root, '/tmp/copy').matchAll(/glob(?:<\w+>)?\('([^']+)'/g)].map((m) => m[1] ?? '');
    expect(patterns.every((pattern) => pattern.startsWith('../'))).toBe(true);
    expect(patterns.map((pattern) => resolve(dirname(importer), pattern))).toEqual(['/tmp/copy/locales/*.json', '/tmp/copy/payout-forms/**/*.json']);
  });

  it('keeps negations and leaves globs outside config/ untouched', () => {
    const code = `import.meta.glob(["/config/locales/*.json", "!/config/locales/vi.json", "./icons/*.svg"])`;
    const rewritten = redirectConfigGlobs(code, importer, '/repo-that-is-not-root', '/tmp/copy');
    expect(rewritten).toBe(code);
    const fromRoot = redirectConfigGlobs(code, join(root, 'index.ts'), root, '/tmp/copy');
    const copy = relative(root, '/tmp/copy');
    expect(fromRoot).toBe(`import.meta.glob(["${copy}/locales/*.json", "!${copy}/locales/vi.json", "./icons/*.svg"])`);
  });
});

describe('configDirPlugin', () => {
  it('applies only when GANGWAY_CONFIG_DIR names another directory', () => {
    const applies = (env: Record<string, string>) => {
      const apply = configDirPlugin(env).apply;
      return typeof apply === 'function' ? apply({}, { command: 'build', mode: 'production' }) : apply;
    };
    expect(applies({})).toBe(false);
    expect(applies({ GANGWAY_CONFIG_DIR: repoConfigDir })).toBe(false);
    expect(applies({ GANGWAY_CONFIG_DIR: '/tmp/copy' })).toBe(true);
  });
});
