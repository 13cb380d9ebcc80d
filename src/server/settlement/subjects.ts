import type { Fact, SubjectType } from '../providers/facts';
import type { Db } from '../store/db';

/** What applying a fact did: nothing has the reference (unmatched), or it was applied (moving something or not). */
export type ApplyOutcome = { kind: 'unmatched' } | { kind: 'applied'; final: boolean };

/**
 * How the settlement core reaches one kind of subject (a payment, a review, a transfer, a deposit, a
 * payout) without knowing the services that own it: the services hand one handler per subject type
 * in (plugins/settlement.ts), so the core stays a folder of its own that services call.
 */
export interface SubjectHandler<F extends Fact> {
  /** The fact the store holds for the reference now; undefined when no subject has it. */
  known(db: Db, reference: string): Promise<F | undefined>;
  /**
   * Applies a fact inside the caller's transaction: through the subject's own lifecycle and the
   * order's guarded writer, with the merchant webhook event of any status change. A fact already
   * applied, or behind the subject's status, moves nothing.
   */
  apply(tx: Db, reference: string, fact: F, now: number): Promise<ApplyOutcome>;
  /** Asks the provider: its status lookup for the reference. */
  lookup(db: Db, reference: string): Promise<F>;
}

export type SubjectHandlers = { [T in SubjectType]: SubjectHandler<Extract<Fact, { type: T }>> };

/** The handler of a fact's subject, typed to the fact. */
export function handlerOf<F extends Fact>(handlers: SubjectHandlers, fact: F): SubjectHandler<F> {
  return handlers[fact.type] as unknown as SubjectHandler<F>;
}
