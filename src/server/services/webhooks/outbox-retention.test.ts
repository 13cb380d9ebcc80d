import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../tests/helpers/testApp';
import { sharedStores, type SharedStore } from '../../../../tests/helpers/storeInstances';
import type { Db } from '../../store/db';
import { endedWebhookEventsJob } from '../../housekeeping-jobs';
import { deleteEndedEvents } from './outbox-retention';

const dayMs = 86_400_000;
const now = 1_767_225_600_000;

/** An event of `state` created `ageDays` ago, with `attempts` delivery rows. */
async function insertEvent(db: Db, id: string, state: string, ageDays: number, attempts = 1): Promise<void> {
  const createdAt = now - ageDays * dayMs;
  await db.query(
    `INSERT INTO webhook_events (id, app_id, order_no, type, sequence, created_at, body, state, attempts, next_attempt_at)
     VALUES ($1, 'sandbox-demo', $1, 'order.created', 1, $2, '{}', $3, $4, $5)`,
    [id, createdAt, state, attempts, state === 'pending' ? createdAt : null],
  );
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    await db.query(
      'INSERT INTO webhook_deliveries (event_id, attempt, attempted_at, duration_ms, status_code, error, delivered) VALUES ($1, $2, $3, 5, 500, null, false)',
      [id, attempt, createdAt],
    );
  }
}

const remaining = async (db: Db) => (await db.query<{ id: string }>('SELECT id FROM webhook_events ORDER BY id')).map((row) => row.id);
const attemptsLeft = async (db: Db) => (await db.one<{ count: number }>('SELECT count(*)::int AS count FROM webhook_deliveries'))?.count;

describe.each(sharedStores)('ended webhook events on a $name store shared by instances', (shared) => {
  let store: SharedStore;
  beforeAll(async () => {
    store = await shared.open();
  });
  afterAll(() => store.drop());

  it('go past the retention with their attempts, each deleted by one instance, while pending and recent ones stay', async () => {
    const old = Array.from({ length: 40 }, (_, i) => `evt_old_${String(i).padStart(2, '0')}`);
    for (const [i, id] of old.entries()) await insertEvent(store.db, id, ['delivered', 'failed', 'skipped'][i % 3] ?? 'delivered', 31 + i, 2);
    await insertEvent(store.db, 'evt_pending_old', 'pending', 90);
    await insertEvent(store.db, 'evt_recent', 'delivered', 29);

    const before = now - 30 * dayMs;
    // Four instances run the pass at once, in batches of 5: together they delete each old event once.
    const instances = store.instances(4);
    const deletedBy = await Promise.all(
      instances.map(async (db) => {
        let deleted = 0;
        for (let gone = await deleteEndedEvents(db, before, 5); gone > 0; gone = await deleteEndedEvents(db, before, 5)) deleted += gone;
        return deleted;
      }),
    );
    expect(deletedBy.reduce((sum, count) => sum + count, 0)).toBe(old.length);
    expect(await remaining(store.db)).toEqual(['evt_pending_old', 'evt_recent']);
    expect(await attemptsLeft(store.db)).toBe(2);
  });

  it('a batch deletes at most its size, oldest first', async () => {
    for (let i = 0; i < 4; i += 1) await insertEvent(store.db, `evt_batch_${i}`, 'delivered', 40 + i);
    expect(await deleteEndedEvents(store.db, now - 30 * dayMs, 3)).toBe(3);
    expect(await remaining(store.db)).toEqual(['evt_batch_0', 'evt_pending_old', 'evt_recent']);
  });
});

describe('the ended-webhook-events job', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp({ startAt: now });
  });
  afterAll(() => test.close());

  it('keeps events for merchants.json webhooks.retentionMs (30 days), then deletes them on its pass', async () => {
    expect(test.app.config.merchants.webhooks.retentionMs).toBe(30 * dayMs);
    await insertEvent(test.db, 'evt_day_29', 'delivered', 29);
    await insertEvent(test.db, 'evt_day_31', 'failed', 31, 3);
    await endedWebhookEventsJob.run(test.app);
    expect(await remaining(test.db)).toEqual(['evt_day_29']);
    test.clock.advance(2 * dayMs);
    await endedWebhookEventsJob.run(test.app);
    expect(await remaining(test.db)).toEqual([]);
    expect(await attemptsLeft(test.db)).toBe(0);
  });
});
