import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Writable } from 'node:stream';
import { stripVTControlCharacters } from 'node:util';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { LogOutput } from './log-output';
import { loggerOptions } from './logger';
import { logFormatFor } from './stdout-log';

const stdoutLogModule = fileURLToPath(new URL('./stdout-log.ts', import.meta.url));

describe('the log format', () => {
  it('is JSON lines in production and wherever stdout is not a terminal', () => {
    expect(logFormatFor({ NODE_ENV: 'production' }, true)).toBeUndefined();
    expect(logFormatFor({ NODE_ENV: 'development' }, false)).toBeUndefined();
    expect(logFormatFor({}, false)).toBeUndefined();
  });

  it('is readable lines for a person at a terminal outside production, still masked and still carrying the request id', async () => {
    const format = logFormatFor({ NODE_ENV: 'development' }, true);
    expect(format).toBeTypeOf('function');
    const written: string[] = [];
    const terminal = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ logger: { ...loggerOptions('info'), stream: new LogOutput(terminal, { format }) } });
    app.post('/pay', async (request) => {
      request.log.info({ email: 'alice@example.com' }, 'paying');
      return {};
    });
    await app.inject({ method: 'POST', url: '/pay', payload: {} });
    await app.close();
    // LogOutput writes a turn's lines just after it.
    await new Promise((resolve) => setImmediate(resolve));
    // Without the terminal's colours.
    const log = stripVTControlCharacters(written.join(''));
    expect(log).not.toContain('{"level"');
    expect(log).toMatch(/^\[[\d:.]+\] INFO: paying \{"reqId":"req-1","email":"alic\*+"\}$/m);
    expect(log).toContain('alic*************');
    expect(log).not.toContain('alice@example.com');
  });
});

describe('the log on exit', () => {
  /** A process that logs one line on stdout (a pipe) and exits in the same turn of the event loop, with or without writeLogOnExit. */
  const lastWords = (flushOnExit: boolean) =>
    spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `const { stdoutLogOutput, writeLogOnExit } = await import(${JSON.stringify(stdoutLogModule)});
         const output = stdoutLogOutput({});
         if (${flushOnExit}) writeLogOnExit(output);
         output.write('{"msg":"last words"}\\n');
         process.exit(3);`,
      ],
      { encoding: 'utf8', timeout: 60_000 },
    );

  it('writes the lines of the turn the process exits in (a line waits for the end of its turn)', () => {
    const flushed = lastWords(true);
    expect(flushed.status).toBe(3);
    expect(flushed.stdout).toBe('{"msg":"last words"}\n');
    // Without it the line is lost: the test can tell the two apart.
    const lost = lastWords(false);
    expect(lost.status).toBe(3);
    expect(lost.stdout).toBe('');
  }, 120_000);
});
