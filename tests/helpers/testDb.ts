import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../../src/server/store/db';
import { loadMigrations, migrate } from '../../src/server/store/migrate';
import { openPglite } from '../../src/server/store/pglite';
import { openPostgres, postgresOptionsFromEnv } from '../../src/server/store/postgres';

/**
 * PGlite takes ~4 s to initialise and migrate a database but ~0.5 s to load a dumped one
 * (STACK.md), so the migrated template is dumped once to the temp folder, keyed by the migrations'
 * content, and every test database starts from a copy of it.
 */
let template: Blob | undefined;

function templatePath(): string {
  const digest = createHash('sha256');
  for (const migration of loadMigrations()) digest.update(`${migration.version}:${migration.sql}`);
  return join(tmpdir(), `gangway-test-db-${digest.digest('hex').slice(0, 16)}.tar`);
}

async function loadTemplate(): Promise<Blob> {
  if (template) return template;
  const path = templatePath();
  if (!existsSync(path)) {
    const { db, pg } = await openPglite('memory://');
    await migrate(db);
    const dump = await pg.dumpDataDir('none');
    await db.close();
    // Write then rename, so a parallel worker never reads a half-written template.
    const partial = `${path}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, path);
  }
  template = new Blob([readFileSync(path)]);
  return template;
}

/** A migrated, empty, in-memory database of its own. Close it after the test (freshDb().close()). */
export async function freshDb(): Promise<Db> {
  return (await openPglite('memory://', await loadTemplate())).db;
}

/**
 * Fills an empty directory with a copy of the migrated template: a DATA_DIR a server process opens
 * in about a second instead of creating and migrating a database itself.
 */
export async function migratedDataDir(dataDir: string): Promise<void> {
  await (await migratedStoreAt(dataDir)).close();
}

/** The store of an empty directory, opened in this process from a copy of the migrated template. */
export async function migratedStoreAt(dataDir: string): Promise<Db> {
  return (await openPglite(dataDir, await loadTemplate())).db;
}

/** A PostgreSQL store of a test (TEST_DATABASE_URL's cluster) with the default pool settings. */
export function openTestPostgres(url: string): Db {
  // A broken idle connection is dropped and replaced by the pool, as in production; the queries of the test say whether that mattered.
  return openPostgres(
    url,
    postgresOptionsFromEnv({}, () => undefined),
  );
}
