import { useEffect, useState } from 'react';

/**
 * False until the browser first has nothing else to do (requestIdleCallback; a timer where the
 * browser has none), then true for good. For what the page can show a moment later: it then
 * stays off the main thread while the first screen and its first quote are built.
 */
export function useAfterFirstIdle(win: Window = window): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (idle) return undefined;
    if (typeof win.requestIdleCallback === 'function') {
      const handle = win.requestIdleCallback(() => setIdle(true));
      return () => win.cancelIdleCallback(handle);
    }
    const timer = win.setTimeout(() => setIdle(true), 0);
    return () => win.clearTimeout(timer);
  }, [idle, win]);
  return idle;
}
