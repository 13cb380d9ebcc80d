/**
 * A request cancelled on a route change (product §7 "pending requests are cancelled on route change")
 * rejects its actor with an AbortError, as an aborted fetch does. It is not a failure: a machine
 * ignores it (stays, or stops quietly when its page is gone) and never navigates or toasts on it.
 */
export function isCancellation(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}
