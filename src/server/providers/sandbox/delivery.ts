import type { SandboxFaults } from '../../../shared/generated/sandbox.schema';
import { apiPrefix } from '../../paths';
import type { Db } from '../../store/db';
import type { Fact } from '../facts';
import { sandboxEventBody } from './events';
import { sandboxSignatureHeader, signSandboxEvent } from './signing';
import type { ReportingKind } from './store';

/** Where the sandbox posts its events: this server's own intake (docs/providers.md). */
export const sandboxIntakePath = `${apiPrefix}/providers/sandbox/events`;

/**
 * How an event reaches the intake: HTTP to the server's own address when it listens, the app's
 * inject in a test app (the same route, parser and signature check either way). Answers the status code.
 */
export type EventTransport = (path: string, body: string, headers: Record<string, string>) => Promise<number>;

interface DueStep {
  event_id: string;
  reference: string;
  provider_kind: ReportingKind;
  fact: Fact;
  due_at: number;
  seq: number;
}

/** A post that failed (no answer, not a 2xx) is tried again after this long, as a processor retries its webhooks. */
const retryAfterMs = 5_000;
/** A step taken by an instance that died mid-post is taken again after this long. */
const leaseMs = 30_000;
const batch = 100;

export interface Delivery {
  db: Db;
  now: () => number;
  secretOf: (kind: ReportingKind) => string;
  faults: () => SandboxFaults;
  transport: EventTransport;
}

/**
 * One pass of the sandbox's event posting: every step whose post time has come is taken under
 * SKIP LOCKED (so two instances never post one), then signed and posted to the intake, or marked
 * dropped under the drop fault; the duplicate fault posts it again, the reorder fault posts the
 * newest first. Answers how many steps were taken.
 */
export async function deliverSandboxEvents({ db, now, secretOf, faults, transport }: Delivery): Promise<number> {
  const at = now();
  // An idle pass only reads: the server's readiness watches its writes.
  if (!(await db.one("SELECT 1 AS due FROM sandbox_steps WHERE state = 'due' AND post_at <= $1 LIMIT 1", [at]))) return 0;
  const taken = await db.query<DueStep>(
    `UPDATE sandbox_steps SET post_at = $2, posts = posts + 1
      WHERE event_id IN (
        SELECT event_id FROM sandbox_steps WHERE state = 'due' AND post_at <= $1 ORDER BY post_at, seq LIMIT $3 FOR UPDATE SKIP LOCKED)
      RETURNING event_id, reference, provider_kind, fact, due_at, seq`,
    [at, at + leaseMs, batch],
  );
  const { drop, duplicate, reorder } = faults();
  const order = (a: DueStep, b: DueStep) => a.due_at - b.due_at || Number(a.seq) - Number(b.seq);
  taken.sort(reorder ? (a, b) => order(b, a) : order);
  for (const step of taken) {
    if (drop.includes(step.fact.type)) {
      await db.query(`UPDATE sandbox_steps SET state = 'dropped' WHERE event_id = $1`, [step.event_id]);
      continue;
    }
    const body = JSON.stringify(sandboxEventBody(step.event_id, step.provider_kind, step.reference, step.fact, step.due_at));
    let posted = false;
    for (let copy = 0; copy <= duplicate; copy += 1) {
      const headers = { 'content-type': 'application/json', [sandboxSignatureHeader]: signSandboxEvent(secretOf(step.provider_kind), body, now()) };
      const status = await transport(sandboxIntakePath, body, headers).catch(() => 0);
      posted ||= status >= 200 && status < 300;
    }
    await db.query(
      posted ? `UPDATE sandbox_steps SET state = 'posted' WHERE event_id = $1` : `UPDATE sandbox_steps SET post_at = $2 WHERE event_id = $1`,
      posted ? [step.event_id] : [step.event_id, now() + retryAfterMs],
    );
  }
  return taken.length;
}
