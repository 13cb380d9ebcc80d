import type { PeriodicJob } from '../../jobs';
import { reportDueStatusChanges } from './due-status-changes';
import { deliverDueEvents } from './webhook-delivery';
import { webhookPollMs } from './webhook-poll';

const everyMs = webhookPollMs(process.env);

/** Writes the events of merchant orders whose status time alone changed (services/webhooks/due-status-changes.ts). */
export const orderEventsJob: PeriodicJob = {
  name: 'order-events',
  everyMs,
  async run(app) {
    await reportDueStatusChanges(app.db, app.now());
  },
};

/** Sends due webhook events to the merchants (services/webhooks/webhook-delivery.ts). */
export const webhookDeliveryJob: PeriodicJob = {
  name: 'webhook-delivery',
  everyMs,
  async run(app) {
    await deliverDueEvents(app);
  },
};
