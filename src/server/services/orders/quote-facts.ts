import { ApiError } from '../../errors';
import type { Db } from '../../store/db';
import { claimQuote, openQuote, quoteUsed, type QuoteTerms } from '../quote-store';

/** The facts of a live buy quote the order is bound to (amounts as decimal strings). */
export interface BuyQuoteFacts {
  fiat: string;
  crypto: string;
  network: string;
  fiatAmount: string;
  cryptoAmount: string;
  price: string;
  rampFee: string;
  networkFee: string;
  discount: boolean;
  /** The method whose fee the quote includes; the order must use it. */
  payWayCode?: string;
  /** When the quote expires: until then its use by an order is kept (claimQuote). */
  expiresAt: number;
}

/** The facts of a live sell quote the order is bound to (amounts as decimal strings). */
export interface SellQuoteFacts {
  fiat: string;
  crypto: string;
  network: string;
  cryptoAmount: string;
  fiatAmount: string;
  price: string;
  rampFee: string;
  /** The payout method whose fee the quote includes; the order must use it. */
  payWayCode?: string;
  /** When the quote expires: until then its use by an order is kept (claimQuote). */
  expiresAt: number;
}

/** The message of quoteExpired for a quote that already priced an order. */
export const quoteUsedKey = 'errors.server.quoteUsed';

/**
 * The terms of a live quote: refused with quoteExpired when its seal does not open under QUOTE_KEY
 * (another key, altered, cut), when it is of another side, priced for another user, or past its
 * expiry, so an order is never silently repriced; and, saying so, when it already priced an order
 * (a quote prices one order; a retried create with the same submit-token is answered with its
 * order before any quote is read).
 */
async function liveTerms(db: Db, key: Buffer, side: 'buy' | 'sell', quoteId: string, userNo: string, now: number): Promise<QuoteTerms & { expiresAt: number }> {
  const quote = openQuote(key, quoteId);
  if (!quote || quote.side !== side || (quote.userNo !== null && quote.userNo !== userNo) || now >= quote.expiresAt) throw new ApiError('quoteExpired');
  if (await quoteUsed(db, quoteId)) throw new ApiError('quoteExpired', {}, quoteUsedKey);
  return { ...quote.terms, expiresAt: quote.expiresAt };
}

/** Claims the quote for the order inside the order's transaction (claimQuote); refused as used when another order took it. */
export async function takeQuote(tx: Db, quoteId: string, orderNo: string, expiresAt: number): Promise<void> {
  if (!(await claimQuote(tx, quoteId, orderNo, expiresAt))) throw new ApiError('quoteExpired', {}, quoteUsedKey);
}

/** The first-order discount (product §1) replaces the ramp fee and the crypto amount when granted. */
export async function buyQuoteFacts(db: Db, key: Buffer, quoteId: string, userNo: string, now: number): Promise<BuyQuoteFacts> {
  const quote = await liveTerms(db, key, 'buy', quoteId, userNo, now);
  const discounted = quote.discount === true;
  return {
    fiat: quote.fiat,
    crypto: quote.crypto,
    network: quote.network,
    fiatAmount: quote.fiatAmount,
    cryptoAmount: (discounted ? quote.discountCryptoAmount : undefined) ?? quote.cryptoAmount,
    price: quote.cryptoToFiatPrice ?? quote.cryptoPrice,
    payWayCode: quote.payWayCode,
    rampFee: (discounted ? quote.discountRampFee : undefined) ?? quote.rampFee,
    networkFee: quote.networkFee ?? '0',
    discount: discounted,
    expiresAt: quote.expiresAt,
  };
}

export async function sellQuoteFacts(db: Db, key: Buffer, quoteId: string, userNo: string, now: number): Promise<SellQuoteFacts> {
  const quote = await liveTerms(db, key, 'sell', quoteId, userNo, now);
  return {
    fiat: quote.fiat,
    crypto: quote.crypto,
    network: quote.network,
    cryptoAmount: quote.cryptoAmount,
    fiatAmount: quote.fiatAmount,
    price: quote.cryptoToFiatPrice ?? quote.cryptoPrice,
    payWayCode: quote.payWayCode,
    rampFee: quote.rampFee,
    expiresAt: quote.expiresAt,
  };
}
