import { configReport } from '../../../scripts/lib/configReport';
import { configDirFromEnv } from './configDir';

/**
 * The server refuses to start on a config directory that `npm run validate:config` would refuse
 * (a missing file, broken JSON, an unknown route or format…): the operator gets exactly the
 * validator's lines instead of a stack trace, or a checkout that fails later in a user's hands,
 * then one line saying the server stops. Returns the lines to print; empty when the config is
 * valid. Reads only the files, so it runs before anything imports config/.
 */
export function configProblemsAtStart(env: Record<string, string | undefined> = process.env, cwd = process.cwd()): string[] {
  const dir = configDirFromEnv(env);
  const report = configReport(dir, cwd);
  if (report.valid) return [];
  return [...report.lines, `The server does not start: the config in ${dir} is not valid.`];
}
