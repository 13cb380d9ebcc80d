import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Db } from '../store/db';

/**
 * Sealed quotes: a quote's terms travel in its quoteId, signed with HMAC-SHA256 under QUOTE_KEY
 * (server-keys.ts), so handing out a quote writes nothing and any instance sharing the key can
 * price an order from it. "A quote prices one order" is kept by the used_quotes table (migration
 * 102): the order's transaction inserts the quote's id there, unique, and the used-quotes job
 * deletes rows once their quote can no longer be opened as live.
 */

/**
 * What an order reads of a quote it is held to (product §3 Fee/quote responses field names, amounts as
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

/** A quote as its seal carries it. */
export interface SealedQuote {
  side: 'buy' | 'sell';
  /** The signed-in user it was priced for (a first-order discount is theirs only); null for a visitor. */
  userNo: string | null;
  expiresAt: number;
  terms: QuoteTerms;
}

/** The terms in the order they are sealed: by position, which keeps a quoteId about half as long as named fields would. */
const sealedTerms = [
  'fiat',
  'crypto',
  'network',
  'fiatAmount',
  'cryptoAmount',
  'cryptoPrice',
  'cryptoToFiatPrice',
  'payWayCode',
  'rampFee',
  'networkFee',
  'discount',
  'discountRampFee',
  'discountCryptoAmount',
] as const satisfies readonly (keyof QuoteTerms)[];

/** Names the layout of the seal, so a later layout can be told apart (and an id of another kind is refused). */
const sealVersion = 'Q1';

const macOf = (key: Buffer, signed: string): string => createHmac('sha256', key).update(signed).digest('base64url');

/**
 * The quoteId of a quote: `Q1.<terms>.<mac>`, the terms a JSON array in base64url. A random part
 * makes every quote its own, so two visitors priced alike in the same millisecond do not share
 * one quote (which would price one order between them).
 */
export function sealQuote(key: Buffer, quote: SealedQuote): string {
  const fields = [randomUUID(), quote.side, quote.userNo, quote.expiresAt, ...sealedTerms.map((name) => quote.terms[name] ?? null)];
  const signed = `${sealVersion}.${Buffer.from(JSON.stringify(fields)).toString('base64url')}`;
  return `${signed}.${macOf(key, signed)}`;
}

/**
 * The quote a quoteId seals under `key`, or undefined for anything else: another key, a change to
 * any character, a cut or unknown format. The mac is compared as text, not as decoded bytes, so no
 * second spelling of one seal (base64url's spare bits) can name the same quote under another id.
 */
export function openQuote(key: Buffer, quoteId: string): SealedQuote | undefined {
  const at = quoteId.lastIndexOf('.');
  const signed = quoteId.slice(0, at);
  if (at < 0 || !signed.startsWith(`${sealVersion}.`)) return undefined;
  const given = Buffer.from(quoteId.slice(at + 1));
  const expected = Buffer.from(macOf(key, signed));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  // Sealed by this server under its key: the layout is the one sealQuote wrote.
  const [, side, userNo, expiresAt, ...values] = JSON.parse(Buffer.from(signed.slice(sealVersion.length + 1), 'base64url').toString('utf8')) as [
    string,
    SealedQuote['side'],
    string | null,
    number,
    ...unknown[],
  ];
  const terms = Object.fromEntries(sealedTerms.flatMap((name, index) => (values[index] === null ? [] : [[name, values[index]]]))) as unknown as QuoteTerms;
  return { side, userNo, expiresAt, terms };
}

/** Whether an order already took the quote (read before any work for the order is done; claimQuote decides). */
export async function quoteUsed(db: Db, quoteId: string): Promise<boolean> {
  return (await db.one('SELECT 1 AS used FROM used_quotes WHERE quote_id = $1', [quoteId])) !== undefined;
}

/**
 * Gives the quote to one order: true when it had priced nothing yet, false when another order
 * took it first. Run in the transaction that writes the order, so the order and its claim commit
 * or roll back together; two orders racing for one quote meet on its unique row, on one instance
 * or several: one wins.
 */
export async function claimQuote(tx: Db, quoteId: string, orderNo: string, expiresAt: number): Promise<boolean> {
  const row = await tx.one<{ quote_id: string }>(
    'INSERT INTO used_quotes (quote_id, order_no, expires_at) VALUES ($1, $2, $3) ON CONFLICT (quote_id) DO NOTHING RETURNING quote_id',
    [quoteId, orderNo, expiresAt],
  );
  return row !== undefined;
}

/**
 * Deletes up to `batchSize` used quotes that expired before `before`, skipping rows another
 * instance holds; answers how many went. Once expired, a quote's seal refuses it on its own.
 */
export async function deleteUsedQuotes(db: Db, before: number, batchSize: number): Promise<number> {
  const row = await db.one<{ deleted: number }>(
    `WITH gone AS (
       DELETE FROM used_quotes WHERE quote_id IN (
         SELECT quote_id FROM used_quotes WHERE expires_at <= $1 ORDER BY expires_at LIMIT $2 FOR UPDATE SKIP LOCKED)
       RETURNING 1)
     SELECT count(*)::int AS deleted FROM gone`,
    [before, batchSize],
  );
  return row?.deleted ?? 0;
}
