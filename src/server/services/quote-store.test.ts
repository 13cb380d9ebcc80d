import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDb } from '../../../tests/helpers/testDb';
import type { Db } from '../store/db';
import { quoteForOrder, saveQuote, type QuoteRecord } from './quote-store';

let db: Db;
const record: QuoteRecord = {
  quoteId: 'Q-terms',
  side: 'sell',
  userNo: 'U1',
  terms: { fiat: 'EUR', crypto: 'USDT', network: 'TRX', fiatAmount: '91.5', cryptoAmount: '100', cryptoPrice: '0.93', rampFee: '1.5' },
  createdAt: 1_000,
  expiresAt: 31_000,
};

/** The store, counting the statements sent to it. */
function countingDb(inner: Db): { db: Db; statements: () => number } {
  let count = 0;
  const counted: Db = {
    query: (sql, params) => {
      count += 1;
      return inner.query(sql, params);
    },
    one: (sql, params) => {
      count += 1;
      return inner.one(sql, params);
    },
    transaction: (fn) => inner.transaction(fn),
    close: () => inner.close(),
  };
  return { db: counted, statements: () => count };
}

beforeAll(async () => {
  db = await freshDb();
  await saveQuote(db, record);
});
afterAll(() => db.close());

describe('quoteForOrder', () => {
  it('answers a saved quote as live, with its side, user and terms, until its expiry', async () => {
    expect(await quoteForOrder(db, 'Q-terms', 30_999)).toEqual({ kind: 'live', side: 'sell', userNo: 'U1', terms: record.terms, expiresAt: 31_000 });
  });

  it('answers it as expired from the expiry on', async () => {
    expect(await quoteForOrder(db, 'Q-terms', 31_000)).toEqual({ kind: 'expired', side: 'sell', expiresAt: 31_000 });
  });

  it('answers a quote id it never handed out as unknown', async () => {
    expect(await quoteForOrder(db, 'Q-never', 2_000)).toEqual({ kind: 'unknown' });
  });
});

describe('saveQuote', () => {
  it('writes quotes saved at the same time in one statement, each stored when its caller resumes', async () => {
    const counting = countingDb(db);
    const ids = Array.from({ length: 30 }, (_, index) => `Q-batch-${index}`);
    await Promise.all(ids.map((quoteId) => saveQuote(counting.db, { ...record, quoteId })));
    expect(counting.statements()).toBe(1);
    const found = await Promise.all(ids.map((quoteId) => quoteForOrder(db, quoteId, 2_000)));
    expect(found.every((quote) => quote.kind === 'live')).toBe(true);
  });

  it('fails every caller of a statement that fails, and stores none of its quotes', async () => {
    const saves = [saveQuote(db, { ...record, quoteId: 'Q-twice' }), saveQuote(db, { ...record, quoteId: 'Q-twice' })];
    const outcomes = await Promise.allSettled(saves);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    expect(await quoteForOrder(db, 'Q-twice', 2_000)).toEqual({ kind: 'unknown' });
  });

  it('goes on writing after a failed statement', async () => {
    await saveQuote(db, { ...record, quoteId: 'Q-after' });
    expect((await quoteForOrder(db, 'Q-after', 2_000)).kind).toBe('live');
  });
});
