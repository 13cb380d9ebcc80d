import { randomUUID } from 'node:crypto';
import { saveQuote } from '../services/quote-store';
import type { Db } from '../store/db';

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

/** Test support: a quote as the quote endpoints keep it (spec §3 field names), returning its quoteId. */
export async function insertQuote(db: Db, quote: TestQuote): Promise<string> {
  const quoteId = randomUUID();
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
  await saveQuote(db, { quoteId, side: quote.side ?? 'buy', userNo: quote.userNo ?? null, terms, createdAt: quote.expiresAt - 30_000, expiresAt: quote.expiresAt });
  return quoteId;
}

export const tronAddress = 'TV8BnHfooNjh8ptaBRzEE4r4wbC8aZH3JZ';
export const testCard = { cardExpireMonth: '12', cardExpireYear: '2035', cvv: '123', firstname: 'Ana', lastname: 'Silva' };
