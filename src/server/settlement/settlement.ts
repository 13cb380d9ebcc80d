import type { FastifyBaseLogger } from 'fastify';
import type { Counter, Histogram } from 'prom-client';
import type { ProvidersConfig } from '../../shared/generated/providers.schema';
import { isFinalFact, type EventHeaders, type EventParser, type Fact } from '../providers/facts';
import type { Db } from '../store/db';
import { claimDueEvents, holdForOutcome, markDone, recordFailure, storeEvent, type ClaimedEvent } from './inbox';
import { handlerOf, type ApplyOutcome, type SubjectHandlers } from './subjects';
import { claimDueChecks, giveUp, settleSubject } from './watch';

/** The counters the settlement core keeps (metrics/metrics.ts registers them). */
export interface SettlementMetrics {
  /** Bodies the intake refused: bad or missing signature, replayed, not the adapter's. */
  eventsRefused: Counter<'adapter'>;
  /** Events taken by the apply job, by outcome: applied, unmatched, retried, dead. */
  eventsApplied: Counter<'outcome'>;
  /** From an event received to its status change committed. */
  applyLag: Histogram;
  /** Status lookups of the reconciler, by subject and outcome (answered, failed). */
  reconcileChecks: Counter<'subject' | 'outcome'>;
  /** References the reconciler gave up on: each an ops alert. */
  reconcileGaveUp: Counter<'subject'>;
}

export interface SettlementOptions {
  db: Db;
  now: () => number;
  schedule: ProvidersConfig['settlement'];
  handlers: SubjectHandlers;
  /** The event parsers of the kinds that use the adapter of this name; none for a name config does not select. */
  parsersOf: (adapter: string) => EventParser[];
  metrics: SettlementMetrics;
  log: FastifyBaseLogger;
}

export type Receipt = { kind: 'unknownAdapter' } | { kind: 'refused' } | { kind: 'received'; received: 'stored' | 'duplicate' };

/** Batches the apply job takes per pass: a burst is worked off in one pass, and a pass stays bounded. */
const batchesPerPass = 10;

/** Events grouped by the subject they are about, each group in the order received. */
function bySubject(events: ClaimedEvent[]): ClaimedEvent[][] {
  const groups = new Map<string, ClaimedEvent[]>();
  for (const event of events) {
    const key = `${event.fact.type}:${event.reference}`;
    groups.set(key, [...(groups.get(key) ?? []), event]);
  }
  return [...groups.values()];
}

/** Runs `work` on every item, at most `limit` at once. */
async function inParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * A fact the store cannot take on the body's word: the adapter could not vouch for the body, or it
 * contradicts a final fact already applied (a failure reported after a success, or the reverse) and
 * only the provider knows which is the last word. Those are asked of the provider instead.
 */
function askProvider(known: Fact, incoming: Fact, trusted: boolean): boolean {
  if (!trusted) return true;
  return isFinalFact(known) && isFinalFact(incoming) && known.status !== incoming.status;
}

/**
 * The settlement core (docs/architecture.md 'Providers and settlement'): the intake of provider events
 * into the inbox, the apply job that takes them, and the reconciler that asks providers about every
 * subject not final. Subjects are reached through the handlers the services give it.
 */
