import { ApiError } from '../../errors';
import type { Db } from '../../store/db';
import type { BuyQuoteFacts } from './create-buy-order';
import type { SellQuoteFacts } from '../sell/sell-orders';

/** The stored quote body: spec §3 Fee/quote responses field names, amounts as decimal strings. */
interface StoredQuote {
  fiat: string;
  crypto: string;
  network: string;
  fiatAmount: string;
  cryptoAmount: string;
  cryptoPrice: string;
  /** The unrounded reference price (8 significant digits); cryptoPrice is rounded to the fiat's decimals. */
  cryptoToFiatPrice?: string;
  /** The method the fee was computed for. */
  payWayCode?: string;
  rampFee: string;
  networkFee?: string;
  discount?: boolean;
  discountRampFee?: string;
  discountCryptoAmount?: string;
}

/**
 * A live quote of the quotes table (core's quote endpoints write it): refused with quoteExpired
 * when unknown, of another side, handed to another user, or past its expiry, so an order is never
 * silently repriced.
 */
async function liveQuote(db: Db, side: 'buy' | 'sell', quoteId: string, userNo: string, now: number): Promise<StoredQuote> {
  const row = await db.one<{ side: string; user_no: string | null; body: StoredQuote; expires_at: number }>(
    'SELECT side, user_no, body, expires_at FROM quotes WHERE quote_id = $1',
    [quoteId],
  );
  if (!row || row.side !== side || (row.user_no !== null && row.user_no !== userNo) || now >= row.expires_at) throw new ApiError('quoteExpired');
  return row.body;
}

/** The first-order discount (spec §1) replaces the ramp fee and the crypto amount when granted. */
export async function buyQuoteFacts(db: Db, quoteId: string, userNo: string, now: number): Promise<BuyQuoteFacts> {
  const quote = await liveQuote(db, 'buy', quoteId, userNo, now);
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
  const quote = await liveQuote(db, 'sell', quoteId, userNo, now);
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
