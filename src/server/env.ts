import { readFileSync } from 'node:fs';
import { createAjv } from '../shared/ajv';
import type { ServerEnv } from '../shared/generated/server-env.schema';

export type { ServerEnv };

const schema = JSON.parse(readFileSync(new URL('../../schemas/server-env.schema.json', import.meta.url), 'utf8')) as object;
/** Every problem reported at once: the operator fixes the environment in one go. */
const validate = createAjv().compile<ServerEnv>(schema);

/**
 * The server's environment, parsed once at start by one schema (schemas/server-env.schema.json):
 * the typed variables, or one line per variable the schema refuses, each naming it and its value.
 */
export function parseServerEnv(env: Record<string, string | undefined>): { env: ServerEnv; problems: string[] } {
  const known = Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined));
  if (validate(known)) return { env: known, problems: [] };
  return { env: known, problems: [...new Set((validate.errors ?? []).map((error) => error.message ?? `${error.instancePath} is not valid`))] };
}

/** WEBHOOK_POLL_MS, as the schema let it through: how often the order-windows and webhook-delivery jobs run (5 s when unset). */
export function webhookPollMs(env: ServerEnv): number {
  return env.WEBHOOK_POLL_MS ? Number(env.WEBHOOK_POLL_MS) : 5000;
}
