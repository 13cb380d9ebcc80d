import type { Db } from '../store/db';
import { groupCommit } from '../store/group-commit';

/**
 * The quotes table (migration 003): quotes handed out with a quoteId are kept until they expire,
 * then deleted by the expired-quotes job (orders copy what they need). No other module reads or writes it.
 */

/**
 * What an order reads of a quote it is held to (spec §3 Fee/quote responses field names, amounts as
 * decimal strings). A buy and a sell quote both carry these; a sell quote has no network fee or discount.
 */
export interface QuoteTerms {
  fiat: string;
  crypto: string;
  network: string;
  fiatAmount: string;
  cryptoAmount: string;
  /** Rounded to the fiat's decimals (the 'one crypto' price line). */
  cryptoPrice: string;
  /** The unrounded reference price (8 significant digits), the one an order is priced at. */
  cryptoToFiatPrice?: string;
  /** The method the fee was computed for. */
  payWayCode?: string;
  rampFee: string;
  networkFee?: string;
  discount?: boolean;
  discountRampFee?: string;
  discountCryptoAmount?: string;
}

/** A quote as it is kept until an order uses it. */
export interface QuoteRecord {
  quoteId: string;
  side: 'buy' | 'sell';
  /** The signed-in user it was priced for (a first-order discount is theirs only); null for a visitor. */
  userNo: string | null;
  terms: QuoteTerms;
  createdAt: number;
  expiresAt: number;
}

/** Rows per INSERT of the quote writer (6 parameters each, far below PostgreSQL's 65535). */
const maxQuotesPerInsert = 100;

async function insertQuotes(db: Db, records: QuoteRecord[]): Promise<void> {
  const rows = records.map((_, row) => `(${Array.from({ length: 6 }, (__, column) => `$${row * 6 + column + 1}`).join(', ')})`);
  await db.query(
    `INSERT INTO quotes (quote_id, side, user_no, body, created_at, expires_at) VALUES ${rows.join(', ')}`,
    records.flatMap((record) => [record.quoteId, record.side, record.userNo, JSON.stringify(record.terms), record.createdAt, record.expiresAt]),
  );
}

const writers = new WeakMap<Db, (record: QuoteRecord) => Promise<void>>();

/** Keeps a quote so an order can be held to it; the only writer of the quotes table (migration 003). */
export function saveQuote(db: Db, record: QuoteRecord): Promise<void> {
  let write = writers.get(db);
  if (!write) {
    // Under 50 concurrent callers about 25 quotes share one INSERT, whose fixed cost is most of a quote's time on PGlite.
    write = groupCommit(async (batch: QuoteRecord[]) => {
      await insertQuotes(db, batch);
      return batch.map(() => undefined);
    }, maxQuotesPerInsert);
    writers.set(db, write);
  }
  return write(record);
}

/** A quote an order names: live with its terms, already taken by an order, past its expiry (until the expired-quotes job deletes it), or unknown. */
export type QuoteForOrder =
  | { kind: 'live'; side: 'buy' | 'sell'; userNo: string | null; terms: QuoteTerms; expiresAt: number }
  | { kind: 'used'; side: 'buy' | 'sell'; orderNo: string }
  | { kind: 'expired'; side: 'buy' | 'sell'; expiresAt: number }
  | { kind: 'unknown' };

/** The quote an order names, as it stands at `now`: the one reader of the quotes table. */
export async function quoteForOrder(db: Db, quoteId: string, now: number): Promise<QuoteForOrder> {
  const row = await db.one<{ side: 'buy' | 'sell'; user_no: string | null; body: QuoteTerms; expires_at: number; order_no: string | null }>(
    'SELECT side, user_no, body, expires_at, order_no FROM quotes WHERE quote_id = $1',
    [quoteId],
  );
  if (!row) return { kind: 'unknown' };
  if (now >= row.expires_at) return { kind: 'expired', side: row.side, expiresAt: row.expires_at };
  if (row.order_no !== null) return { kind: 'used', side: row.side, orderNo: row.order_no };
  return { kind: 'live', side: row.side, userNo: row.user_no, terms: row.body, expiresAt: row.expires_at };
}

/**
 * Gives the quote to one order: true when it had priced nothing yet, false when another order
 * took it first. Run in the transaction that writes the order, so the order and its claim commit
 * or roll back together, and two orders racing for one quote wait on its row: one wins.
 */
export async function claimQuote(tx: Db, quoteId: string, orderNo: string): Promise<boolean> {
  const row = await tx.one<{ quote_id: string }>('UPDATE quotes SET order_no = $2 WHERE quote_id = $1 AND order_no IS NULL RETURNING quote_id', [quoteId, orderNo]);
  return row !== undefined;
}

/**
 * Deletes up to `batchSize` quotes past their expiry, skipping rows another instance holds; answers
 * how many went. An expired quote prices nothing (quoteForOrder answers unknown and expired alike
 * with quoteExpired), so it is deleted as soon as it expires.
 */
export async function deleteExpiredQuotes(db: Db, now: number, batchSize: number): Promise<number> {
  const row = await db.one<{ deleted: number }>(
    `WITH gone AS (
       DELETE FROM quotes WHERE quote_id IN (
         SELECT quote_id FROM quotes WHERE expires_at <= $1 ORDER BY expires_at LIMIT $2 FOR UPDATE SKIP LOCKED)
       RETURNING 1)
     SELECT count(*)::int AS deleted FROM gone`,
    [now, batchSize],
  );
  return row?.deleted ?? 0;
}
