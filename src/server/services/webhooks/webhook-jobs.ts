import type { FastifyInstance } from 'fastify';
import type { PeriodicJob } from '../../jobs';
import { deliverDueEvents } from './webhook-delivery';

/** WEBHOOK_POLL_MS, parsed once at start (src/server/env.ts). */
const everyMs = (app: FastifyInstance) => app.config.webhookPollMs;

/** Writes closed the orders whose payment window or expiry ended (services/orders/order-windows.ts), with their merchant events. */
export const orderWindowsJob: PeriodicJob = {
  name: 'order-windows',
  everyMs,
  async run(app) {
    await app.settlement.windowsPass();
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
