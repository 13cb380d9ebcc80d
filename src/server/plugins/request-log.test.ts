import { describe, expect, it } from 'vitest';
import { freshDb } from '../../../tests/helpers/testDb';
import { buildApp } from '../app';
import { serverConfigFromEnv } from '../config';
import { LogOutput } from '../log-output';

/** The app's log lines for `calls` at LOG_LEVEL `level`, with the server's own logger options (masking). */
async function linesOf(level: string, calls: { method: 'GET' | 'POST'; url: string }[]): Promise<Record<string, unknown>[]> {
  const lines: Record<string, unknown>[] = [];
  // One write carries the lines of one turn of the event loop (LogOutput).
  const target = {
    writableLength: 0,
    write: (text: string) =>
      lines.push(
        ...text
          .split('\n')
          .filter((line) => line !== '')
          .map((line) => JSON.parse(line) as Record<string, unknown>),
      ),
    on: () => undefined,
  };
  const db = await freshDb();
  const levelBefore = process.env.LOG_LEVEL;
  process.env.LOG_LEVEL = level;
  const app = await buildApp({ db, config: serverConfigFromEnv({ NODE_ENV: 'test' }), logOutput: new LogOutput(target) }).finally(() => {
    if (levelBefore === undefined) delete process.env.LOG_LEVEL;
    else process.env.LOG_LEVEL = levelBefore;
  });
  for (const call of calls) await app.inject(call);
  await app.close();
  await db.close();
  await new Promise((resolve) => setImmediate(resolve));
  return lines.filter((line) => line.reqId !== undefined);
}

describe('the request log', { timeout: 90_000 }, () => {
  it('writes one line per request at info: what was asked (URL masked), the status and the time', async () => {
    const lines = await linesOf('info', [
      { method: 'GET', url: '/api/health/live' },
      { method: 'GET', url: '/api/no/such/route?email=ann.smith@example.com' },
    ]);
    expect(lines.map((line) => line.msg)).toEqual(['request completed', 'request completed']);
    expect(lines[0]).toMatchObject({ req: { method: 'GET', url: '/api/health/live' }, res: { statusCode: 200 }, responseTime: expect.any(Number) });
    expect(lines[1]).toMatchObject({ res: { statusCode: 404 } });
    expect(JSON.stringify(lines[1])).not.toContain('ann.smith@example.com');
    // The request id is the line's reqId, said once: the request's own fields do not repeat it.
    expect(lines[0]?.reqId).toEqual(expect.any(String));
    expect(lines[0]?.req).not.toHaveProperty('id');
  });

  it('adds the incoming line at debug, to follow a request that never finishes', async () => {
    const lines = await linesOf('debug', [{ method: 'GET', url: '/api/health/live' }]);
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });
});
