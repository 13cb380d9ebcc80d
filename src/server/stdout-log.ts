import { writeSync } from 'node:fs';
import { createRequire } from 'node:module';
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

/**
 * pino-pretty's formatter, run in this process on each line LogOutput accepts; undefined where it is
 * not installed (it is a devDependency: `npm ci --omit=dev` leaves it out, and JSON lines are printed).
 * Not pino's transport: that runs in a worker fed through a shared buffer, and the main thread
 * waits (Atomics.wait) whenever the buffer is full and again at exit, which is what LogOutput avoids.
 */
export function prettyPrinter(): ((line: string) => string) | undefined {
  const require = createRequire(import.meta.url);
  let pretty: typeof import('pino-pretty');
  try {
    pretty = require('pino-pretty') as typeof import('pino-pretty');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'MODULE_NOT_FOUND') return undefined;
    throw error;
  }
  return pretty.prettyFactory({ colorize: true, singleLine: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' });
}

/** Readable lines for a person at a terminal outside production (where pino-pretty is installed); JSON lines (undefined) everywhere else. */
export function logFormatFor(env: Record<string, string | undefined>, atTerminal: boolean): ((line: string) => string) | undefined {
  return atTerminal && env.NODE_ENV !== 'production' ? prettyPrinter() : undefined;
}

/** The server's log on stdout, bounded and never waited for, in the format logFormatFor chooses. */
export function stdoutLogOutput(env: Record<string, string | undefined>): LogOutput {
  return new LogOutput(stdoutTarget(), { format: logFormatFor(env, process.stdout.isTTY === true) });
}

/**
 * Lines wait for the end of their turn of the event loop (LogOutput): an exit in between (an
 * operator's refusal to start, an uncaught error) still writes them, as its last act.
 */
export function writeLogOnExit(output: LogOutput): void {
  process.once('exit', () => output.flushNow());
}
