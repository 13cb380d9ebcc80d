import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { freshDb } from '../../tests/helpers/testDb';
import { buildApp } from './app';
import { serverConfigFromEnv } from './config';
import { LogOutput, type LogTarget } from './log-output';

/** A reader the test holds: like a pipe nobody reads, it takes nothing until `release()`, then keeps up. */
function heldReader() {
  const taken: string[] = [];
  let held: (() => void)[] = [];
  let holding = true;
  const stream = new Writable({
    highWaterMark: 64,
    write(chunk: Buffer, _encoding, done) {
      taken.push(chunk.toString());
      if (holding) held.push(done);
      else done();
    },
  });
  return {
    stream,
    taken,
    release() {
      holding = false;
      for (const done of held) done();
      held = [];
    },
  };
}

const line = (text: string) => `${text.padEnd(29, '.')}\n`;

/** One turn of the event loop: the lines written in the last one have gone to the target. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('LogOutput', () => {
  it('drops the lines that do not fit while the reader takes nothing, and says how many once it has taken the rest', async () => {
    const reader = heldReader();
    const output = new LogOutput(reader.stream, { capacity: 100, errorReserve: 0 });
    const reports: number[] = [];
    output.reportDropsWith((dropped) => reports.push(dropped));
    for (let i = 0; i < 10; i += 1) output.write(line(`line ${i}`));
    // Three lines of 30 characters fit in 100.
    expect(output.droppedLines).toBe(7);
    expect(reports).toEqual([]);
    reader.release();
    await nextTurn();
    // The three lines of one turn are one write.
    expect(reader.taken).toEqual([line('line 0') + line('line 1') + line('line 2')]);
    expect(reports).toEqual([7]);
    output.write(line('line 10'));
    await nextTurn();
    expect(reader.taken.at(-1)).toBe(line('line 10'));
    expect(reports).toEqual([7]);
    expect(output.droppedLines).toBe(7);
  });

  it('keeps its reserve for error lines: an error is written when info lines are already dropped', async () => {
    const reader = heldReader();
    const output = new LogOutput(reader.stream, { capacity: 100, errorReserve: 60 });
    const logger = pino({ base: undefined, timestamp: false }, output);
    for (let i = 0; i < 10; i += 1) logger.info('request completed');
    const droppedInfo = output.droppedLines;
    expect(droppedInfo).toBeGreaterThan(0);
    logger.error('store unreachable');
    logger.info('request completed');
    expect(output.droppedLines).toBe(droppedInfo + 1);
    reader.release();
    await nextTurn();
    expect(
      reader.taken
        .join('')
        .split('\n')
        .filter((text) => text.includes('"level":50')),
    ).toEqual(['{"level":50,"msg":"store unreachable"}']);
  });

  it('drops a line the target refuses (a file on a full disk) and says so once a line is written again', async () => {
    const written: string[] = [];
    let full = true;
    const file: LogTarget = {
      writableLength: 0,
      write(text: string) {
        if (full) throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
        written.push(text);
      },
      on: () => undefined,
    };
    const output = new LogOutput(file);
    const reports: number[] = [];
    output.reportDropsWith((dropped) => {
      reports.push(dropped);
      output.write(line(`${dropped} dropped`));
    });
    output.write(line('lost'));
    output.write(line('lost too'));
    await nextTurn();
    expect(output.droppedLines).toBe(2);
    full = false;
    output.write(line('written'));
    await nextTurn();
    expect(reports).toEqual([2]);
    await nextTurn();
    expect(written).toEqual([line('written'), line('2 dropped')]);
  });

  it('drops every line once the reader has closed the pipe (EPIPE), without throwing', async () => {
    const reader = heldReader();
    const output = new LogOutput(reader.stream);
    reader.stream.emit('error', Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
    output.write(line('nobody reads this'));
    expect(output.droppedLines).toBe(1);
    await nextTurn();
    expect(reader.taken).toEqual([]);
  });

  it('writes the lines of one turn of the event loop as one write, in order, and at once when asked (the exit)', async () => {
    const written: string[] = [];
    const file: LogTarget = { writableLength: 0, write: (text: string) => written.push(text), on: () => undefined };
    const output = new LogOutput(file);
    for (let i = 0; i < 50; i += 1) output.write(line(`line ${i}`));
    expect(written).toEqual([]);
    await nextTurn();
    expect(written).toEqual([Array.from({ length: 50 }, (_, i) => line(`line ${i}`)).join('')]);
    output.write(line('last words'));
    output.flushNow();
    expect(written.at(-1)).toBe(line('last words'));
    await nextTurn();
    expect(written).toHaveLength(2);
  });

  it('counts lines that wait for the next turn against the capacity', () => {
    const output = new LogOutput({ writableLength: 0, write: () => undefined, on: () => undefined }, { capacity: 100, errorReserve: 0 });
    for (let i = 0; i < 5; i += 1) output.write(line(`line ${i}`));
    expect(output.droppedLines).toBe(2);
  });

  it('is flushed at once when nothing waits, when the reader takes what waits, or at the bound when it does not', async () => {
    const reader = heldReader();
    const output = new LogOutput(reader.stream);
    let started = performance.now();
    await output.flushed(5000);
    expect(performance.now() - started).toBeLessThan(100);

    output.write(line('waiting'));
    started = performance.now();
    await output.flushed(300);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);

    setTimeout(() => reader.release(), 50);
    started = performance.now();
    await output.flushed(5000);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('the app logging through a LogOutput whose reader stalls', () => {
  it('counts the dropped lines in gangway_log_lines_dropped_total and logs one warning with the same count once the reader keeps up', async () => {
    const reader = heldReader();
    const output = new LogOutput(reader.stream, { capacity: 2000, errorReserve: 0 });
    const db = await freshDb();
    const app = await buildApp({ db, config: serverConfigFromEnv({ NODE_ENV: 'test', METRICS_TOKEN: 'scrape' }), logOutput: output });
    for (let i = 0; i < 20; i += 1) await app.inject({ method: 'GET', url: '/api/health/live' });
    const scraped = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer scrape' } });
    const counted = Number(/^gangway_log_lines_dropped_total (\d+)$/m.exec(scraped.body)?.[1]);
    expect(counted).toBeGreaterThan(0);
    // The scrape counts what was dropped before it answered; its own line may be dropped after that.
    expect([output.droppedLines - 1, output.droppedLines]).toContain(counted);
    reader.release();
    // One turn for the stalled write to end, one for the warning it brings.
    await nextTurn();
    await nextTurn();
    const warnings = reader.taken
      .join('')
      .split('\n')
      .filter((text) => text !== '')
      .map((text) => JSON.parse(text) as { level: number; droppedLines?: number })
      .filter((entry) => entry.droppedLines !== undefined);
    expect(warnings).toEqual([expect.objectContaining({ level: 40, droppedLines: output.droppedLines })]);
    await app.close();
    await db.close();
  }, 60_000);
});
