import { ApiError } from '../../errors';
import type { Db } from '../../store/db';
import { claimQuote, quoteForOrder, type QuoteTerms } from '../quote-store';

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
}

/** The message of quoteExpired for a quote that already priced an order. */
export const quoteUsedKey = 'errors.server.quoteUsed';

/**
 * The terms of a live quote: refused with quoteExpired when unknown, of another side, handed to
 * another user, or past its expiry, so an order is never silently repriced; and, saying so, when it
 * already priced an order (a quote prices one order; a retried create with the same submit-token
 * is answered with its order before any quote is read).
 */
async function liveTerms(db: Db, side: 'buy' | 'sell', quoteId: string, userNo: string, now: number): Promise<QuoteTerms> {
  const quote = await quoteForOrder(db, quoteId, now);
  if (quote.kind === 'used' && quote.side === side) throw new ApiError('quoteExpired', {}, quoteUsedKey);
  if (quote.kind !== 'live' || quote.side !== side || (quote.userNo !== null && quote.userNo !== userNo)) throw new ApiError('quoteExpired');
  return quote.terms;
}

/** Claims the quote for the order inside the order's transaction (claimQuote); refused as used when another order took it. */
export async function takeQuote(tx: Db, quoteId: string, orderNo: string): Promise<void> {
  if (!(await claimQuote(tx, quoteId, orderNo))) throw new ApiError('quoteExpired', {}, quoteUsedKey);
}

/** The first-order discount (spec §1) replaces the ramp fee and the crypto amount when granted. */
export async function buyQuoteFacts(db: Db, quoteId: string, userNo: string, now: number): Promise<BuyQuoteFacts> {
  const quote = await liveTerms(db, 'buy', quoteId, userNo, now);
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
  };
}

export async function sellQuoteFacts(db: Db, quoteId: string, userNo: string, now: number): Promise<SellQuoteFacts> {
  const quote = await liveTerms(db, 'sell', quoteId, userNo, now);
  return {
    fiat: quote.fiat,
    crypto: quote.crypto,
    network: quote.network,
    cryptoAmount: quote.cryptoAmount,
    fiatAmount: quote.fiatAmount,
    price: quote.cryptoToFiatPrice ?? quote.cryptoPrice,
    payWayCode: quote.payWayCode,
    rampFee: quote.rampFee,
  };
}
