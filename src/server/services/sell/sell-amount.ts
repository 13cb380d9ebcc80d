import Decimal from 'decimal.js';
import type { AmountLimits, Crypto, Fiat } from '../../../shared/generated/assets.schema';
import type { PaymentMethod } from '../../../shared/generated/payment-methods.schema';
import { failed, type RuleResult } from '../../../shared/rules/rule-result';
import { validateSellAmount } from '../../../shared/rules/sell-amount';
import { sellCryptoDecimals } from '../../../shared/rules/amount-decimals';
import { amountLimitsFor, withinLimits } from '../orders/limits';
import { rampFeeOf, sellFiatAmount, type FeeScheduleTerms } from '../pricing';

/** What a sale is judged by: its crypto, fiat and payout method, the crypto sold and what it pays out. */
export interface SaleFacts {
  fiat: Fiat;
  crypto: Crypto;
  method: PaymentMethod;
  cryptoAmount: string;
  /** The fiat paid out, after the fee. */
  fiatAmount: string;
  fee: string;
}

/**
 * Product §5 sell amount with the browser's own rule (src/shared/rules/sell-amount.ts): at most 6
 * decimals and above 0; fiat plus fee at least minLimit and at most maxLimit plus the fee, over the
 * order's range (amountLimitsFor); and the crypto within its own sell range (the quote's
 * minAmount/maxAmount). Judges an order when it is created and the deposit that arrives for it
 * (whose amount the chain gives with the crypto's own decimals).
 */
export function sellAmountRule(
  sale: SaleFacts,
  cryptoDecimals = sellCryptoDecimals(sale.crypto),
): { result: RuleResult; range: AmountLimits & { fiat: string } } {
  const limits = amountLimitsFor('sell', sale.fiat, sale.method) ?? { min: '0', max: '0' };
  const range = { ...limits, fiat: sale.fiat.code };
  const result = validateSellAmount({
    fiat: sale.fiat.code,
    cryptoAmount: sale.cryptoAmount,
    fiatAmount: sale.fiatAmount,
    fee: sale.fee,
    minLimit: limits.min,
    maxLimit: limits.max,
    cryptoDecimals,
  });
  if (!result.valid || !sale.crypto.sell || withinLimits(sale.cryptoAmount, sale.crypto.sell)) return { result, range };
  const { min, max } = sale.crypto.sell;
  const cryptoRange = { min, max, fiat: sale.crypto.symbol };
  const below = new Decimal(sale.cryptoAmount).lessThan(min);
  return {
    result: below
      ? failed('validation.amount.sellMin', { min, fiat: sale.crypto.symbol })
      : failed('validation.amount.sellMax', { max, fiat: sale.crypto.symbol }),
    range: cryptoRange,
  };
}

/**
 * Product §3 sell history 'final total': what a deposit of `deposited` pays out at the order's locked
 * price and fee schedule. The ordered amount pays exactly what the order said.
 */
export function settledSale(
  order: { cryptoAmount: string; fiatAmount: string; rampFee: string; price: string },
  schedule: FeeScheduleTerms,
  fiat: Fiat,
  deposited: string,
): { fiatAmount: string; rampFee: string } {
  if (new Decimal(deposited).equals(order.cryptoAmount)) return { fiatAmount: order.fiatAmount, rampFee: order.rampFee };
  const gross = new Decimal(deposited).times(order.price);
  const fee = rampFeeOf(schedule, fiat, gross);
  return { fiatAmount: sellFiatAmount(gross, fee, fiat), rampFee: fee.toFixed(fiat.decimalDigits) };
}
