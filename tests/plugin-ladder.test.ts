import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/server/app';
import { serverConfigFromEnv } from '../src/server/config';
import { LogOutput } from '../src/server/log-output';
import { buildRung, rungs } from './bench/pluginLadder';
import { freshDb } from './helpers/testDb';

const nowhere = () => new LogOutput({ writableLength: 0, write: () => undefined, on: () => undefined });
const call = { method: 'GET', url: '/api/index/client/ip', headers: { 'accept-language': 'es' } } as const;

/** What an answer is made of, less what differs on every request (its id and date). */
function shape(response: { statusCode: number; body: string; headers: Record<string, unknown> }) {
  const headers = Object.keys(response.headers)
    .filter((name) => name !== 'date')
    .sort();
  return { status: response.statusCode, body: response.body, headers };
}

// npm run bench:plugins reads what each plugin costs off this ladder: its top must be the app's own do-nothing route.
describe('the plugin ladder of bench:plugins', { timeout: 90_000 }, () => {
  it('answers at its last rung as the Gangway app answers the do-nothing route: same status, body and header names', async () => {
    const ladder = await buildRung(rungs.length - 1, nowhere());
    const db = await freshDb();
    const app = await buildApp({ db, config: serverConfigFromEnv({ NODE_ENV: 'test' }), logOutput: nowhere() });
    try {
      expect(shape(await ladder.inject(call))).toEqual(shape(await app.inject(call)));
    } finally {
      await Promise.all([ladder.close(), app.close()]);
      await db.close();
    }
  });

  it('answers the route at every rung', async () => {
    for (const [index] of rungs.entries()) {
      const ladder = await buildRung(index, nowhere());
      const response = await ladder.inject(call);
      await ladder.close();
      expect({ index, status: response.statusCode, data: (response.json() as { data: unknown }).data }).toEqual({
        index,
        status: 200,
        data: { ip: '127.0.0.1' },
      });
    }
  });
});
