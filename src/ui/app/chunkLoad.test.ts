import { describe, it, expect, vi, afterEach } from 'vitest';
import { ChunkLoadError, loadChunk } from './chunkLoad';

afterEach(() => vi.useRealTimers());

describe('loading a script chunk', () => {
  it('retries a failed load and returns the module once it arrives', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ default: 'screen' });
    await expect(loadChunk(load, 2, 1000)).resolves.toEqual({ default: 'screen' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up after the configured retries with a ChunkLoadError naming the attempts', async () => {
    const load = vi.fn().mockRejectedValue(new Error('offline'));
    const failure = loadChunk(load, 2, 1000);
    await expect(failure).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(failure).rejects.toThrow('A script chunk failed to load after 3 attempts');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('counts a load that never answers within the timeout as failed', async () => {
    vi.useFakeTimers();
    const load = vi.fn(() => new Promise<never>(() => undefined));
    const failure = loadChunk(load, 1, 120_000);
    const settled = expect(failure).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(120_001);
    await settled;
    expect(load).toHaveBeenCalledTimes(2);
  });
});
