import { useCallback, useRef, useState, useSyncExternalStore } from 'react';

/** The current time, ticking every second while `active`; for countdowns (product §4). */
export function useNow(active: boolean, tickMs = 1000): number {
  // The clock is an external store: read again when it starts (it may have stood still since the
  // first render), then on every tick; the last reading is the snapshot until the next one.
  const [firstReading] = useState(() => Date.now());
  const reading = useRef(firstReading);
  const subscribe = useCallback(
    (changed: () => void) => {
      if (!active) return () => undefined;
      const read = () => {
        reading.current = Date.now();
        changed();
      };
      read();
      const timer = setInterval(read, tickMs);
      return () => clearInterval(timer);
    },
    [active, tickMs],
  );
  const getSnapshot = useCallback(() => reading.current, []);
  // A server render asks for its own snapshot: the same reading.
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
