import type { FastifyInstance } from 'fastify';
import type { PeriodicJob } from './jobs';

/** A job whose period comes from the app's config (config/providers.json settlement, config/sandbox.json events). */
function configuredJob(name: string, everyMs: (app: FastifyInstance) => number, run: (app: FastifyInstance) => Promise<unknown>): PeriodicJob {
  return {
    name,
    everyMs,
    async run(app) {
      await run(app);
    },
  };
}

/** Applies the provider events in the inbox (settlement/settlement.ts applyPass). */
export const providerEventsJob = configuredJob(
  'provider-events',
  (app) => app.config.providers.settlement.inbox.applyEveryMs,
  (app) => app.settlement.applyPass(),
);

/** Asks the providers about every subject not final that is due a check (reconcilePass). */
export const reconcilerJob = configuredJob(
  'reconciler',
  (app) => app.config.providers.settlement.reconciler.everyMs,
  (app) => app.settlement.reconcilePass(),
);

/** Sends the queued chain transfers (settlement/transfers.ts). */
export const chainTransfersJob = configuredJob(
  'chain-transfers',
  (app) => app.config.providers.settlement.transfers.sendEveryMs,
  (app) => app.settlement.transfersPass(),
);

/** Asks the card adapter for the queued refunds of buy orders that failed to send (services/pay/refunds.ts). */
export const paymentRefundsJob = configuredJob(
  'payment-refunds',
  (app) => app.config.providers.settlement.refunds.sendEveryMs,
  (app) => app.settlement.refundsPass(),
);

/** The sandbox provider posting its due events to this server's intake, while a kind uses it. */
export const sandboxEventsJob = configuredJob(
  'sandbox-events',
  (app) => app.config.sandbox.events.deliverEveryMs,
  (app) => app.settlement.sandboxPass(),
);
