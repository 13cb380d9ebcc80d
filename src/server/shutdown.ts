import type { FastifyInstance } from 'fastify';
import type { DrainableConnections } from './connections';
import type { ServerEnv } from './env';

export interface ShutdownSettings {
  /**
   * SHUTDOWN_DELAY_MS: how long the server keeps accepting and serving after SIGTERM, readiness
   * already false, so that load balancers stop sending to it before its listener closes.
   */
  delayMs: number;
  /** SHUTDOWN_TIMEOUT_MS: how long the requests in flight, then the last log lines, may take once the listener is closed. */
  drainTimeoutMs: number;
}

export interface ShutdownOptions extends ShutdownSettings {
  /** The app's server connections, tracked since before it listened (connections.ts). */
  connections: DrainableConnections;
  /** Waits, at most the given ms, for the reader to take the log lines written so far (LogOutput.flushed). */
  flushLog?: (withinMs: number) => Promise<void>;
  /** Where the signals come from and how the process ends: the process itself, unless a test stands in. */
  signals?: Pick<NodeJS.EventEmitter, 'on'>;
  exit?: (code: number) => void;
}

const defaultSettings: ShutdownSettings = { delayMs: 5000, drainTimeoutMs: 10_000 };

/** After the drain bound, how long closing the store and the jobs may take before the process exits anyway. */
const closeGraceMs = 5000;

/**
 * SHUTDOWN_DELAY_MS (5 s) and SHUTDOWN_TIMEOUT_MS (10 s), as the environment's schema let them
 * through (env.ts refuses a value that is not a whole number of milliseconds before the start).
 */
export function shutdownSettingsFromEnv(env: Pick<ServerEnv, 'SHUTDOWN_DELAY_MS' | 'SHUTDOWN_TIMEOUT_MS'>): ShutdownSettings {
  return {
    delayMs: env.SHUTDOWN_DELAY_MS ? Number(env.SHUTDOWN_DELAY_MS) : defaultSettings.delayMs,
    drainTimeoutMs: env.SHUTDOWN_TIMEOUT_MS ? Number(env.SHUTDOWN_TIMEOUT_MS) : defaultSettings.drainTimeoutMs,
  };
}

/**
 * SIGTERM shuts the server down once, in order: readiness turns false (draining) at once, and the
 * server keeps accepting and serving for delayMs, as a server behind a load balancer must (a
 * request still in the listen backlog when the listener closes gets a reset, not an answer); each
 * answer now closes its connection, so that the next request opens a new one, which a balancer
 * sends elsewhere. Then it stops accepting connections and lets the requests it has accepted
 * finish (at most drainTimeoutMs), the jobs stop and the store closes (app's onClose hooks), the
 * log gets what is left of drainTimeoutMs to be read, and the process exits 0 whether or not it was.
 *
 * A repeated SIGTERM changes nothing: with the signal sent to the process group (systemd's
 * default), `npm start` forwards its copy too, and that second SIGTERM must not cut the delay or
 * the drain short. SIGINT is a person at a terminal: it skips the delay (or what is left of it).
 */
export function shutDownOnSignals(
  app: FastifyInstance,
  { delayMs, drainTimeoutMs, connections, flushLog = async () => undefined, signals = process, exit = (code) => process.exit(code) }: ShutdownOptions,
): void {
  let phase: 'serving' | 'delaying' | 'closing' = 'serving';
  let delay: NodeJS.Timeout | undefined;

  const close = () => {
    clearTimeout(delay);
    phase = 'closing';
    app.log.info({ drainTimeoutMs }, 'closing the listener: finishing the requests in flight');
    const closingAt = Date.now();
    // A kept-alive connection whose last request just finished would otherwise hold the close until its keep-alive timeout
    // (connections.ts decides which are idle: never one whose next request has arrived unread).
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
      async () => {
        clearInterval(idleSweep);
        clearTimeout(cut);
        app.log.info('shut down');
        await flushLog(Math.max(0, closingAt + drainTimeoutMs - Date.now()));
        clearTimeout(giveUp);
        exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        exit(1);
      },
    );
  };

  const shutDown = (signal: NodeJS.Signals) => {
    if (phase === 'delaying' && signal === 'SIGINT') {
      app.log.info({ signal }, 'shutdown delay skipped');
      close();
      return;
    }
    if (phase !== 'serving') {
      app.log.info({ signal }, 'shutdown already under way');
      return;
    }
    app.readiness.startDraining();
    connections.startDraining();
    if (signal === 'SIGINT' || delayMs === 0) {
      app.log.info({ signal }, 'shutting down: readiness is false');
      close();
      return;
    }
    phase = 'delaying';
    app.log.info({ signal, delayMs }, 'shutting down: readiness is false, still serving until the delay is over');
    delay = setTimeout(close, delayMs);
  };
  signals.on('SIGTERM', shutDown);
  signals.on('SIGINT', shutDown);
}
