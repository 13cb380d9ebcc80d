import type { PeriodicJob } from './jobs';

/** Every periodic job of the server, started by serve.ts (see jobs.ts for how they share the work). */
export const periodicJobs: readonly PeriodicJob[] = [];
