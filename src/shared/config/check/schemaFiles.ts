import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export const repoRoot = new URL('../../../..', import.meta.url).pathname.replace(/\/$/, '');
export const schemasDir = join(repoRoot, 'schemas');

/** Every `*.schema.json` under schemas/, as paths relative to schemas/ ("api/quote.schema.json"), sorted. */
export function listSchemaFiles(dir = schemasDir): string[] {
  const found: string[] = [];
  const walk = (current: string) => {
    for (const name of readdirSync(current).sort()) {
      const full = join(current, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith('.schema.json')) found.push(relative(dir, full));
    }
  };
  walk(dir);
  return found;
}
