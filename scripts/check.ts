/**
 * The validation CLI: `npm run --silent check -- --batch` reads JSON Lines on stdin and writes one
 * JSON answer per line, in order; `npm run --silent check -- '<one JSON request>'` answers one.
 * A bad line gets {"error": "..."} and the batch goes on. See README "Commands for ops and QA".
 */
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { createChecker } from './lib/checkAnswer';
import { readConfigDir } from '../src/shared/config/check/configDir';
import { repoRoot } from '../src/shared/config/check/schemaFiles';

const check = createChecker(readConfigDir(join(repoRoot, 'config')));
const args = process.argv.slice(2);

if (args.includes('--batch')) {
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  let pending = '';
  for await (const line of lines) {
    // One answer per line, blank ones included, so answers stay aligned with their requests.
    pending += `${JSON.stringify(check(line))}\n`;
    // Write in chunks so a batch of thousands of lines is not a syscall per line.
    if (pending.length > 64 * 1024) {
      process.stdout.write(pending);
      pending = '';
    }
  }
  process.stdout.write(pending);
} else if (args.length === 1 && args[0] !== undefined) {
  console.log(JSON.stringify(check(args[0])));
} else {
  console.error('usage: npm run --silent check -- --batch  < requests.jsonl\n       npm run --silent check -- \'{"kind":"card","value":"4242424242424242"}\'');
  process.exit(2);
}
