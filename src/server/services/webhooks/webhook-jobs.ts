import type { PeriodicJob } from '../../jobs';
import { webhookPollMs } from './webhook-poll';

const everyMs = webhookPollMs(process.env);

// main.ts imports the job list before GANGWAY_CONFIG_DIR is in place, and the work reads config/
// (statuses, views): so each pass loads its module when it first runs.

/** Writes the events of merchant orders whose status time alone changed (services/webhooks/due-status-changes.ts). */
export const orderEventsJob: PeriodicJob = {
  name: 'order-events',
  everyMs,
  async run(app) {
    const { reportDueStatusChanges } = await import('./due-status-changes');
    await reportDueStatusChanges(app.db, app.now());
  },
};

/** Sends due webhook events to the merchants (services/webhooks/webhook-delivery.ts). */
export const webhookDeliveryJob: PeriodicJob = {
  name: 'webhook-delivery',
  everyMs,
  async run(app) {
    const { deliverDueEvents } = await import('./webhook-delivery');
    await deliverDueEvents(app);
  },
};
