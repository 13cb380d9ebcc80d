import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPeriodicJobs } from './jobs';

const app = { log: { error: vi.fn() } } as unknown as FastifyInstance;

describe('periodic jobs', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs a job every everyMs and never starts a pass while the previous one runs', async () => {
    let finish: () => void = () => undefined;
    const run = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const jobs = startPeriodicJobs(app, [{ name: 'slow', everyMs: 1000, run }]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(2);
    finish();
    await jobs.stop();
  });

  it('logs a failed pass and runs the next one as planned', async () => {
    const run = vi.fn().mockRejectedValueOnce(new Error('store down')).mockResolvedValue(undefined);
    const jobs = startPeriodicJobs(app, [{ name: 'flaky', everyMs: 500, run }]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(2);
    expect(app.log.error).toHaveBeenCalledWith(expect.objectContaining({ job: 'flaky' }), 'periodic job failed');
    await jobs.stop();
  });

  it('schedules nothing more after stop and waits for the pass in progress', async () => {
    let finish: () => void = () => undefined;
    const run = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const jobs = startPeriodicJobs(app, [{ name: 'last', everyMs: 100, run }]);
    await vi.advanceTimersByTimeAsync(100);
    let stopped = false;
    const stopping = jobs.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
