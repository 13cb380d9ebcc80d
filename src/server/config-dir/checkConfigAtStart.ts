import { configReport, dirLabel } from '../../shared/config/check/configReport';
import { readConfigDir, type ConfigFile } from '../../shared/config/check/configDir';
import { refusalLine } from '../../shared/config/check/loadConfig';
import type { MerchantsConfig } from '../../shared/generated/merchants.schema';
import { serverKeyProblems } from '../server-keys';
import { productionWebhookProblems } from '../services/webhooks/webhook-url';
import { configDirFromEnv } from '../../shared/config/check/configLocation';

/**
 * The server refuses to start without a usable DATA_KEY and QUOTE_KEY (server-keys.ts), or on a config directory
 * that `npm run validate:config` would refuse (a missing file, broken JSON, an unknown route or
 * format…): the operator gets exactly the problem's lines instead of a stack trace, or a checkout
 * that fails later in a user's hands, then one line saying the server stops. In production it also
 * refuses a merchant webhookUrl that is not https. Returns the lines to print; empty when all is
 * well. `files` are those of the directory `env` names when the caller has read them already: the
 * server checks the very files its config is built from (main.ts, nodeSource.ts).
 */
export function configProblemsAtStart(env: Record<string, string | undefined> = process.env, cwd = process.cwd(), files?: ConfigFile[]): string[] {
  const keyProblems = serverKeyProblems(env);
  if (keyProblems.length > 0) return keyProblems;
  const dir = configDirFromEnv(env);
  const report = configReport(dir, cwd, files);
  if (!report.valid) return [...report.lines, refusalLine(dir)];
  if (env.NODE_ENV !== 'production') return [];
  // What only production refuses: order data and signatures leave over TLS only.
  const merchants = (files ?? readConfigDir(dir)).find((file) => file.path === 'merchants.json')?.data as MerchantsConfig;
  const problems = productionWebhookProblems(merchants).map((problem) => `${dirLabel(dir, cwd)}/merchants.json ${problem.pointer}: ${problem.message}`);
  return problems.length === 0 ? [] : [...problems, `The server does not start: the config in ${dir} is not valid in production.`];
}
