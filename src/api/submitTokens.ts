/**
 * Idempotency keys for submit actions (spec §7 header submit-token). One key per user action:
 * a retry of the same action (its first attempt's outcome is unknown: network failure, timeout,
 * cancellation) reuses the key so the server returns the first result instead of acting twice;
 * once the server has answered, the action is over and the next submit gets a fresh key.
 */
export class SubmitTokens {
  private readonly open = new Map<string, string>();

  keyFor(actionKey: string): string {
    const existing = this.open.get(actionKey);
    if (existing) return existing;
    const created = globalThis.crypto.randomUUID();
    this.open.set(actionKey, created);
    return created;
  }

  settle(actionKey: string): void {
    this.open.delete(actionKey);
  }
}
