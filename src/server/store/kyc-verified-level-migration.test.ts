import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db';
import { loadMigrations, migrate } from './migrate';
import { openPglite } from './pglite';

/** Migration 091 on rows written by the code before it: a level lifted by a token goes back to the level decided. */
describe('migration 091_kyc_verified_level', () => {
  let db: Db;
  const all = loadMigrations();
  const before = all.filter((migration) => migration.version < 91);

  beforeAll(async () => {
    db = (await openPglite('memory://')).db;
    await migrate(db, before);
    for (const userNo of ['LIFTED', 'VERIFIED2', 'WAITING', 'DRAFT'])
      await db.query('INSERT INTO users (user_no, email, created_at) VALUES ($1, $2, 0)', [userNo, `${userNo}@example.com`]);
    const insert =
      'INSERT INTO kyc_reviews (user_no, level, sdk_token, identity, submitted_at, outcome, decided_after_ms, updated_at) VALUES ($1, $2, $3, $4, $5, $6, 3000, $7)';
    const identity = JSON.stringify({ firstName: 'Ana', lastName: 'Approved' });
    // Approved at level 1, then getToken/v2 wrote level 2 over it: the defect the verified level repairs.
    await db.query(insert, ['LIFTED', 2, 'sbx_kyc_lifted', identity, 1000, 'succeeded', 9000]);
    // Submitted and approved at level 2 with its own token: untouched since.
    await db.query(insert, ['VERIFIED2', 2, 'sbx_kyc_verified', identity, 1000, 'succeeded', 1000]);
    await db.query(insert, ['WAITING', 2, 'sbx_kyc_waiting', identity, 1000, 'succeeded', 1000]);
    await db.query(insert, ['DRAFT', 1, null, identity, null, null, 500]);
    await migrate(db, all);
  });
  afterAll(() => db.close());

  const rowOf = (userNo: string) =>
    db.one<{ level: number; sdk_level: number | null; verified_level: number }>('SELECT level, sdk_level, verified_level FROM kyc_reviews WHERE user_no = $1', [
      userNo,
    ]);

  it('puts a level lifted by a token back to the level its review decided, and keeps the token for the level asked', async () => {
    expect(await rowOf('LIFTED')).toEqual({ level: 1, sdk_level: 2, verified_level: 0 });
  });

  it('leaves a review decided at its own level, and a draft, as they were', async () => {
    expect(await rowOf('VERIFIED2')).toEqual({ level: 2, sdk_level: 2, verified_level: 0 });
    expect(await rowOf('WAITING')).toEqual({ level: 2, sdk_level: 2, verified_level: 0 });
    expect(await rowOf('DRAFT')).toEqual({ level: 1, sdk_level: null, verified_level: 0 });
  });
});
