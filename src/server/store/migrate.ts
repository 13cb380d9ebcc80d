import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Db } from './db';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

const migrationsDir = fileURLToPath(new URL('./migrations', import.meta.url));
const fileName = /^(\d{3})_([a-z0-9_]+)\.sql$/;
/** Any fixed number works; it only has to be the same for every instance of this app. */
const migrationLockKey = 7_204_113;

/** Every `NNN_name.sql` in store/migrations, in version order (core owns 001–049, flows 050–099, chains 100–101, and everything from 102 on). */
export function loadMigrations(dir = migrationsDir): Migration[] {
  return readdirSync(dir)
    .flatMap((file) => {
      const match = fileName.exec(file);
      if (!match?.[1] || !match[2]) return [];
      return [{ version: Number(match[1]), name: match[2], sql: readFileSync(`${dir}/${file}`, 'utf8') }];
    })
    .sort((a, b) => a.version - b.version);
}

/**
 * Applies the migrations not yet recorded in schema_migrations, all in one transaction under an
 * advisory lock, so several instances starting at once against one PostgreSQL apply each exactly once.
 * Returns the versions it applied.
 */
export async function migrate(db: Db, migrations: Migration[] = loadMigrations()): Promise<number[]> {
  return db.transaction(async (tx) => {
    // A migration may rewrite a large table, and waiting for another instance's lock is expected: no statement_timeout here.
    await tx.query('SET LOCAL statement_timeout = 0');
    await tx.query('SELECT pg_advisory_xact_lock($1)', [migrationLockKey]);
    await tx.query(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    const done = new Set((await tx.query<{ version: number }>('SELECT version FROM schema_migrations')).map((row) => row.version));
    const applied: number[] = [];
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      await execScript(tx, migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      applied.push(migration.version);
    }
    return applied;
  });
}

/** Extended-protocol drivers take one statement per call, so a script is split on its semicolons. */
async function execScript(tx: Db, sql: string): Promise<void> {
  const statements = sql
    .split(/;\s*$/m)
    .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
    .filter((statement) => statement.length > 0);
  for (const statement of statements) await tx.query(statement);
}

/** The versions of `migrations` the store has not applied (readiness: this code needs them). */
export async function pendingMigrations(db: Db, migrations: readonly Migration[]): Promise<number[]> {
  const done = new Set((await db.query<{ version: number }>('SELECT version FROM schema_migrations')).map((row) => row.version));
  return migrations.filter((migration) => !done.has(migration.version)).map((migration) => migration.version);
}
