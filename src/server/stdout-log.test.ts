import { Writable } from 'node:stream';
import { stripVTControlCharacters } from 'node:util';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { LogOutput } from './log-output';
import { loggerOptions } from './logger';
import { logFormatFor } from './stdout-log';

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
