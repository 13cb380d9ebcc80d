import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { webBuildIsStale } from './webBuild';

function repoWithBuild(): { root: string; index: string } {
  const root = mkdtempSync(join(tmpdir(), 'gangway-webbuild-'));
  mkdirSync(join(root, 'src/ui'), { recursive: true });
  writeFileSync(join(root, 'src/ui/App.tsx'), 'x');
  mkdirSync(join(root, 'dist/web'), { recursive: true });
  const index = join(root, 'dist/web/index.html');
  writeFileSync(index, '<html>');
  const old = new Date(Date.now() - 60_000);
  utimesSync(join(root, 'src/ui/App.tsx'), old, old);
  utimesSync(join(root, 'src/ui'), old, old);
  utimesSync(join(root, 'src'), old, old);
  return { root, index };
}

describe('webBuildIsStale', () => {
  it('builds when there is no build yet', () => {
    const { root } = repoWithBuild();
    expect(webBuildIsStale(root, join(root, 'dist/web/missing.html'))).toBe(true);
  });

  it('keeps a build newer than every source', () => {
    const { root, index } = repoWithBuild();
    expect(webBuildIsStale(root, index)).toBe(false);
  });

  it('rebuilds when a screen changed after the build', () => {
    const { root, index } = repoWithBuild();
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(root, 'src/ui/App.tsx'), later, later);
    expect(webBuildIsStale(root, index)).toBe(true);
  });

  it('rebuilds when the config directory the build reads changed after it', () => {
    const { root, index } = repoWithBuild();
    const configDir = mkdtempSync(join(tmpdir(), 'gangway-config-'));
    const later = new Date(Date.now() + 60_000);
    writeFileSync(join(configDir, 'routes.json'), '{}');
    utimesSync(join(configDir, 'routes.json'), later, later);
    expect(webBuildIsStale(root, index, configDir)).toBe(true);
  });
});
