import autocannon from 'autocannon';

/** Seconds of unmeasured load before a measured run (BENCH_WARMUP_SECONDS, default 3). */
export const warmUpSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);

/**
 * The same load as a measured run, for warmUpSeconds, its figures dropped: a server just started
 * runs its handlers unoptimized for its first seconds (V8 compiles the hot paths as they get
 * hot), and the benches measure a server in service, as the baselines beside them are.
 */
export async function warmUp(options: autocannon.Options): Promise<void> {
  if (warmUpSeconds <= 0) return;
  await autocannon({ ...options, duration: warmUpSeconds });
}
