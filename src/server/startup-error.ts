/**
 * A reason the server cannot start that the operator can act on (a busy or read-only DATA_DIR, an
 * unreachable database, a sandbox on a public address). main.ts prints its message, one line,
 * without a stack trace, and exits with code 1.
 */
export class StartupError extends Error {}

/** "EROFS: read-only file system" from a Node file-system error, without the path it repeats. */
export function systemReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split(/, (?:open|mkdir|scandir|stat|access|unlink|rmdir|lstat) '/)[0] ?? message;
}
