import { randomBytes } from 'node:crypto';
import type { Db } from '../../store/db';
import type { Fact } from '../facts';

/** The provider kinds of config/providers.json that report events. */
export type ReportingKind = 'card' | 'local' | 'kyc' | 'chain' | 'payout';

export interface SandboxObject<Data> {
  reference: string;
  kind: string;
  data: Data;
  status: Fact;
}

/** One step of an object's timeline: a fact that becomes true at `at`, reported by `provider`. */
export interface Step {
  provider: ReportingKind;
  fact: Fact;
  at: number;
}

/**
 * The sandbox provider's own store (migration 099): objects under their references, each with a
 * timeline of steps. Shared by every instance, so any of them answers a lookup or posts an event.
 */
export interface SandboxStore {
  /** A new object, or the one made before under the same kind and idempotency key (a retried create). */
  create<Data>(object: {
    kind: string;
    idempotencyKey?: string;
    prefix: string;
    data: Data;
    status: (reference: string) => Fact;
    steps: (reference: string) => Step[];
  }): Promise<{ object: SandboxObject<Data>; created: boolean }>;
  find<Data>(reference: string, kind: string): Promise<SandboxObject<Data> | undefined>;
  findBy<Data>(kind: string, field: string, value: string): Promise<SandboxObject<Data> | undefined>;
  /** What a status lookup answers now: the latest step due, else the object's first status. */
  statusOf(reference: string): Promise<Fact | undefined>;
  /** Adds steps to an object's timeline (a challenge completed, a payment marked paid, a deposit sent). */
  addSteps(reference: string, steps: Step[]): Promise<void>;
}

export const newReference = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export function sandboxStore(db: Db, now: () => number, delayMs: () => number): SandboxStore {
  const insertSteps = async (tx: Db, reference: string, steps: Step[]) => {
    for (const step of steps) {
      await tx.query('INSERT INTO sandbox_steps (event_id, reference, provider_kind, fact, due_at, post_at) VALUES ($1, $2, $3, $4, $5, $6)', [
        newReference('sbxevt'),
        reference,
        step.provider,
        JSON.stringify(step.fact),
        step.at,
        step.at + delayMs(),
      ]);
    }
  };
  const rowOf = <Data>(row: { reference: string; kind: string; data: Data; status: Fact }): SandboxObject<Data> => ({
    reference: row.reference,
    kind: row.kind,
    data: row.data,
    status: row.status,
  });
  return {
    async create({ kind, idempotencyKey, prefix, data, status, steps }) {
      return db.transaction(async (tx) => {
        const reference = newReference(prefix);
        const inserted = await tx.one<{ reference: string; kind: string; data: never; status: Fact }>(
          `INSERT INTO sandbox_objects (reference, kind, idempotency_key, data, status, created_at) VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (kind, idempotency_key) DO NOTHING RETURNING reference, kind, data, status`,
          [reference, kind, idempotencyKey ?? null, JSON.stringify(data), JSON.stringify(status(reference)), now()],
        );
        if (inserted) {
          await insertSteps(tx, reference, steps(reference));
          return { object: rowOf(inserted), created: true };
        }
        const existing = await tx.one<{ reference: string; kind: string; data: never; status: Fact }>(
          'SELECT reference, kind, data, status FROM sandbox_objects WHERE kind = $1 AND idempotency_key = $2',
          [kind, idempotencyKey],
        );
        if (!existing) throw new Error(`sandbox ${kind} ${idempotencyKey} conflicted but is not stored`);
        return { object: rowOf(existing), created: false };
      });
    },
    async find(reference, kind) {
      const row = await db.one<{ reference: string; kind: string; data: never; status: Fact }>(
        'SELECT reference, kind, data, status FROM sandbox_objects WHERE reference = $1 AND kind = $2',
        [reference, kind],
      );
      return row && rowOf(row);
    },
    async findBy(kind, field, value) {
      const row = await db.one<{ reference: string; kind: string; data: never; status: Fact }>(
        `SELECT reference, kind, data, status FROM sandbox_objects WHERE kind = $1 AND data ->> $2 = $3 ORDER BY created_at DESC LIMIT 1`,
        [kind, field, value],
      );
      return row && rowOf(row);
    },
    async statusOf(reference) {
      const step = await db.one<{ fact: Fact }>('SELECT fact FROM sandbox_steps WHERE reference = $1 AND due_at <= $2 ORDER BY due_at DESC, seq DESC LIMIT 1', [
        reference,
        now(),
      ]);
      if (step) return step.fact;
      return (await db.one<{ status: Fact }>('SELECT status FROM sandbox_objects WHERE reference = $1', [reference]))?.status;
    },
    async addSteps(reference, steps) {
      await db.transaction((tx) => insertSteps(tx, reference, steps));
    },
  };
}
