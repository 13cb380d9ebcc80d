// `npm run build`: the web app into dist/web, the server, compiled to JavaScript, into dist/server,
// the integrators' OpenAPI document into dist/openapi.json, then dist/build-info.json, which
// `npm start` compares with what a build made now would be (build-info.mjs). Plain JavaScript so
// scripts/start.mjs can run it without a TypeScript runner.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { appRoot, buildFingerprint, buildInfoFile } from './build-info.mjs';

/** Builds dist/ for the environment `env` describes (its NODE_ENV, config directory and source-map choice). */
export async function build(env = process.env) {
  const fingerprint = buildFingerprint(env);
  // A build that stops half way leaves no build-info, so the next start builds again.
  rmSync(buildInfoFile(), { force: true });
  // Vite bundles React's development build when NODE_ENV says development (STACK.md): the web app
  // is always built for production; what NODE_ENV the server runs with is recorded in build-info.
  process.env.NODE_ENV = 'production';
  const { build: viteBuild } = await import('vite');
  // No "plugins took long" notes: they depend on the machine's load, not on the build.
  const quiet = { checks: { bundlerTimings: false } };
  await viteBuild({
    root: appRoot,
    configFile: join(appRoot, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    build: { sourcemap: fingerprint.sourceMaps, rolldownOptions: quiet },
  });
  await viteBuild({ root: appRoot, configFile: join(appRoot, 'vite.server.config.ts'), mode: 'production' });
  mkdirSync(join(appRoot, 'dist'), { recursive: true });
  // Written by the compiled server itself, from the config directory the build reads: what GET /api/openapi.json answers.
  execFileSync(process.execPath, [join(appRoot, 'dist/server/openapi-document.js'), join(appRoot, 'dist/openapi.json')], { env, stdio: 'inherit' });
  writeFileSync(buildInfoFile(), `${JSON.stringify({ ...fingerprint, builtAt: new Date().toISOString() }, null, 2)}\n`);
  return fingerprint;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const made = await build({ ...process.env });
  console.log(`Built dist/ for NODE_ENV=${made.nodeEnv} from ${made.configDir}${made.sourceMaps ? ', with source maps' : ''}.`);
}
