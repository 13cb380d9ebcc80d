import type { Db } from '../../store/db';
import { createSandboxFlowDeps, sandboxConfig, type FlowDeps } from './flow-deps';
import { dataKeyFromEnv } from '../../data-key';

/** Test support: a user row, and sandbox providers on a settable clock (the store is tests/helpers freshDb). */
export async function addUser(db: Db, userNo: string, status = 'active'): Promise<string> {
  await db.query('INSERT INTO users (user_no, email, status, created_at) VALUES ($1, $2, $3, 0)', [userNo, `${userNo}@example.test`, status]);
  return userNo;
}

export interface TestClock {
  now: () => number;
  advance: (ms: number) => void;
}

export function testClock(start = 1_767_225_600_000): TestClock {
  let current = start;
  return { now: () => current, advance: (ms) => (current += ms) };
}

export function testDeps(clock: TestClock): FlowDeps {
  return createSandboxFlowDeps(dataKeyFromEnv({}), sandboxConfig, clock.now);
}
