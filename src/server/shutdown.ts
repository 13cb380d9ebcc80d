import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  /** How long in-flight requests may take to finish (SHUTDOWN_TIMEOUT_MS); then their connections are cut. */
  drainTimeoutMs: number;
  /** Where the signals come from and how the process ends: the process itself, unless a test stands in. */
  signals?: Pick<NodeJS.EventEmitter, 'on'>;
  exit?: (code: number) => void;
}

/** After the drain bound, how long closing the store and the jobs may take before the process exits anyway. */
const closeGraceMs = 5000;

/**
 * SIGTERM and SIGINT shut the server down once, in order: readiness turns false (draining), the
 * server stops accepting connections and lets the requests in flight finish (at most
 * drainTimeoutMs), then the jobs stop and the store closes (app's onClose hooks), then the process
 * exits. A repeated signal changes nothing: with the signal sent to the process group (systemd's
 * default), `npm start` forwards its copy too, and that second SIGTERM must not cut the drain short.
 */
export function shutDownOnSignals(app: FastifyInstance, { drainTimeoutMs, signals = process, exit = (code) => process.exit(code) }: ShutdownOptions): void {
  let started = false;
  const shutDown = (signal: NodeJS.Signals) => {
    if (started) {
      app.log.info({ signal }, 'shutdown already under way');
      return;
    }
    started = true;
    app.log.info({ signal, drainTimeoutMs }, 'shutting down: readiness is false, finishing the requests in flight');
    app.readiness.startDraining();
    // A kept-alive connection whose last request just finished would otherwise hold the close until its keep-alive timeout.
    const idleSweep = setInterval(() => app.server.closeIdleConnections(), 100);
    const cut = setTimeout(() => {
      app.log.warn({ drainTimeoutMs }, 'drain bound reached: closing the connections still open');
      app.server.closeAllConnections();
    }, drainTimeoutMs);
    const giveUp = setTimeout(() => {
      app.log.error('shutdown did not finish in time: exiting');
      exit(1);
    }, drainTimeoutMs + closeGraceMs);
    app.close().then(
      () => {
        for (const timer of [idleSweep, cut, giveUp]) clearTimeout(timer);
        app.log.info('shut down');
        exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        exit(1);
      },
    );
  };
  signals.on('SIGTERM', shutDown);
  signals.on('SIGINT', shutDown);
}
