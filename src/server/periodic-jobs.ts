import { endedRateLimitWindowsJob, expiredQuotesJob } from './housekeeping-jobs';
import type { PeriodicJob } from './jobs';

/** Every periodic job of the server, started by main.ts (see jobs.ts for how they share the work). */
export const periodicJobs: readonly PeriodicJob[] = [expiredQuotesJob, endedRateLimitWindowsJob];
