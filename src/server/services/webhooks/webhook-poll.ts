/**
 * WEBHOOK_POLL_MS: how often each instance looks for merchant orders whose status time alone changed
 * and for webhook events due (default 5 s; tests run a real server with a short one).
 */
const defaultPollMs = 5000;
const leastPollMs = 50;

/** Why WEBHOOK_POLL_MS cannot be used, in one line for the operator; undefined when it can. */
export function webhookPollProblem(env: Record<string, string | undefined>): string | undefined {
  const raw = env.WEBHOOK_POLL_MS;
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (Number.isSafeInteger(value) && value >= leastPollMs) return undefined;
  return `The server does not start: WEBHOOK_POLL_MS must be a whole number of milliseconds, at least ${leastPollMs}; it is "${raw}".`;
}

/** The poll period; main.ts has refused the start on a value webhookPollProblem names. */
export function webhookPollMs(env: Record<string, string | undefined>): number {
  const raw = env.WEBHOOK_POLL_MS;
  return raw === undefined || raw === '' || webhookPollProblem(env) !== undefined ? defaultPollMs : Number(raw);
}
