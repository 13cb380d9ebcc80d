import { randomUUID } from 'node:crypto';
import { saveQuote } from '../../src/server/services/quote-store';
import type { Db } from '../../src/server/store/db';

/** What an order needs in tests besides a user: a stored quote it can claim, an address to receive, a card to pay with. */
export interface TestQuote {
  /** Given when the test names the quote (service tests whose quote facts come from a stub lookup); a fresh UUID otherwise. */
  quoteId?: string;
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
  /** When the quote stops pricing orders; never, unless the test is about expiry or goes through the app's clock. */
  expiresAt?: number;
}

/** Quotes live 30 s in these tests, as a quote endpoint would keep them. */
const quoteLifetimeMs = 30_000;

/** A quote as the quote endpoints keep it (spec §3 field names), returning its quoteId; an order claims it, and a quote prices one order. */
export async function insertQuote(db: Db, quote: TestQuote = {}): Promise<string> {
  const quoteId = quote.quoteId ?? randomUUID();
  const expiresAt = quote.expiresAt ?? Number.MAX_SAFE_INTEGER;
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
  const createdAt = Math.max(0, expiresAt - quoteLifetimeMs);
  await saveQuote(db, { quoteId, side: quote.side ?? 'buy', userNo: quote.userNo ?? null, terms, createdAt, expiresAt });
  return quoteId;
}

/** A valid Tron address (the sandbox's buy quotes default to USDT on TRX). */
export const tronAddress = 'TV8BnHfooNjh8ptaBRzEE4r4wbC8aZH3JZ';
/** A card's fields besides its number, which each test picks from the sandbox's card table (docs/sandbox.md) for the answer it wants. */
export const testCard = { cardExpireMonth: '12', cardExpireYear: '2035', cvv: '123', firstname: 'Ana', lastname: 'Silva' };
