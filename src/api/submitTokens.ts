/**
 * Idempotency keys for submit actions (product §7 header submit-token): one key per user action, that
 * is one submit of one request (path, query and body). A retry of that action, the same request
 * again while its first outcome is unknown (network failure, timeout, cancellation on a route
 * change), reuses the key so the server returns the first result instead of acting twice. A
 * different request under the same action name is another action and gets a fresh key: reusing
 * the key there would make the server refuse it as an idempotency conflict (40202). Once the
 * server has answered, the action is over and the next submit gets a fresh key.
 */
export class SubmitTokens {
  private readonly open = new Map<string, { request: unknown; key: string }>();

  /** The key for `request` under `actionName`; `request` compares by value for text, by identity for a Blob. */
  keyFor(actionName: string, request: unknown): string {
    const existing = this.open.get(actionName);
    if (existing && existing.request === request) return existing.key;
    const key = globalThis.crypto.randomUUID();
    this.open.set(actionName, { request, key });
    return key;
  }

  /** The server answered the action that used `key`; a newer action under the same name stays open. */
  settle(actionName: string, key: string): void {
    if (this.open.get(actionName)?.key === key) this.open.delete(actionName);
  }
}
