import type { Side } from '../../shared/generated/api/common.schema';
import { validateBuyAmount } from '../../shared/rules/buy-amount';
import type { RuleResult } from '../../shared/rules/rule-result';
import { validateSellAmount } from '../../shared/rules/sell-amount';
import { isSellQuote, type AmountRule, type QuoteData } from './quoteMachine';

/** The product §5 amount check of a side against the quote's limits, as a RuleResult for the message. */
export function checkAmount(side: Side, amount: string, quote: QuoteData): RuleResult {
  if (side === 'buy') {
    return validateBuyAmount({ fiat: quote.fiat, value: amount, min: quote.minAmount, max: quote.maxAmount, decimals: quote.decimalDigits });
  }
  if (!isSellQuote(quote)) return { valid: false, messageKey: 'validation.amount.invalid', params: {} };
  return validateSellAmount({
    fiat: quote.fiat,
    cryptoAmount: amount,
    fiatAmount: quote.fiatAmount,
    fee: quote.rampFee,
    minLimit: quote.minLimit,
    maxLimit: quote.maxLimit,
    cryptoDecimals: quote.cryptoDecimalDigits,
  });
}

/** The quote machine's amount rule for a side, from the shared rules. */
export function amountRuleFor(side: Side): AmountRule {
  return (amount, quote) => checkAmount(side, amount, quote).valid;
}
