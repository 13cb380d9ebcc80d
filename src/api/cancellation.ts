/**
 * Every pending request registers here so the router can cancel them all on a route change
 * (product §3 "Request state", §7). A cancelled request resolves quietly: it is never an error toast.
 */
export class CancellationRegistry {
  private readonly pending = new Set<AbortController>();

  /** A controller for one request; aborted by cancelAll() or by the caller's own signal. */
  open(callerSignal?: AbortSignal): AbortController {
    const controller = new AbortController();
    if (callerSignal?.aborted) controller.abort();
    callerSignal?.addEventListener('abort', () => controller.abort(), { once: true });
    this.pending.add(controller);
    return controller;
  }

  close(controller: AbortController): void {
    this.pending.delete(controller);
  }

  cancelAll(): void {
    for (const controller of this.pending) controller.abort();
    this.pending.clear();
  }

  get size(): number {
    return this.pending.size;
  }
}
