import { sealQuote } from '../../src/server/services/quote-store';
import { quoteKeyFromEnv } from '../../src/server/server-keys';

export interface TestQuote {
  side?: 'buy' | 'sell';
  userNo?: string | null;
  fiat?: string;
  crypto?: string;
  network?: string;
  fiatAmount?: string;
  cryptoAmount?: string;
  cryptoPrice?: string;
  rampFee?: string;
  networkFee?: string;
  expiresAt: number;
}

/**
 * Test support: the quoteId of a quote as the quote endpoints seal it (product §3 field names), under
 * `key`: by default the development QUOTE_KEY test apps run with.
 */
export function sealedTestQuote(quote: TestQuote, key: Buffer = quoteKeyFromEnv({})): string {
  const terms = {
    fiat: quote.fiat ?? 'USD',
    crypto: quote.crypto ?? 'USDT',
    network: quote.network ?? 'TRX',
    fiatAmount: quote.fiatAmount ?? '100',
    cryptoAmount: quote.cryptoAmount ?? '95.5',
    cryptoPrice: quote.cryptoPrice ?? '1.001',
    rampFee: quote.rampFee ?? '3.5',
    networkFee: quote.networkFee ?? '1',
    discount: false,
  };
  return sealQuote(key, { side: quote.side ?? 'buy', userNo: quote.userNo ?? null, expiresAt: quote.expiresAt, terms });
}

/** A valid Tron address (the sandbox's buy quotes default to USDT on TRX). */
export const tronAddress = 'TV8BnHfooNjh8ptaBRzEE4r4wbC8aZH3JZ';
/** POST /trade/create's body for a sandbox card buy of 100 USD in USDT on TRX, to the Tron address above, priced by `quoteId`. */
export const testBuyOrderBody = (quoteId: string) => ({
  quoteId,
  cryptoCurrency: 'USDT',
  address: tronAddress,
  network: 'TRX',
  fiatCurrency: 'USD',
  amount: '100',
  depositType: 2,
  payWayCode: '10001',
  alpha2: 'US',
});
/** A card's fields besides its number, which each test picks from the sandbox's card table (docs/sandbox.md) for the answer it wants. */
export const testCard = { cardExpireMonth: '12', cardExpireYear: '2035', cvv: '123', firstname: 'Ana', lastname: 'Silva' };
