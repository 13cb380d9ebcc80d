import { StartupError } from '../startup-error';
import type { Db } from './db';
import { prepareDataDir } from './dataDir';
import { lockDataDir } from './dataDirLock';
import { createDatabaseApart } from './initDataDir';
import { migrate } from './migrate';
import type { openPglite as OpenPglite } from './pglite';

/** The first line of an error's message: what the operator reads. */
const firstLine = (error: unknown): string => (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';

/** host:port/database of a DATABASE_URL, never its user or password. */
export function postgresLabel(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    const host = url.hostname || url.searchParams.get('host') || 'localhost';
    return `${host}:${url.port || '5432'}${url.pathname}`;
  } catch {
    return 'the host of DATABASE_URL';
  }
}

function postgresStartError(connectionString: string, connectTimeoutMs: number, error: unknown): StartupError {
  const where = `PostgreSQL at ${postgresLabel(connectionString)}`;
  const detail = firstLine(error);
  if (/^timeout exceeded when trying to connect|^Connection terminated due to connection timeout/.test(detail)) {
    return new StartupError(`${where} did not answer within ${connectTimeoutMs} ms (DATABASE_CONNECT_TIMEOUT_MS).`);
  }
  // A host with several addresses (localhost) fails with an AggregateError whose message is empty.
  const code = (error as { code?: unknown }).code;
  return new StartupError(`Cannot start on ${where}: ${detail || (typeof code === 'string' ? code : 'connection failed')}.`);
}

/**
 * The store a process does not use is never loaded: its driver and its module's code take memory
 * for the life of the process (pg and PGlite's JavaScript, some 10 MB together).
 */
const loadPglite = async (): Promise<typeof OpenPglite> => (await import('./pglite')).openPglite;

/** Applies the migrations to an embedded store; a failure closes it and says so in one line. */
async function migrateEmbedded(db: Db, dataDirSetting: string): Promise<number[]> {
  try {
    return await migrate(db);
  } catch (error) {
    await db.close().catch(() => undefined);
    throw new StartupError(`DATA_DIR ${dataDirSetting}: the migrations failed (${firstLine(error)}).`);
  }
}

/**
 * The embedded store in DATA_DIR, migrated. When migrations ran (a new or upgraded directory), it
 * is opened again: creating tables and indexes grows PGlite's WebAssembly memory, which an instance
 * never returns, while a new instance on the migrated directory starts small and the old one's
 * memory is freed with it. The data directory stays locked by this process throughout.
 */
async function openEmbedded(dataDirSetting: string): Promise<Db> {
  // memory:// and other PGlite URLs: nothing on disk to prepare or share, nor to reopen.
  if (dataDirSetting.includes('://')) {
    const { db } = await (await loadPglite())(dataDirSetting);
    await migrateEmbedded(db, dataDirSetting);
    return db;
  }
  const dataDir = prepareDataDir(dataDirSetting);
  const lock = lockDataDir(dataDir);
  const cannotOpen = (error: unknown): never => {
    throw new StartupError(`DATA_DIR ${dataDir}: the embedded store cannot open it (${firstLine(error)}).`);
  };
  const opened = (): Promise<Db> =>
    loadPglite()
      .then((openPglite) => openPglite(dataDir))
      .then(({ db }) => db, cannotOpen);
  let db: Db;
  try {
    await createDatabaseApart(dataDir).catch(cannotOpen);
    db = await opened();
    if ((await migrateEmbedded(db, dataDirSetting)).length > 0) {
      await db.close();
      db = await opened();
    }
  } catch (error) {
    lock.release();
    throw error;
  }
  const close = db.close;
  return {
    ...db,
    async close() {
      await close();
      lock.release();
    },
  };
}

/**
 * The store chosen by the environment: PostgreSQL when DATABASE_URL is set, otherwise PGlite in
 * DATA_DIR (default ./data), taken for this process alone. Migrations run before the store is
 * handed out. A store that cannot be used fails with a StartupError of one line.
 */
export async function openStore(env: Record<string, string | undefined>, onIdleError: (error: Error) => void): Promise<Db> {
  if (env.DATABASE_URL) {
    const { openPostgres, postgresOptionsFromEnv } = await import('./postgres');
    const options = postgresOptionsFromEnv(env, onIdleError);
    const db = openPostgres(env.DATABASE_URL, options);
    try {
      await migrate(db);
    } catch (error) {
      await db.close().catch(() => undefined);
      throw postgresStartError(env.DATABASE_URL, options.connectTimeoutMs, error);
    }
    return db;
  }
  return openEmbedded(env.DATA_DIR || './data');
}
