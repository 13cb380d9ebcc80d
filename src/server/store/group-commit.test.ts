import { describe, expect, it } from 'vitest';
import { groupCommit } from './group-commit';

describe('groupCommit', () => {
  it('writes the items handed in during one turn in one batch and answers each caller its own result', async () => {
    const batches: number[][] = [];
    const double = groupCommit(async (batch: number[]) => {
      batches.push(batch);
      return batch.map((item) => item * 2);
    }, 100);
    expect(await Promise.all([1, 2, 3].map(double))).toEqual([2, 4, 6]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('splits a queue longer than maxPerBatch and groups what arrives while a write runs', async () => {
    const batches: number[][] = [];
    let late: Promise<number> | undefined;
    const echo = groupCommit(async (batch: number[]) => {
      batches.push(batch);
      if (late === undefined) late = echo(99);
      return batch;
    }, 2);
    const first = await Promise.all([1, 2, 3].map(echo));
    expect(first).toEqual([1, 2, 3]);
    expect(await late).toBe(99);
    expect(batches).toEqual([[1, 2], [3, 99]]);
  });

  it('rejects the callers of a failed batch only; the next batch is written', async () => {
    let calls = 0;
    const write = groupCommit(async (batch: string[]) => {
      calls += 1;
      if (calls === 1) throw new Error('store down');
      return batch;
    }, 10);
    await expect(Promise.all([write('a'), write('b')])).rejects.toThrow('store down');
    expect(await write('c')).toBe('c');
  });
});
