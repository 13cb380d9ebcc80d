import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { drainableConnections, type DrainableConnections } from './connections';
import { startPeriodicJobs, type RunningJobs } from './jobs';
import { errorForLog } from './mask';
import { listenForMetrics, type MetricsListener } from './metrics/metricsListener';
import { periodicJobs } from './periodic-jobs';
import { shutDownOnSignals, shutdownSettingsFromEnv } from './shutdown';
import { StartupError } from './startup-error';
import { stdoutLogOutput, writeLogOnExit } from './stdout-log';
import { openStore } from './store/open';
import { requireWebBuild, serveWebApp, webRootOf } from './webApp';

/** A port that cannot be had is the operator's to fix: one line naming it and the setting. */
async function listening<T>(what: string, port: number, host: string, start: () => Promise<T>): Promise<T> {
  try {
    return await start();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') throw new StartupError(`Port ${port} on ${host} (${what}) is in use by another process.`);
    if (code === 'EACCES' || code === 'EADDRNOTAVAIL') throw new StartupError(`Cannot listen on ${host}:${port} (${what}): ${code}.`);
    throw error;
  }
}

/**
 * The server's life after main.ts has checked the config: the store (taken, migrated), the app, the
 * web build, the listener, the periodic jobs and the metrics port; then the shutdown on SIGTERM.
 * The log goes to stdout through a bounded LogOutput that never holds a request or the exit.
 * Fails with a StartupError when the operator must change something.
 */
export async function serve(env: Record<string, string | undefined>): Promise<void> {
  const shutdown = shutdownSettingsFromEnv(env);
  const logOutput = stdoutLogOutput(env);
  writeLogOnExit(logOutput);
  // `npm run dev` serves the web app from Vite instead (SERVE_WEB=false).
  const serveWeb = env.SERVE_WEB !== 'false';
  const webRoot = webRootOf(env);
  if (serveWeb) requireWebBuild(webRoot);
  let app: FastifyInstance | undefined;
  const db = await openStore(env, (error) => {
    // The pool replaces the broken connection; requests meanwhile get the busy answer.
    if (app) app.log.warn({ err: errorForLog(error) }, 'a store connection broke; the pool reconnects');
    else console.error(`A store connection broke: ${error.message}`);
  });
  let jobs: RunningJobs | undefined;
  let metricsListener: MetricsListener | undefined;
  let connections: DrainableConnections | undefined;
  try {
    app = await buildApp({ db, logOutput });
    // Before it listens, so that the shutdown knows every connection.
    connections = drainableConnections(app.server);
    // Jobs and the metrics port first: a job's pass in progress and a scrape still need the store.
    app.addHook('onClose', async () => {
      await jobs?.stop();
      // After its jobs: the evm senders' locks and the watchers' leases go to another instance at once.
      await app?.evmChain?.stop();
      await metricsListener?.close();
      await db.close();
    });
    if (serveWeb) await serveWebApp(app, webRoot, env);
    const host = env.HOST || '127.0.0.1';
    const port = Number(env.PORT ?? 8080);
    const server = app;
    await listening('PORT, HOST', port, host, () => server.listen({ port, host }));
    if (env.METRICS_PORT) {
      const metricsPort = Number(env.METRICS_PORT);
      const metricsHost = env.METRICS_HOST || host;
      metricsListener = await listening('METRICS_PORT, METRICS_HOST', metricsPort, metricsHost, () =>
        listenForMetrics(server.metrics, metricsPort, metricsHost, server.evmChain?.opsRoutes),
      );
    }
  } catch (error) {
    await (app ? app.close() : db.close()).catch(() => undefined);
    throw error;
  }
  jobs = startPeriodicJobs(app, [...periodicJobs, ...app.providerJobs]);
  shutDownOnSignals(app, { ...shutdown, connections, flushLog: (withinMs) => logOutput.flushed(withinMs) });
}
