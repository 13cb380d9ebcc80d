import { ConfigRefusal } from '../../src/shared/config/check/loadConfig';

/**
 * Loads a command whose modules read the config directory when imported (src/shared/config/nodeSource.ts):
 * a directory that cannot be read gets validate:config's lines and exit code 2, not a stack trace.
 */
export async function withConfig<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (!(error instanceof ConfigRefusal)) throw error;
    for (const line of [...error.problems, `The config in ${error.dir} is not valid: npm run validate:config -- --dir ${error.dir}`]) console.error(line);
    process.exit(2);
  }
}
