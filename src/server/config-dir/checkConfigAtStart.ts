import { readConfigDir } from '../../../scripts/lib/configDir';
import { validateConfigFiles } from '../../../scripts/lib/validateConfigFiles';
import { configDirFromEnv } from './configDir';

/**
 * The server refuses to start on a config directory that `npm run validate:config` would refuse
 * (a missing file, broken JSON, an unknown route or format…): the operator gets the same one line
 * per problem instead of a stack trace, or a checkout that fails later in a user's hands.
 * Returns the lines to print; empty when the config is valid. Reads only the files, so it runs
 * before anything imports config/.
 */
export function configProblemsAtStart(env: Record<string, string | undefined> = process.env): string[] {
  const dir = configDirFromEnv(env);
  try {
    const problems = validateConfigFiles(readConfigDir(dir));
    if (problems.length === 0) return [];
    return [
      `The config in ${dir} has ${problems.length} problem${problems.length === 1 ? '' : 's'}; the server does not start:`,
      ...problems.map((p) => `${p.file}${p.pointer ? ` ${p.pointer}` : ''}: ${p.message}`),
    ];
  } catch (error) {
    return [`The config in ${dir} cannot be read; the server does not start: ${(error as Error).message}`];
  }
}