export function createSettlement(options: SettlementOptions) {
  const { db, now, schedule, handlers, metrics, log } = options;

  /** Applies a fact to its subject inside `tx`, and takes the subject off the watch list once it is final. */
  async function applyInTx(tx: Db, reference: string, fact: Fact): Promise<ApplyOutcome> {
    const outcome = await handlerOf(handlers, fact).apply(tx, reference, fact, now());
    if (outcome.kind === 'unmatched' || outcome.final) await settleSubject(tx, fact.type, reference);
    return outcome;
  }

  async function applyEvent(event: ClaimedEvent): Promise<void> {
    const handler = handlerOf(handlers, event.fact);
    try {
      const known = await handler.known(db, event.reference);
      const fact = known !== undefined && askProvider(known, event.fact, event.trusted) ? await handler.lookup(db, event.reference) : event.fact;
      const outcome = await db.transaction(async (tx) => {
        if (!(await holdForOutcome(tx, event))) return undefined;
        const applied = await applyInTx(tx, event.reference, fact);
        await markDone(tx, event, applied.kind === 'unmatched' ? 'unmatched' : 'applied', now());
        return applied;
      });
      if (outcome === undefined) return;
      metrics.eventsApplied.inc({ outcome: outcome.kind });
      metrics.applyLag.observe(Math.max(0, now() - event.received_at) / 1000);
      if (outcome.kind === 'unmatched')
        log.warn(
          { adapter: event.adapter, eventId: event.event_id, reference: event.reference, subject: event.fact.type },
          'provider event unmatched: no subject has its reference',
        );
    } catch (error) {
      const { maxAttempts, retryAfterMs } = schedule.inbox;
      const retryAt = event.attempts >= maxAttempts ? undefined : now() + retryAfterMs * 2 ** (event.attempts - 1);
      await recordFailure(db, event, error instanceof Error ? error.message : String(error), retryAt);
      metrics.eventsApplied.inc({ outcome: retryAt === undefined ? 'dead' : 'retried' });
      log.error(
        { err: error, adapter: event.adapter, eventId: event.event_id, attempts: event.attempts, dead: retryAt === undefined },
        'provider event apply failed',
      );
    }
  }

  return {
    /**
     * POST /providers/<adapter>/events: the adapter verifies the raw body; a verified event is kept in
     * the inbox (once per adapter and event id) and applied later by the apply job.
     */
    async receive(adapter: string, rawBody: Buffer, headers: EventHeaders): Promise<Receipt> {
      const parsers = options.parsersOf(adapter);
      if (parsers.length === 0) return { kind: 'unknownAdapter' };
      for (const parser of parsers) {
        const event = await parser.parseEvent(rawBody, headers);
        if (event) return { kind: 'received', received: await storeEvent(db, adapter, event, now()) };
      }
      metrics.eventsRefused.inc({ adapter });
      return { kind: 'refused' };
    },

    /**
     * One pass of the apply job: due inbox events in the order received, each in its own transaction.
     * The events of one subject are applied one after the other, in that order; those of different
     * subjects up to `concurrency` at once. Answers how many were taken.
     */
    async applyPass(): Promise<number> {
      let taken = 0;
      for (let batch = 0; batch < batchesPerPass; batch += 1) {
        const at = now();
        const events = await claimDueEvents(db, at, at + schedule.inbox.leaseMs, schedule.inbox.batch);
        await inParallel(bySubject(events), schedule.inbox.concurrency, async (subjectEvents) => {
          for (const event of subjectEvents) await applyEvent(event);
        });
        taken += events.length;
        if (events.length < schedule.inbox.batch) break;
      }
      return taken;
    },

    /**
     * One pass of the reconciler: each reference due a check is asked about (the provider's status
     * lookup) and the answer applied like an event; one past its give-up point is given up, with an
     * ops alert. Answers how many references were taken.
     */
    async reconcilePass(): Promise<number> {
      const checks = await claimDueChecks(db, now(), schedule.reconciler);
      for (const check of checks) {
        if (now() >= check.give_up_at) {
          if (await giveUp(db, check)) {
            metrics.reconcileGaveUp.inc({ subject: check.subject });
            log.error(
              { alert: 'reconcilerGaveUp', subject: check.subject, reference: check.reference, checks: check.checks },
              "ops alert: a provider reference is still not final at the reconciler's give-up point",
            );
          }
          continue;
        }
        try {
          const handler = handlers[check.subject] as unknown as { lookup(db: Db, reference: string): Promise<Fact> };
          const fact = await handler.lookup(db, check.reference);
          await db.transaction((tx) => applyInTx(tx, check.reference, fact));
          metrics.reconcileChecks.inc({ subject: check.subject, outcome: 'answered' });
        } catch (error) {
          metrics.reconcileChecks.inc({ subject: check.subject, outcome: 'failed' });
          log.warn({ err: error, subject: check.subject, reference: check.reference }, 'reconciler status lookup failed; asked again at the next check');
        }
      }
      return checks.length;
    },
  };
}

export type Settlement = ReturnType<typeof createSettlement>;
