import type { PeriodicJob } from '../../jobs';

/**
 * WEBHOOK_POLL_MS: how often each instance looks for merchant orders whose status time alone changed
 * and for webhook events due (default 5 s; tests run a real server with a short one).
 */
function webhookPollMs(env: Record<string, string | undefined> = process.env): number {
  const raw = env.WEBHOOK_POLL_MS;
  if (raw === undefined || raw === '') return 5000;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 50) throw new Error(`WEBHOOK_POLL_MS must be a whole number of milliseconds, at least 50; it is "${raw}"`);
  return value;
}

const everyMs = webhookPollMs();

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
