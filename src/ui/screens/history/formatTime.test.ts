import { describe, expect, it } from 'vitest';
import { formatTime } from './formatTime';

describe('formatTime', () => {
  it('writes the time in the language of the page', () => {
    const at = Date.UTC(2026, 0, 15, 9, 30);
    expect(formatTime(at, 'en-US')).toContain('2026');
    expect(formatTime(at, 'zh-HK')).toContain('2026年');
    expect(formatTime(at, 'en-US')).not.toBe(formatTime(at, 'vi'));
  });

  it('leaves a missing time blank', () => {
    expect(formatTime(null, 'en-US')).toBe('');
    expect(formatTime(undefined, 'es')).toBe('');
  });
});
