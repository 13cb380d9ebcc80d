/**
 * npm run validate:config [-- --dir PATH]
 * Validates every config file against its JSON Schema in schemas/, then the rules across files
 * (src/shared/config/check/configChecks.ts). Prints one line per problem, "<file> <JSON pointer>: <message>",
 * and exits 1 when there is any, or when the arguments or the directory are wrong. --dir checks
 * another config directory (a proposed change) against this repo's schemas.
 */
import { resolve } from 'node:path';
import { configReport } from '../src/shared/config/check/configReport';
import { repoRoot } from '../src/shared/config/check/schemaFiles';
import { parseValidateConfigArgs, usage } from './lib/validateConfigArgs';

function main(): number {
  const callerDir = process.env.INIT_CWD ?? process.cwd();
  const args = parseValidateConfigArgs(process.argv.slice(2), callerDir);
  if (args.kind === 'help') {
    console.log(usage);
    return 0;
  }
  if (args.kind === 'error') {
    console.error(`${args.message}\n${usage}`);
    return 1;
  }
  const report = configReport(args.dir ?? resolve(repoRoot, 'config'), callerDir);
  for (const line of report.lines) console.log(line);
  return report.valid ? 0 : 1;
}

process.exitCode = main();
