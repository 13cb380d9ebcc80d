import type { FastifyInstance } from 'fastify';

/**
 * Work the server does on a clock rather than on a request (expired quote cleanup, webhook
 * delivery). Every instance runs every job; a job takes each item of work under a lock in the
 * store (`FOR UPDATE SKIP LOCKED`, or an advisory lock for a whole pass), so N instances sharing
 * one PostgreSQL never do one item twice.
 */
export interface PeriodicJob {
  name: string;
  /** The period, or how to read it from the app's config. */
  everyMs: number | ((app: FastifyInstance) => number);
  /** One pass; resolves when the pass is done. A throw is logged and the next pass runs as planned. */
  run(app: FastifyInstance): Promise<void>;
}

export interface RunningJobs {
  /** Stops scheduling and waits for any pass in progress. */
  stop(): Promise<void>;
}

/**
 * Runs each job every `everyMs` (a pass never overlaps its previous one) until stop(); the timers
 * do not keep the process alive. Started by serve.ts after listen, not by buildApp, so tests that build an app
 * run a job's pass themselves, on their own clock.
 */
export function startPeriodicJobs(app: FastifyInstance, jobs: readonly PeriodicJob[]): RunningJobs {
  let stopped = false;
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<void>>();

  const schedule = (job: PeriodicJob): void => {
    if (stopped) return;
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        const pass = job
          .run(app)
          .catch((error: unknown) => app.log.error({ err: error, job: job.name }, 'periodic job failed'))
          .finally(() => {
            inFlight.delete(pass);
            schedule(job);
          });
        inFlight.add(pass);
      },
      typeof job.everyMs === 'number' ? job.everyMs : job.everyMs(app),
    );
    timer.unref();
    timers.add(timer);
  };

  for (const job of jobs) schedule(job);
  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all([...inFlight]);
    },
  };
}
