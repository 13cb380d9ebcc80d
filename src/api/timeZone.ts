/** The part of the Temporal API this reads (Chromium ships it; other browsers may not yet). */
interface TemporalScope {
  Temporal?: { Now?: { timeZoneId?: () => string } };
}

/**
 * The browser's IANA time zone, for the timezone header every call carries (product §7). Temporal
 * answers at once. Intl.DateTimeFormat's first use loads the time-zone data: 150–450 ms with the
 * CPU slowed 4× like a mid-range phone's, right when the first quote is asked. So it is only the
 * fallback, for browsers without Temporal.
 */
export function browserTimeZone(scope: TemporalScope = globalThis as TemporalScope): string {
  const now = scope.Temporal?.Now;
  if (typeof now?.timeZoneId === 'function') return now.timeZoneId();
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
