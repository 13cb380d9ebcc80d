import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { configProblemsAtStart } from './config-dir/checkConfigAtStart';
import { configDirFromEnv } from './config-dir/configDir';
import { registerConfigDir } from './config-dir/registerConfigDir';
import { startPeriodicJobs, type RunningJobs } from './jobs';
import { periodicJobs } from './periodic-jobs';
import { openStore } from './store/open';
import { webBuildIsStale } from './webBuild';

const configProblems = configProblemsAtStart();
if (configProblems.length > 0) {
  for (const line of configProblems) console.error(line);
  process.exit(1);
}
registerConfigDir();
// The app imports config/ statically, so it is loaded only once GANGWAY_CONFIG_DIR is in place.
const { buildApp } = await import('./app');

/** WEB_ROOT serves a web build made elsewhere (e.g. one built against GANGWAY_CONFIG_DIR). */
const webRoot = process.env.WEB_ROOT ? resolve(process.env.WEB_ROOT) : fileURLToPath(new URL('../../dist/web', import.meta.url));

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * `npm start` on a fresh machine builds the web app (issue 4), and builds it again when its sources
 * or config changed since. A WEB_ROOT made elsewhere is only built when it is missing.
 */
function ensureWebBuild(): void {
  const index = `${webRoot}/index.html`;
  const stale = process.env.WEB_ROOT ? !existsSync(index) : webBuildIsStale(repoRoot, index, configDirFromEnv());
  if (!stale) return;
  const built = spawnSync('npx', ['vite', 'build', '--outDir', webRoot, '--emptyOutDir'], { stdio: 'inherit', cwd: repoRoot });
  if (built.status !== 0) throw new Error('vite build failed');
}

// `npm run dev` serves the web app from Vite instead (SERVE_WEB=false).
const serveWeb = process.env.SERVE_WEB !== 'false';
if (serveWeb) ensureWebBuild();
const db = await openStore();
const app = await buildApp({ db });
if (serveWeb) await app.register(fastifyStatic, { root: webRoot, wildcard: false });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

let jobs: RunningJobs | undefined;
// Jobs first: a pass in progress still needs the store.
app.addHook('onClose', async () => {
  await jobs?.stop();
  await db.close();
});

await app.listen({ port: Number(process.env.PORT ?? 8080), host: process.env.HOST ?? '127.0.0.1' });
jobs = startPeriodicJobs(app, periodicJobs);
