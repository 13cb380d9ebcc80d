/** A clock the test moves by hand, handed to the app, the services and the providers as their `now`. */
export interface TestClock {
  now: () => number;
  /** Moves the clock forward, e.g. past a code's, a quote's or a payment window's end. */
  advance: (ms: number) => void;
}

/** Starts at 2026-01-01T00:00:00Z unless told, so dates in assertions do not depend on the day the tests run. */
export function testClock(start = Date.parse('2026-01-01T00:00:00Z')): TestClock {
  let current = start;
  return {
    now: () => current,
    advance: (ms) => {
      current += ms;
    },
  };
}
