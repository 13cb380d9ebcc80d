import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import type { WebhookHeaders } from '../../../shared/generated/api/merchant-webhooks.schema';
import { claimDueEvents, recordAttempt, skipEventsWithoutEndpoint, type AttemptOutcome, type ClaimedEvent } from './outbox-claims';
import { nextAttemptAt } from './retry-schedule';
import { webhookEndpoints, type WebhookEndpoint } from './webhook-endpoints';
import { webhookSignatureHeader } from './webhook-signature';

/** Events taken per claim, and claims per pass: a pass sends at most 200 events, 20 at a time. */
const eventsPerClaim = 20;
const claimsPerPass = 10;
/** Why an attempt failed is kept for the merchant's delivery list, cut to this length. */
const errorMaxLength = 200;

function failureReason(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === 'TimeoutError') return `no answer within ${timeoutMs} ms`;
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  const reason = typeof cause?.code === 'string' ? cause.code : error instanceof Error ? error.message : String(error);
  return reason.slice(0, errorMaxLength);
}

/**
 * One attempt: the event's body POSTed as it was written, signed now, with its id. Delivered only on
 * a 2xx within timeoutMs; a redirect is not followed (the merchant configures the final URL).
 */
async function attempt(event: ClaimedEvent, endpoint: WebhookEndpoint, timeoutMs: number, now: number): Promise<AttemptOutcome> {
  const started = performance.now();
  const duration = () => Math.round(performance.now() - started);
  // Named by the schema the OpenAPI document's webhooks publish (merchant-webhooks.schema.json webhookHeaders).
  const gangway: WebhookHeaders = {
    'Gangway-Event-Id': event.id,
    'Gangway-Signature': webhookSignatureHeader(endpoint.secret, Math.floor(now / 1000), event.body),
  };
  try {
    const response = await fetch(endpoint.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'Gangway-Webhooks/1', ...gangway },
      body: event.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    // The answer's body says nothing we keep; dropping it frees the connection.
    await response.body?.cancel();
    const delivered = response.status >= 200 && response.status < 300;
    return { attemptedAt: now, durationMs: duration(), statusCode: response.status, error: null, delivered };
  } catch (error) {
    return { attemptedAt: now, durationMs: duration(), statusCode: null, error: failureReason(error, timeoutMs), delivered: false };
  }
}

/**
 * The webhook-delivery job's pass: skips the due events of merchants without an endpoint, then
 * sends due events in claims of eventsPerClaim until none is due or the pass's bound is reached.
 * Each claim holds its events under a lease of twice the timeout, longer than any attempt, so no
 * other instance sends them meanwhile. Answers how many attempts were made.
 */
export async function deliverDueEvents(app: FastifyInstance): Promise<number> {
  const settings = app.config.merchants.webhooks;
  const endpoints = webhookEndpoints(app.config);
  const appIds = [...endpoints.keys()];
  await skipEventsWithoutEndpoint(app.db, appIds, app.now(), eventsPerClaim * claimsPerPass);
  let attempts = 0;
  for (let claim = 0; claim < claimsPerPass; claim += 1) {
    const now = app.now();
    const claimed = await claimDueEvents(app.db, appIds, now, now + 2 * settings.timeoutMs, eventsPerClaim);
    await Promise.all(
      claimed.map(async (event) => {
        const endpoint = endpoints.get(event.app_id);
        if (!endpoint) throw new Error(`claimed event ${event.id} of ${event.app_id}, which has no webhook endpoint`);
        const outcome = await attempt(event, endpoint, settings.timeoutMs, app.now());
        const retryAt = outcome.delivered ? undefined : nextAttemptAt(settings, event.attempts, app.now());
        await recordAttempt(app.db, event, outcome, retryAt);
        app.metrics.webhookDeliveries.inc({ outcome: outcome.delivered ? 'delivered' : retryAt === undefined ? 'failed' : 'retrying' });
      }),
    );
    attempts += claimed.length;
    if (claimed.length < eventsPerClaim) break;
  }
  return attempts;
}
