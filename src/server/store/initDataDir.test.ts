import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabaseApart } from './initDataDir';
import { openPglite } from './pglite';

const dataDir = mkdtempSync(join(tmpdir(), 'gangway-init-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('a new embedded database, created in a child process', () => {
  it('is made in an empty DATA_DIR and opens here with its data kept', async () => {
    await createDatabaseApart(dataDir);
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
    const { db } = await openPglite(dataDir);
    await db.query('create table kept (note text)');
    await db.query("insert into kept values ('written after the child created the database')");
    await db.close();
    const created = statSync(join(dataDir, 'PG_VERSION')).mtimeMs;
    // A DATA_DIR that holds a database is left as it is.
    await createDatabaseApart(dataDir);
    expect(statSync(join(dataDir, 'PG_VERSION')).mtimeMs).toBe(created);
    const reopened = await openPglite(dataDir);
    expect(await reopened.db.query('select note from kept')).toEqual([{ note: 'written after the child created the database' }]);
    await reopened.db.close();
  }, 120_000);
});
