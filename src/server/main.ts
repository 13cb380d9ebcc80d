import { ConfigRefusal } from '../shared/config/check/loadConfig';
import { sandboxExposureProblem } from './exposure';
import { mailProblem } from './providers/mail/mail-at-start';
import { parseServerEnv } from './env';
import { StartupError } from './startup-error';

/** Lines for the operator, then exit 1: no stack trace for a problem they can fix. */
function refuseToStart(lines: string[]): never {
  for (const line of lines) console.error(line);
  process.exit(1);
}

/** A config directory that cannot even be read into the config (src/shared/config/nodeSource.ts) gets validate:config's lines too. */
function refuseBrokenConfig(error: unknown): never {
  if (error instanceof ConfigRefusal) refuseToStart(error.lines);
  throw error;
}

// The environment, parsed once by its schema (schemas/server-env.schema.json) before anything reads it.
const { problems: envProblems } = parseServerEnv(process.env);
if (envProblems.length > 0) refuseToStart(envProblems);
// Imported, not loaded up front: the config directory is read when nodeSource.ts loads, and a broken one is refused here.
const { configFiles, gangwayConfig } = await import('../shared/config/nodeSource').catch(refuseBrokenConfig);
const { configProblemsAtStart } = await import('./config-dir/checkConfigAtStart');
const configProblems = configProblemsAtStart(process.env, process.cwd(), configFiles);
if (configProblems.length > 0) refuseToStart(configProblems);
const exposure = sandboxExposureProblem(process.env);
if (exposure) refuseToStart([exposure]);
const mail = mailProblem(process.env);
if (mail) refuseToStart([mail]);
const { providerProblems } = await import('./providers/select');
const providers = providerProblems(gangwayConfig.providers, process.env);
if (providers.length > 0) refuseToStart(providers);
const { serve } = await import('./serve');
await serve(process.env).catch((error: unknown) => {
  if (error instanceof StartupError) refuseToStart([error.message]);
  throw error;
});
