import { constants } from '../shared/config/constants';
import type { PeriodicJob } from './jobs';
import { deleteUsedQuotes } from './services/quote-store';
import { deleteEndedWindows } from './services/rate-limits';
import { deleteEndedEvents } from './services/webhooks/outbox-retention';
import { deleteSettledRecords } from './settlement/retention';

/**
 * Runs a batch delete until a batch comes back short or the pass has sent maxBatchesPerPass of
 * them: every statement holds its locks briefly, every pass does bounded work, and whatever is left
 * goes in the next pass. Answers how many rows went.
 */
async function deleteInBatches(deleteBatch: (batchSize: number) => Promise<number>): Promise<number> {
  const { batchSize, maxBatchesPerPass } = constants.storeCleanup;
  let deleted = 0;
  for (let batch = 0; batch < maxBatchesPerPass; batch += 1) {
    const gone = await deleteBatch(batchSize);
    deleted += gone;
    if (gone < batchSize) break;
  }
  return deleted;
}

/**
 * A used quote's row keeps a second order from it until the quote expires; its seal refuses it
 * after that. Kept one validity period longer, so an instance whose clock runs behind the one that
 * deletes still finds the row while it would take the quote as live.
 */
export const usedQuotesJob: PeriodicJob = {
  name: 'used-quotes',
  everyMs: constants.storeCleanup.everyMs,
  async run(app) {
    const before = app.now() - constants.quoteValidityMs;
    await deleteInBatches((batchSize) => deleteUsedQuotes(app.db, before, batchSize));
  },
};

/** Rate-limit counters of windows that have ended count nothing any more. */
export const endedRateLimitWindowsJob: PeriodicJob = {
  name: 'ended-rate-limit-windows',
  everyMs: constants.storeCleanup.everyMs,
  async run(app) {
    const now = app.now();
    await deleteInBatches((batchSize) => deleteEndedWindows(app.db, now, batchSize));
  },
};

/** Webhook events past merchants.json webhooks.retentionMs that are done with (delivered, failed, skipped), and their attempts. */
export const endedWebhookEventsJob: PeriodicJob = {
  name: 'ended-webhook-events',
  everyMs: constants.storeCleanup.everyMs,
  async run(app) {
    const before = app.now() - app.config.merchants.webhooks.retentionMs;
    await deleteInBatches((batchSize) => deleteEndedEvents(app.db, before, batchSize));
  },
};

/** Provider events applied, and reconciler watches finished, longer ago than providers.json settlement.inbox.retentionMs. */
export const settledRecordsJob: PeriodicJob = {
  name: 'settled-provider-records',
  everyMs: constants.storeCleanup.everyMs,
  async run(app) {
    const before = app.now() - app.config.providers.settlement.inbox.retentionMs;
    await deleteInBatches((batchSize) => deleteSettledRecords(app.db, before, batchSize));
  },
};
