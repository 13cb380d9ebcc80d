import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildFingerprint, buildInfoFile, staleReason } from '../scripts/build-info.mjs';

/** A checkout with a build in dist/ made for `builtFor`: a screen, a config file, the built files and build-info.json. */
function checkoutWithBuild(builtFor: Record<string, string | undefined>): string {
  const root = mkdtempSync(join(tmpdir(), 'gangway-build-info-'));
  mkdirSync(join(root, 'src/ui'), { recursive: true });
  mkdirSync(join(root, 'config'));
  mkdirSync(join(root, 'dist/server'), { recursive: true });
  mkdirSync(join(root, 'dist/web'));
  writeFileSync(join(root, 'src/ui/App.tsx'), 'export const App = 1;');
  writeFileSync(join(root, 'config/routes.json'), '{"routes":[]}');
  writeFileSync(join(root, 'dist/server/main.js'), '');
  writeFileSync(join(root, 'dist/web/index.html'), '');
  writeFileSync(buildInfoFile(root), JSON.stringify({ ...buildFingerprint(builtFor, root), builtAt: '2026-01-01T00:00:00Z' }));
  return root;
}

describe('whether npm start must build first', () => {
  it('builds when there is no build, or it never finished (no build-info.json)', () => {
    const root = mkdtempSync(join(tmpdir(), 'gangway-build-info-'));
    expect(staleReason({}, root)).toBe('there is no build in dist/ yet');
  });

  it('runs a build made in the same environment from the same sources', () => {
    expect(staleReason({}, checkoutWithBuild({}))).toBeUndefined();
    expect(staleReason({ NODE_ENV: 'production' }, checkoutWithBuild({ NODE_ENV: 'production' }))).toBeUndefined();
  });

  it('rebuilds a build made for another NODE_ENV (a development build is not served in production)', () => {
    expect(staleReason({ NODE_ENV: 'production' }, checkoutWithBuild({ NODE_ENV: 'development' }))).toBe(
      'dist/ was built for NODE_ENV=development, this start runs NODE_ENV=production',
    );
    expect(staleReason({}, checkoutWithBuild({ NODE_ENV: 'production' }))).toBe(
      'dist/ was built for NODE_ENV=production, this start runs NODE_ENV=development',
    );
  });

  it('rebuilds a build made from another config directory, either way', () => {
    const copy = mkdtempSync(join(tmpdir(), 'gangway-config-copy-'));
    const root = checkoutWithBuild({ GANGWAY_CONFIG_DIR: copy });
    expect(staleReason({}, root)).toBe(`dist/ was built from the config in ${copy}, this start reads config/`);
    expect(staleReason({ GANGWAY_CONFIG_DIR: copy }, checkoutWithBuild({}))).toMatch(`this start reads ${copy}`);
  });

  it('rebuilds when production asks for source maps the build left out', () => {
    const root = checkoutWithBuild({ NODE_ENV: 'production' });
    expect(staleReason({ NODE_ENV: 'production', GANGWAY_SOURCE_MAPS: 'on' }, root)).toBe('dist/ was built without source maps, this start wants them on');
  });

  it('rebuilds when a source or a config file changed, not when a test did', () => {
    const root = checkoutWithBuild({});
    writeFileSync(join(root, 'src/ui/App.test.tsx'), 'a test');
    expect(staleReason({}, root)).toBeUndefined();
    writeFileSync(join(root, 'config/routes.json'), '{"routes":[{}]}');
    expect(staleReason({}, root)).toBe('the sources or the config changed since dist/ was built');
  });

  it('compares contents, not times or places: a built checkout copied elsewhere (new mtimes) runs its build', () => {
    const root = checkoutWithBuild({});
    const copy = mkdtempSync(join(tmpdir(), 'gangway-build-info-copy-'));
    cpSync(root, copy, { recursive: true });
    writeFileSync(join(copy, 'src/ui/App.tsx'), 'export const App = 1;');
    expect(staleReason({}, copy)).toBeUndefined();
    expect(staleReason({ GANGWAY_CONFIG_DIR: join(copy, 'config') }, copy)).toBeUndefined();
  });
});
