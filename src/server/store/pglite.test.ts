import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db';
import { openPglite } from './pglite';

describe('the embedded store under a queue of queries', () => {
  let db: Db;
  beforeAll(async () => {
    ({ db } = await openPglite('memory://'));
  });
  afterAll(() => db.close());

  // PGlite runs a query synchronously and hands its lock on through promise callbacks. Without a
  // turn of the event loop before each query, callers that each run several in a row (as requests
  // do) keep the lock's queue full, and the loop reads no socket and fires no timer until all are
  // done: under load, a request arriving then waited seconds before the server read it.
  it('lets the event loop turn while callers run queries and transactions one after another', async () => {
    const callers = 20;
    const eachRuns = 10;
    let done = 0;
    let doneWhenATimerFired: number | undefined;
    setTimeout(() => {
      doneWhenATimerFired = done;
    }, 0);
    await Promise.all(
      Array.from({ length: callers }, async (_, caller) => {
        for (let step = 0; step < eachRuns; step += 1) {
          await ((caller + step) % 2 === 0 ? db.query('SELECT 1') : db.transaction((tx) => tx.query('SELECT 1')));
          done += 1;
        }
      }),
    );
    expect(doneWhenATimerFired, 'no timer fired until every query was done').toBeDefined();
    // A timer fires once per turn of the loop, so it fires long before the queue runs dry.
    expect(doneWhenATimerFired).toBeLessThan((callers * eachRuns) / 2);
  });
});
