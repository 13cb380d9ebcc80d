import { mkdirSync } from 'node:fs';
import type { Db } from './db';
import { migrate } from './migrate';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

/**
 * The store chosen by the environment: PostgreSQL when DATABASE_URL is set, otherwise PGlite in
 * DATA_DIR (default ./data). Migrations run before the store is handed out.
 */
export async function openStore(env: NodeJS.ProcessEnv = process.env): Promise<Db> {
  let db: Db;
  if (env.DATABASE_URL) db = openPostgres(env.DATABASE_URL);
  else {
    const dataDir = env.DATA_DIR ?? './data';
    if (!dataDir.includes('://')) mkdirSync(dataDir, { recursive: true });
    db = (await openPglite(dataDir)).db;
  }
  await migrate(db);
  return db;
}
