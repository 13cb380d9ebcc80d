import { useEffect, useState } from 'react';

/**
 * False until the browser first has nothing else to do (requestIdleCallback; a timer where the
 * browser has none), then true for good. For what the page can show a moment later: it then
 * stays off the main thread while the first screen and its first quote are built.
 */
export function useAfterFirstIdle(scope?: Window): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (idle) return undefined;
    // Read in the effect: the server's render of the landing page has no window.
    const win = scope ?? window;
    if (typeof win.requestIdleCallback === 'function') {
      const handle = win.requestIdleCallback(() => setIdle(true));
      return () => win.cancelIdleCallback(handle);
    }
    const timer = win.setTimeout(() => setIdle(true), 0);
    return () => win.clearTimeout(timer);
  }, [idle, scope]);
  return idle;
}
