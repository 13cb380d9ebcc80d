import Decimal from 'decimal.js';
import type { BuyOrder, CreateBuyOrderBody } from '../../shared/generated/api/buy.schema';
import { constants } from '../../shared/config/constants';
import type { QuoteData, QuoteForm } from '../quote/quoteMachine';

/**
 * product §3 placeOrderQuery: the order body of POST /trade/create while it is being put together;
 * the quote id comes with the fresh quote, the method and country on the method list.
 */
export type PlaceOrderQuery = Omit<CreateBuyOrderBody, 'quoteId' | 'payWayCode' | 'alpha2'> & Partial<Pick<CreateBuyOrderBody, 'payWayCode' | 'alpha2'>>;

/** A wallet a merchant fixed in its link (product §1, §3 merchantQueryInfo). */
export interface MerchantWallet {
  address: string;
  memo?: string;
  /** The merchant's full entry path, sent as merchantParam with the order. */
  merchantPath?: string;
}

/** product §4 Buy start step 3: the order query built from the home form and the merchant's wallet. */
export function buildPlaceOrderQuery(form: QuoteForm, quote: QuoteData, wallet: MerchantWallet): PlaceOrderQuery {
  return {
    cryptoCurrency: form.crypto,
    fiatCurrency: form.fiat,
    amount: form.amount,
    network: form.network,
    address: wallet.address,
    memo: wallet.memo,
    merchantParam: wallet.merchantPath,
    alpha2: form.alpha2,
    payWayCode: form.payWayCode,
    cryptoCurrencyVolume: quote.cryptoAmount,
    depositType: constants.depositType,
  };
}

/** The facts of a placed order that make it the order being paid (schemas/api/buy.schema.json buyOrder). */
export type PendingOrderFacts = Pick<BuyOrder, 'status' | 'payWayCode' | 'fiat' | 'fiatAmount' | 'crypto' | 'network' | 'address' | 'memo'>;

/**
 * Whether the buy draft's order can be paid instead of creating another (the order number is kept
 * across a KYC detour): still awaiting payment (the server closes an unpaid order after its payment
 * window) and the same method, amount, crypto, network and wallet.
 */
export function isSamePendingOrder(order: PendingOrderFacts, query: PlaceOrderQuery & { payWayCode: string }): boolean {
  return (
    order.status === 'unpaid' &&
    order.payWayCode === query.payWayCode &&
    order.fiat === query.fiatCurrency &&
    new Decimal(order.fiatAmount).equals(query.amount) &&
    order.crypto === query.cryptoCurrency &&
    order.network === query.network &&
    order.address === query.address &&
    (order.memo ?? '') === (query.memo ?? '')
  );
}
