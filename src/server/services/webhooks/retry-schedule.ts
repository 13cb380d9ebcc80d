import type { WebhookSettings } from '../../../shared/generated/merchants.schema';

/**
 * When to try again after the `attempts`-th attempt failed (config/merchants.json webhooks): the
 * schedule's wait for that attempt, moved at random by up to jitterRatio of itself either way.
 * Undefined once the schedule has run out: the event is given up.
 */
export function nextAttemptAt(settings: WebhookSettings, attempts: number, failedAt: number, random: () => number = Math.random): number | undefined {
  const wait = settings.retryScheduleMs[attempts - 1];
  if (wait === undefined) return undefined;
  return failedAt + Math.round(wait * (1 + settings.jitterRatio * (2 * random() - 1)));
}
