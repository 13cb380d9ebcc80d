import { writeSync } from 'node:fs';
import { Socket } from 'node:net';
import { LogOutput, type LogTarget } from './log-output';

/** The one function of libuv's stream handle used here (not part of Node's public API, stable since Node 0.12). */
interface StreamHandle {
  setBlocking?(blocking: boolean): unknown;
}

/**
 * process.stdout as a target that never blocks. A pipe or a socket (a log shipper, journald) is
 * written asynchronously by Node already: what the reader has not taken waits in memory, which
 * LogOutput bounds. A terminal is written synchronously on Linux, so one that stops reading (an SSH
 * session whose network dropped, Ctrl-S) would stop the server: its handle is made non-blocking,
 * which libuv allows because it reopened the terminal for this process alone. A file (or /dev/null)
 * has no reader to wait for: each line is written at once.
 */
export function stdoutTarget(): LogTarget {
  const stdout = process.stdout;
  if (!(stdout instanceof Socket)) {
    return { writableLength: 0, write: (text: string) => writeSync(1, text), on: () => undefined };
  }
  if (stdout.isTTY) (stdout as unknown as { _handle?: StreamHandle })._handle?.setBlocking?.(false);
  return stdout;
}

/** The server's log on stdout: JSON lines, bounded and never waited for. */
export function stdoutLogOutput(): LogOutput {
  return new LogOutput(stdoutTarget());
}
