import { describe, expect, it } from 'vitest';
import { boundedMemo } from './bounded-memo';

describe('boundedMemo', () => {
  it('computes a key once, and again once it is the oldest of more than max', () => {
    const memo = boundedMemo<string>(2);
    const computed: string[] = [];
    const value = (key: string) =>
      memo(key, () => {
        computed.push(key);
        return key.toUpperCase();
      });
    expect([value('a'), value('a'), value('b'), value('a')]).toEqual(['A', 'A', 'B', 'A']);
    expect(computed).toEqual(['a', 'b']);
    value('c');
    value('a');
    expect(computed).toEqual(['a', 'b', 'c', 'a']);
  });

  it('keeps nothing of a computation that throws', () => {
    const memo = boundedMemo<number>(4);
    let calls = 0;
    const failing = () => {
      calls += 1;
      throw new Error('refused');
    };
    expect(() => memo('k', failing)).toThrow('refused');
    expect(() => memo('k', failing)).toThrow('refused');
    expect(calls).toBe(2);
    expect(memo('k', () => 7)).toBe(7);
  });
});
