import { registerConfigDir } from './config-dir/registerConfigDir';
import { sandboxExposureProblem } from './exposure';
import { mailProblem } from './providers/mail/mail-at-start';
import { webhookPollProblem } from './services/webhooks/webhook-poll';
import { StartupError } from './startup-error';

/** Lines for the operator, then exit 1: no stack trace for a problem they can fix. */
function refuseToStart(lines: string[]): never {
  for (const line of lines) console.error(line);
  process.exit(1);
}

// Everything below imports config/ statically (the config checks too): it loads only once GANGWAY_CONFIG_DIR is in place.
registerConfigDir();
const { configProblemsAtStart } = await import('./config-dir/checkConfigAtStart');
const configProblems = configProblemsAtStart();
if (configProblems.length > 0) refuseToStart(configProblems);
const exposure = sandboxExposureProblem(process.env);
if (exposure) refuseToStart([exposure]);
const pollProblem = webhookPollProblem(process.env);
if (pollProblem) refuseToStart([pollProblem]);
const mail = mailProblem(process.env);
if (mail) refuseToStart([mail]);
const { serve } = await import('./serve');
await serve(process.env).catch((error: unknown) => {
  if (error instanceof StartupError) refuseToStart([error.message]);
  throw error;
});
