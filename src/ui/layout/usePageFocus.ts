import { useEffect, useRef, type RefObject } from 'react';

/** How long a new page may take to show its heading (a lazy chunk, then its data) before focus stays on <main>. */
const pageReadyTimeoutMs = 10_000;

const fieldSelector = 'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)';

/**
 * Where a page starts for keyboard and screen-reader users: its first field when its heading sits in
 * a form (the page is a form: the verification code, the receiving wallet), else its heading.
 * Undefined while the page has no heading yet (a spinner while its chunk or data loads).
 */
export function pageStart(root: HTMLElement): HTMLElement | undefined {
  const heading = root.querySelector<HTMLElement>('h1');
  if (!heading) return undefined;
  const field = heading.closest('form')?.querySelector<HTMLElement>(fieldSelector);
  if (field) return field;
  // A heading is not focusable by itself; -1 lets a script focus it without adding a tab stop.
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading;
}

/** Focus nobody chose: on <main> (the stand-in while the page loads) or on the body (the focused element left the page). */
const unclaimed = (main: HTMLElement) => document.activeElement === null || document.activeElement === document.body || document.activeElement === main;

function focusStart(main: HTMLElement): boolean {
  const start = pageStart(main);
  start?.focus({ preventScroll: true });
  return start !== undefined;
}

/**
 * After a route change (not on the first load) focus goes to <main> at once, then to the page's
 * start (pageStart) as soon as the screen renders it, unless the user has moved focus meanwhile.
 * While on a page, when the focused element is removed (a result page swaps its panel as the
 * order's status changes), focus goes back to the page's start rather than to the document body,
 * where a keyboard user would have to begin again from the top.
 */
export function usePageFocus(main: RefObject<HTMLElement | null>, hash: string): void {
  const firstRoute = useRef(true);

  useEffect(() => {
    const root = main.current;
    if (firstRoute.current || !root) {
      firstRoute.current = false;
      return;
    }
    root.focus({ preventScroll: true });
    window.scrollTo(0, 0);
    if (focusStart(root)) return;
    const observer = new MutationObserver(() => {
      if (!unclaimed(root) || focusStart(root)) stop();
    });
    const timer = setTimeout(() => stop(), pageReadyTimeoutMs);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    observer.observe(root, { childList: true, subtree: true });
    return stop;
  }, [main, hash]);

  useEffect(() => {
    const root = main.current;
    if (!root) return;
    let focused: Element | null = null;
    const remember = (event: FocusEvent) => {
      focused = event.target instanceof Element && root.contains(event.target) ? event.target : null;
    };
    const observer = new MutationObserver(() => {
      if (focused !== null && !focused.isConnected && unclaimed(root)) {
        focused = null;
        focusStart(root);
      }
    });
    document.addEventListener('focusin', remember);
    observer.observe(root, { childList: true, subtree: true });
    return () => {
      document.removeEventListener('focusin', remember);
      observer.disconnect();
    };
  }, [main]);
}
