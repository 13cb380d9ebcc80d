import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** What the child runs: PGlite's initdb into the directory, then a clean close. */
const initScript = 'const { PGlite } = await import(process.argv[1]); const pg = await PGlite.create({ dataDir: process.argv[2] }); await pg.close();';

/**
 * Creates a new embedded database in `dataDir` in a short-lived child process, when it holds none
 * yet. Creating one grows PGlite's WebAssembly memory to ~800 MB, which a process never gets back;
 * a database created elsewhere and then opened costs the server ~300 MB.
 */
export async function createDatabaseApart(dataDir: string): Promise<void> {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return;
  const pglite = pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite')).href;
  await new Promise<void>((resolve, reject) => {
    execFile(process.execPath, ['--input-type=module', '-e', initScript, pglite, dataDir], { maxBuffer: 1024 * 1024 }, (error, _stdout, stderr) => {
      if (error) reject(new Error(`creating the database failed: ${stderr.trim().split('\n')[0] || error.message}`));
      else resolve();
    });
  });
}
