import { endedRateLimitWindowsJob, endedWebhookEventsJob, usedQuotesJob, settledRecordsJob } from './housekeeping-jobs';
import type { PeriodicJob } from './jobs';
import { handoffPruneJob } from './services/merchant/handoffs';
import { linkNoncePruneJob } from './services/merchant/linkNonces';
import { orderWindowsJob, webhookDeliveryJob } from './services/webhooks/webhook-jobs';
import { chainTransfersJob, paymentRefundsJob, providerEventsJob, reconcilerJob, sandboxEventsJob } from './settlement-jobs';

/** Every periodic job of the server, started by serve.ts (see jobs.ts for how they share the work). */
export const periodicJobs: readonly PeriodicJob[] = [
  providerEventsJob,
  reconcilerJob,
  chainTransfersJob,
  paymentRefundsJob,
  sandboxEventsJob,
  orderWindowsJob,
  webhookDeliveryJob,
  usedQuotesJob,
  endedRateLimitWindowsJob,
  endedWebhookEventsJob,
  settledRecordsJob,
  linkNoncePruneJob,
  handoffPruneJob,
];
