import { describe, expect, it } from 'vitest';
import { browserTimeZone } from './timeZone';

describe('the timezone header', () => {
  it("is Temporal's time zone where the browser has Temporal", () => {
    expect(browserTimeZone({ Temporal: { Now: { timeZoneId: () => 'America/Sao_Paulo' } } })).toBe('America/Sao_Paulo');
  });

  it("is Intl's time zone where it has not", () => {
    const intl = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(browserTimeZone({})).toBe(intl);
    expect(browserTimeZone({ Temporal: { Now: {} } })).toBe(intl);
  });
});
