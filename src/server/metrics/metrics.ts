import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { LogOutput } from '../log-output';
import { inboxCounts } from '../settlement/inbox';
import type { SettlementMetrics } from '../settlement/settlement';
import type { Db } from '../store/db';
import { orderCounts } from './orderCounts';

/** Prometheus metrics of one app: its own registry, so several apps (tests) never share counters. */
export interface Metrics {
  registry: Registry;
  httpRequests: Counter<'method' | 'route' | 'status'>;
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  quoteDuration: Histogram<'side' | 'status'>;
  /** A call to a provider (card, local schemes, KYC, chain, payout, prices, mail) that failed: not a decline, an error. */
  providerErrors: Counter<'provider'>;
  /** Merchant webhook deliveries by outcome (delivered, failed, gaveUp): incremented by the delivery job. */
  webhookDeliveries: Counter<'outcome'>;
  /** Provider events in and the reconciler (settlement/settlement.ts). */
  settlement: SettlementMetrics;
}

/** Latency buckets in seconds: a quote or a page call well under 100 ms, a card charge up to seconds. */
const latencyBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * The server's metrics. Besides the counters the app increments: store pool usage, the orders in
 * the store by payment method and status (from the store itself, so every instance reports the
 * same numbers), the log lines dropped while the log's reader stalled (when this app logs through
 * `logOutput`), and Node's own (event loop lag, memory, CPU, GC) from prom-client.
 */
export function createMetrics(db: Db, logOutput?: Pick<LogOutput, 'droppedLines'>): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const metrics: Metrics = {
    registry,
    httpRequests: new Counter({
      name: 'gangway_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status'],
      registers: [registry],
    }),
    httpDuration: new Histogram({
      name: 'gangway_http_request_duration_seconds',
      help: 'Time from request to answer, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status'],
      buckets: latencyBuckets,
      registers: [registry],
    }),
    quoteDuration: new Histogram({
      name: 'gangway_quote_duration_seconds',
      help: 'Time to answer a buy or sell quote, by side and status code.',
      labelNames: ['side', 'status'],
      buckets: latencyBuckets,
      registers: [registry],
    }),
    providerErrors: new Counter({
      name: 'gangway_provider_errors_total',
      help: 'Provider calls that failed with an error (not a decline), by provider.',
      labelNames: ['provider'],
      registers: [registry],
    }),
    webhookDeliveries: new Counter({
      name: 'gangway_webhook_deliveries_total',
      help: 'Merchant webhook delivery attempts, by outcome: delivered, retrying (failed, tried again later) or failed (failed, the retry schedule ran out).',
      labelNames: ['outcome'],
      registers: [registry],
    }),
    settlement: {
      eventsRefused: new Counter({
        name: 'gangway_provider_events_refused_total',
        help: 'Bodies POSTed to /api/providers/<adapter>/events that the adapter refused (bad or missing signature, replayed, not its own), by adapter: answered 401, nothing stored.',
        labelNames: ['adapter'],
        registers: [registry],
      }),
      eventsApplied: new Counter({
        name: 'gangway_provider_events_applied_total',
        help: 'Inbox events taken by the apply job, by outcome: applied, unmatched (no subject has the reference), retried (the apply failed) or dead (dead-lettered).',
        labelNames: ['outcome'],
        registers: [registry],
      }),
      applyLag: new Histogram({
        name: 'gangway_provider_event_apply_lag_seconds',
        help: 'Time from a provider event received by the intake to its status change committed by the apply job.',
        buckets: latencyBuckets,
        registers: [registry],
      }),
      reconcileChecks: new Counter({
        name: 'gangway_reconciler_checks_total',
        help: 'Status lookups of the reconciler, by subject (payment, review, transfer, deposit, payout) and outcome (answered, failed).',
        labelNames: ['subject', 'outcome'],
        registers: [registry],
      }),
      reconcileGaveUp: new Counter({
        name: 'gangway_reconciler_gave_up_total',
        help: "Provider references still not final at the reconciler's give-up point, by subject: each is an ops alert (also logged with alert reconcilerGaveUp).",
        labelNames: ['subject'],
        registers: [registry],
      }),
    },
  };
  new Gauge({
    name: 'gangway_provider_events',
    help: 'Provider events in the inbox that are not applied, by adapter and state: pending (to apply), unmatched (no subject has the reference) and dead (dead-lettered): the last two are for ops.',
    labelNames: ['adapter', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await inboxCounts(db)) this.set({ adapter: row.adapter, state: row.state }, row.n);
    },
  });
  new Gauge({
    name: 'gangway_store_pool_connections',
    help: 'PostgreSQL pool connections: total, idle, and queries waiting for one (absent on the embedded store).',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const usage = db.poolUsage?.();
      if (!usage) return;
      this.set({ state: 'total' }, usage.total);
      this.set({ state: 'idle' }, usage.idle);
      this.set({ state: 'waiting' }, usage.waiting);
    },
  });
  let droppedCounted = 0;
  new Counter({
    name: 'gangway_log_lines_dropped_total',
    help: 'Log lines dropped because the log output (stdout) was not read fast enough; the server never waits for it.',
    registers: [registry],
    collect() {
      const dropped = logOutput?.droppedLines ?? 0;
      this.inc(dropped - droppedCounted);
      droppedCounted = dropped;
    },
  });
  const counts = orderCounts(db);
  new Gauge({
    name: 'gangway_orders',
    help: 'Orders in the store by side, payment method and status now (its rise per method is the orders created).',
    labelNames: ['side', 'pay_way_code', 'status'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await counts()) this.set({ side: row.side, pay_way_code: row.payWayCode, status: row.status }, row.count);
    },
  });
  return metrics;
}
