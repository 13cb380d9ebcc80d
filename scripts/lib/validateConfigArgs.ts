/**
 * The command line of validate:config: nothing, `--dir PATH` or `--dir=PATH`. A relative PATH is
 * the caller's: npm runs scripts from the package root and passes the caller's directory as INIT_CWD.
 */
import { resolve } from 'node:path';

export const usage = 'usage: npm run validate:config [-- --dir PATH]';

export type ValidateConfigArgs = { kind: 'run'; dir: string | undefined } | { kind: 'help' } | { kind: 'error'; message: string };

export function parseValidateConfigArgs(argv: string[], callerDir: string): ValidateConfigArgs {
  let dir: string | undefined;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (arg === '--help' || arg === '-h') return { kind: 'help' };
    let value: string | undefined;
    if (arg === '--dir') {
      value = argv[i + 1];
      i += 1;
    } else if (arg.startsWith('--dir=')) value = arg.slice('--dir='.length);
    else return { kind: 'error', message: `unknown argument "${arg}"` };
    if (value === undefined || value === '' || (arg === '--dir' && value.startsWith('--'))) return { kind: 'error', message: '--dir needs a path' };
    if (dir !== undefined) return { kind: 'error', message: '--dir is given twice' };
    dir = resolve(callerDir, value);
  }
  return { kind: 'run', dir };
}
