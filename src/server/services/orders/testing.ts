import type { Db } from '../../store/db';
import { saveQuote } from '../quote-store';
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

/**
 * A stored quote an order can take (orders claim their quote, a quote prices one order), for tests
 * whose quote facts come from a stub lookup. Never expires.
 */
export async function addQuote(db: Db, quoteId: string, side: 'buy' | 'sell' = 'buy'): Promise<string> {
  const terms = { fiat: 'USD', crypto: 'USDT', network: 'TRX', fiatAmount: '0', cryptoAmount: '0', cryptoPrice: '0', rampFee: '0' };
  await saveQuote(db, { quoteId, side, userNo: null, terms, createdAt: 0, expiresAt: Number.MAX_SAFE_INTEGER });
  return quoteId;
}
