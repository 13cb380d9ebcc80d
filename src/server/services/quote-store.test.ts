import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDb } from '../../../tests/helpers/testDb';
import type { Db } from '../store/db';
import { claimQuote, deleteUsedQuotes, openQuote, quoteUsed, sealQuote, type SealedQuote } from './quote-store';

const key = randomBytes(32);
const quote: SealedQuote = {
  side: 'sell',
  userNo: 'U1',
  expiresAt: 31_000,
  terms: { fiat: 'EUR', crypto: 'USDT', network: 'TRX', fiatAmount: '91.5', cryptoAmount: '100', cryptoPrice: '0.93', payWayCode: '19000', rampFee: '1.5' },
};

/** The id with its sealed terms replaced by `edit`'s, the mac left as it was: what a forger can make without the key. */
function forged(quoteId: string, edit: (fields: unknown[]) => void): string {
  const [version, payload, mac] = quoteId.split('.') as [string, string, string];
  const fields = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown[];
  edit(fields);
  return [version, Buffer.from(JSON.stringify(fields)).toString('base64url'), mac].join('.');
}

describe('sealQuote and openQuote', () => {
  it('open to the terms they sealed, and nothing more', () => {
    expect(openQuote(key, sealQuote(key, quote))).toEqual(quote);
  });

  it('give two quotes of the same terms at the same moment ids of their own', () => {
    expect(sealQuote(key, quote)).not.toBe(sealQuote(key, quote));
  });

  it('open nothing sealed under another key, altered, cut, or of another kind', () => {
    const quoteId = sealQuote(key, quote);
    expect(openQuote(randomBytes(32), quoteId)).toBeUndefined();
    expect(
      openQuote(
        key,
        forged(quoteId, (fields) => (fields[7] = '910.5')),
      ),
    ).toBeUndefined();
    expect(
      openQuote(
        key,
        forged(quoteId, (fields) => (fields[2] = 'U2')),
      ),
    ).toBeUndefined();
    for (const cut of [quoteId.slice(0, -1), quoteId.slice(0, quoteId.lastIndexOf('.')), quoteId.slice(0, 10), '', '.', 'Q1..']) {
      expect(openQuote(key, cut), cut).toBeUndefined();
    }
    expect(openQuote(key, quoteId.replace(/^Q1/, 'Q2'))).toBeUndefined();
    expect(openQuote(key, `Q${'a'.repeat(32)}`)).toBeUndefined();
  });

  it('open no second spelling of the same mac (base64url spare bits), so one quote has one id', () => {
    const quoteId = sealQuote(key, quote);
    const last = quoteId.at(-1) ?? '';
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    // A 32-byte mac leaves 2 bits of its last character unused: these spell the same bytes.
    const twins = [...alphabet].filter((char) => char !== last && alphabet.indexOf(char) >> 2 === alphabet.indexOf(last) >> 2);
    expect(twins).toHaveLength(3);
    for (const twin of twins) {
      const respelled = `${quoteId.slice(0, -1)}${twin}`;
      expect(Buffer.from(respelled.split('.')[2] ?? '', 'base64url')).toEqual(Buffer.from(quoteId.split('.')[2] ?? '', 'base64url'));
      expect(openQuote(key, respelled)).toBeUndefined();
    }
  });
});

describe('used quotes', () => {
  let db: Db;
  beforeAll(async () => {
    db = await freshDb();
  });
  afterAll(() => db.close());

  it('give a quote to the first order that claims it, and to no other', async () => {
    const quoteId = sealQuote(key, quote);
    expect(await quoteUsed(db, quoteId)).toBe(false);
    expect(await claimQuote(db, quoteId, 'B1', quote.expiresAt)).toBe(true);
    expect(await claimQuote(db, quoteId, 'B2', quote.expiresAt)).toBe(false);
    expect(await quoteUsed(db, quoteId)).toBe(true);
    expect(await db.query('SELECT order_no FROM used_quotes WHERE quote_id = $1', [quoteId])).toEqual([{ order_no: 'B1' }]);
  });

  it('forget a claim whose order rolled back', async () => {
    const quoteId = sealQuote(key, quote);
    await expect(
      db.transaction(async (tx) => {
        await claimQuote(tx, quoteId, 'B3', quote.expiresAt);
        throw new Error('the order insert failed');
      }),
    ).rejects.toThrow('the order insert failed');
    expect(await claimQuote(db, quoteId, 'B4', quote.expiresAt)).toBe(true);
  });

  it('are deleted once expired before the given time, a batch at a time, the others kept', async () => {
    await db.query('DELETE FROM used_quotes');
    for (let i = 0; i < 5; i += 1) await claimQuote(db, `old-${i}`, `O${i}`, 1_000 + i);
    await claimQuote(db, 'live', 'L', 50_000);
    expect(await deleteUsedQuotes(db, 2_000, 3)).toBe(3);
    expect(await deleteUsedQuotes(db, 2_000, 3)).toBe(2);
    expect(await deleteUsedQuotes(db, 2_000, 3)).toBe(0);
    expect(await db.query('SELECT quote_id FROM used_quotes')).toEqual([{ quote_id: 'live' }]);
  });
});
