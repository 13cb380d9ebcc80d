import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, realpathSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const repoRoot = join(import.meta.dirname, '..', '..');
const notCopied = new Set(['node_modules', 'dist', 'data', '.git', 'test-artifacts', 'coverage']);

/**
 * A scratch copy of the checkout with the server compiled into dist/server as `npm run build`
 * compiles it (vite.server.config.ts; the checkout's own dist/ is left alone) and the checkout's
 * node_modules linked in: `node dist/server/main.js` runs there with SERVE_WEB=false. The web app
 * is not built: it takes most of a build's time, and a server that does not serve it never reads it.
 */
export function buildCompiledServer(prefix: string): string {
  const scratch = mkdtempSync(join(tmpdir(), prefix));
  cpSync(repoRoot, scratch, { recursive: true, filter: (source) => !notCopied.has(relative(repoRoot, source).split('/')[0] ?? '') });
  symlinkSync(realpathSync(join(repoRoot, 'node_modules')), join(scratch, 'node_modules'));
  // As scripts/build.mjs runs it: Vite in production mode whatever NODE_ENV the tests run with.
  const env = { ...process.env, NODE_ENV: 'production' };
  const vite = join(scratch, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--config', 'vite.server.config.ts', '--mode', 'production'], {
    cwd: scratch,
    env,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`the server build failed:\n${result.stdout}${result.stderr}`);
  return scratch;
}
