/** Test support of the engine's machines: hand-settled promises, spy actors, and complete quote and payment-result answers as the server gives them. */
import { fromPromise } from 'xstate';
import type { BuyQuote, SellQuote } from '../../src/shared/generated/api/quotes.schema';
import type { PayResult } from '../../src/shared/generated/api/pay.schema';
import { methodsFor } from '../../src/shared/config/paymentMethods';

/** A promise the test settles by hand, to order answers as a race would. */
export interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (reason: unknown) => void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A fromPromise actor backed by a spy, so tests assert the input each call received. */
export function spyActor<TOutput, TInput>(spy: (input: TInput, signal: AbortSignal) => Promise<TOutput>) {
  return fromPromise<TOutput, TInput>(({ input, signal }) => spy(input, signal));
}

/** The catalogue's first card method: quotes default to it (config/payment-methods.json). */
const firstCardMethod = methodsFor('buy', { fiat: 'USD' }).find((method) => method.type === 'card')?.payWayCode ?? '';

/** A complete buy quote as the server answers it (schemas/api/quotes.schema.json), for machine tests. */
export function buyQuoteFixture(overrides: Partial<BuyQuote> = {}): BuyQuote {
  return {
    quoteId: 'Q1',
    expiresAt: 1_000_000,
    fiat: 'USD',
    fiatSymbol: '$',
    flag: 'us',
    alpha2: 'US',
    crypto: 'ETH',
    cryptoIcon: 'eth',
    cryptoToFiatPrice: '3000',
    cryptoPrice: '3000',
    network: 'ETH',
    networkIcon: 'eth',
    networkName: 'Ethereum',
    addressRegex: '^0x[0-9a-fA-F]{40}$',
    memoRegex: null,
    rampFee: '1.5',
    decimalDigits: 2,
    fiatAmount: '100',
    cryptoAmount: '0.0327',
    payWayCode: firstCardMethod,
    checkMerchant: false,
    merchantConfig: null,
    networkFee: '0.4',
    minAmount: '20',
    maxAmount: '5000',
    discount: false,
    discountNetworkFee: '0.4',
    discountRampFee: '1.5',
    discountCryptoAmount: '0.0327',
    ...overrides,
  };
}

/** A complete sell quote as the server answers it, for machine tests. */
export function sellQuoteFixture(overrides: Partial<SellQuote> = {}): SellQuote {
  const {
    networkFee: _networkFee,
    discount: _discount,
    discountNetworkFee: _dnf,
    discountRampFee: _drf,
    discountCryptoAmount: _dca,
    ...shared
  } = buyQuoteFixture();
  return {
    ...shared,
    fiat: 'EUR',
    crypto: 'USDT',
    network: 'TRX',
    rampFee: '2',
    cryptoPrice: '0.92',
    cryptoAmount: '100',
    fiatAmount: '90',
    minLimit: '30',
    maxLimit: '2000',
    cryptoDecimalDigits: 6,
    ...overrides,
  };
}

const orderStatusOfResult: Record<PayResult['result'], PayResult['status']> = { success: 'processing', failed: 'failed', timeout: 'closed', pending: 'unpaid' };

/** A GET /pay/result/check answer for order O1 with the given result view and decline code. */
export function payResultFixture(result: PayResult['result'], resultCode: string | null = null): PayResult {
  return { orderNo: 'O1', status: orderStatusOfResult[result], result, resultCode };
}
