import type { FastifyInstance } from 'fastify';
import { networkByCode } from '../../shared/address/networks';
import type { EventTransport } from '../providers/sandbox/delivery';
import { closeEndedWindows } from '../services/orders/order-windows';
import { sendQueuedRefunds } from '../services/pay/refunds';
import { subjectHandlers } from '../services/settlement-handlers';
import { createSettlement, type Settlement } from '../settlement/settlement';
import { sendQueuedTransfers } from '../settlement/transfers';

/** The settlement core of this app and the passes of its jobs (periodic-jobs.ts); tests run them one at a time on their own clock. */
export interface AppSettlement extends Settlement {
  /** Queued chain transfers sent (settlement/transfers.ts). */
  transfersPass(): Promise<number>;
  /** Queued card refunds asked of the card adapter (services/pay/refunds.ts). */
  refundsPass(): Promise<number>;
  /** Orders whose window ended written closed (services/orders/order-windows.ts). */
  windowsPass(): Promise<number>;
  /** The sandbox's due events posted to this server's intake; 0 without a sandbox kind. */
  sandboxPass(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    settlement: AppSettlement;
  }
}

/**
 * How the sandbox reaches the intake: over HTTP at the server's own address once it listens (as a
 * processor would, through every hook), through app.inject in an app that does not listen (tests).
 * The same route, parser and signature check either way.
 */
function sandboxTransport(app: FastifyInstance): EventTransport {
  return async (path, body, headers) => {
    const address = app.server.listening ? app.server.address() : null;
    if (address !== null && typeof address === 'object') {
      const host =
        address.family === 'IPv6' ? `[${address.address === '::' ? '::1' : address.address}]` : address.address === '0.0.0.0' ? '127.0.0.1' : address.address;
      const answer = await fetch(`http://${host}:${address.port}${path}`, { method: 'POST', headers, body });
      return answer.status;
    }
    return (await app.inject({ method: 'POST', url: path, headers, payload: body })).statusCode;
  };
}

/** Wires the settlement core to the services' subject handlers and the selected providers: `app.settlement`. */
export function setupSettlement(app: FastifyInstance): void {
  const deps = app.flows;
  const schedule = app.config.providers.settlement;
  const settlement = createSettlement({
    db: app.db,
    now: app.now,
    schedule,
    handlers: subjectHandlers(deps),
    parsersOf: app.providerSelection.eventParsers,
    metrics: app.metrics.settlement,
    log: app.log,
  });
  const transport = sandboxTransport(app);
  app.decorate<AppSettlement>('settlement', {
    ...settlement,
    transfersPass: () =>
      sendQueuedTransfers({
        db: app.db,
        chain: deps.chain,
        now: app.now,
        settings: schedule.transfers,
        reconcile: schedule.reconciler,
        networkOf: networkByCode,
        onFailure: (transfer, error) =>
          app.log.warn(
            { err: error, transfer: transfer.idempotency_key, attempts: transfer.attempts },
            'chain transfer not taken by the chain adapter; tried again later',
          ),
      }),
    refundsPass: () =>
      sendQueuedRefunds({
        db: app.db,
        card: deps.card,
        now: app.now,
        settings: schedule.refunds,
        reconcile: schedule.reconciler,
        onFailure: (refund, error) =>
          app.log.warn(
            { err: error, refund: refund.idempotency_key, attempts: refund.attempts },
            'card refund not taken by the card adapter; asked again later',
          ),
      }),
    windowsPass: () => closeEndedWindows(app.db, app.now(), deps.chain.closeDeposit),
    sandboxPass: async () => (app.sandboxProvider ? app.sandboxProvider.deliver(transport) : 0),
  });
}
