import { levels, symbols } from 'pino';

/** Where a LogOutput writes: process.stdout as stdout-log.ts adapts it, or a test's stream. */
export interface LogTarget {
  /** Characters accepted and not yet handed to the operating system (a reader that stalls makes it grow). */
  readonly writableLength: number;
  write(text: string): unknown;
  on(event: 'drain', listener: () => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
}

export interface LogOutputOptions {
  /** Characters that may wait for the reader; a line that does not fit is dropped. */
  capacity?: number;
  /** Room beyond capacity that only error and fatal lines may take, so that they are dropped last. */
  errorReserve?: number;
  /** What is written for each line pino makes (the pretty printer at a terminal); the JSON line itself by default. */
  format?: (line: string) => string;
}

/** About 3,000 request lines: a reader that pauses for a moment loses nothing. */
const defaultCapacity = 1024 * 1024;
const defaultErrorReserve = 64 * 1024;
const flushPollMs = 10;
/** pino's number for the error level; fatal is above it. */
const errorLevel = levels.values.error ?? 50;

/**
 * pino's destination for the server's log: bounded, and it never waits. A line is kept only while
 * it fits the capacity beside what waits to be written and what the target still holds; otherwise
 * it is dropped and counted (gangway_log_lines_dropped_total), and once the target has written
 * everything it held, one warning says how many were dropped. Nothing here blocks: not a request
 * while the reader stalls, not the exit (pino's own stdout destination retries a stalled write by
 * sleeping in a loop, and its flush at exit never ends while the pipe is not read).
 *
 * The lines of one turn of the event loop go to the target as one write, just after it (setImmediate):
 * under load many requests end in one turn, and a write per line (a system call each) was about a
 * tenth of what a request that does little costs. `flushNow` writes what waits at once (the exit).
 */
export class LogOutput {
  /** Asks pino to set lastLevel before each write: error lines may use the reserve. */
  readonly [symbols.needsMetadataGsym] = true;
  lastLevel = 0;
  readonly #target: LogTarget;
  readonly #capacity: number;
  readonly #errorReserve: number;
  readonly #format: (line: string) => string;
  #dropped = 0;
  #unreported = 0;
  /** The target failed (the reader closed the pipe): every later line is dropped. */
  #broken = false;
  #reportDrops: (dropped: number) => void = () => undefined;
  /** Lines accepted and not yet handed to the target, written together by flushNow. */
  #waiting: string[] = [];
  #waitingLength = 0;
  #flushScheduled = false;

  constructor(target: LogTarget, { capacity = defaultCapacity, errorReserve = defaultErrorReserve, format = (line) => line }: LogOutputOptions = {}) {
    this.#target = target;
    this.#capacity = capacity;
    this.#errorReserve = errorReserve;
    this.#format = format;
    target.on('drain', () => this.#reportIfFlowing());
    target.on('error', () => {
      this.#broken = true;
    });
  }

  /** Lines dropped since the start. */
  get droppedLines(): number {
    return this.#dropped;
  }

  /** Who says how many lines were dropped once output flows again: the app's own logger, so the line looks like every other. */
  reportDropsWith(report: (dropped: number) => void): void {
    this.#reportDrops = report;
  }

  write(line: string): void {
    const text = this.#format(line);
    const room = this.#capacity + (this.lastLevel >= errorLevel ? this.#errorReserve : 0) - this.#target.writableLength - this.#waitingLength;
    if (this.#broken || text.length > room) {
      this.#drop();
      return;
    }
    this.#waiting.push(text);
    this.#waitingLength += text.length;
    if (!this.#flushScheduled) {
      this.#flushScheduled = true;
      setImmediate(() => this.flushNow());
    }
  }

  /** Hands every waiting line to the target in one write. */
  flushNow(): void {
    this.#flushScheduled = false;
    if (this.#waiting.length === 0) return;
    const lines = this.#waiting;
    this.#waiting = [];
    this.#waitingLength = 0;
    if (this.#broken) {
      this.#drop(lines.length);
      return;
    }
    try {
      this.#target.write(lines.join(''));
    } catch {
      // A file on a full disk: these lines are lost, the next may be written.
      this.#drop(lines.length);
      return;
    }
    this.#reportIfFlowing();
  }

  /** Resolves once the target holds nothing more, or after `withinMs`: the exit never waits longer for a reader. */
  flushed(withinMs: number): Promise<void> {
    this.flushNow();
    const until = Date.now() + withinMs;
    return new Promise((resolve) => {
      const check = () => {
        if (this.#broken || (this.#target.writableLength === 0 && this.#waitingLength === 0) || Date.now() >= until) {
          clearInterval(poll);
          resolve();
        }
      };
      const poll = setInterval(check, flushPollMs);
      check();
    });
  }

  #drop(lines = 1): void {
    this.#dropped += lines;
    this.#unreported += lines;
  }

  #reportIfFlowing(): void {
    if (this.#unreported === 0 || this.#broken || this.#target.writableLength > 0 || this.#waitingLength > 0) return;
    const dropped = this.#unreported;
    this.#unreported = 0;
    this.#reportDrops(dropped);
  }
}
