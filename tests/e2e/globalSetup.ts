import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { hasChromium } from './browser';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The web app built for this run, served by every browser test's server. */
    webRoot: string;
  }
}

/**
 * Builds the web app once for the browser suite, into a folder of this run's own: a concurrent
 * `vite build` (a developer's, another run's) rewriting dist/web cannot pull chunks from under it.
 */
export default function setup(project: TestProject): (() => void) | undefined {
  if (!hasChromium) return undefined;
  const outDir = mkdtempSync(join(tmpdir(), 'gangway-e2e-web-'));
  // Vitest sets NODE_ENV=test, which would make vite bundle React's development build.
  const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], {
    stdio: 'inherit',
    cwd: process.cwd(),
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (built.status !== 0) throw new Error('vite build failed: the browser suite needs the built web app');
  project.provide('webRoot', outDir);
  return () => rmSync(outDir, { recursive: true, force: true });
}
