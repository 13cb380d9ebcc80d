import { constants } from '../../shared/config/constants';

/** A screen's script could not be loaded even after the retries (product §8). */
export class ChunkLoadError extends Error {
  constructor(
    readonly attempts: number,
    readonly lastError: unknown,
  ) {
    super(`A script chunk failed to load after ${attempts} attempts`);
    this.name = 'ChunkLoadError';
  }
}

/** `load()`, or a rejection once `timeoutMs` has passed without its answer. */
export function withTimeout<T>(load: () => Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`chunk load timed out after ${timeoutMs} ms`)), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Product §8: a chunk that does not arrive within chunkLoadTimeoutMs (120 s) counts as failed; it is
 * tried again chunkLoadRetries times, then the failure is thrown for the error boundary to report.
 */
export async function loadChunk<T>(
  load: () => Promise<T>,
  retries: number = constants.chunkLoadRetries,
  timeoutMs: number = constants.chunkLoadTimeoutMs,
): Promise<T> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= retries; attempt++) {
    try {
      return await withTimeout(load, timeoutMs);
    } catch (error) {
      lastError = error;
    }
  }
  throw new ChunkLoadError(retries + 1, lastError);
}
