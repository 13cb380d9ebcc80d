import type { TFunction } from 'i18next';
import type { RuleResult } from '../../shared/rules/rule-result';
import { formatFiat } from './format';

/**
 * The message of an amount rule in the user's language, its limits written like every other
 * amount on the page ("780,000 JPY", "20,00 EUR"). The rules keep plain numbers in their params,
 * so the check CLI and the server say exactly what they always said.
 */
export function amountRuleMessage(t: TFunction, locale: string, result: RuleResult): string | undefined {
  if (result.valid) return undefined;
  const { fiat, min, max } = result.params;
  if (fiat === undefined) return t(result.messageKey, result.params);
  return t(result.messageKey, {
    ...result.params,
    ...(min === undefined ? {} : { min: formatFiat(min, fiat, locale, 'minimum') }),
    ...(max === undefined ? {} : { max: formatFiat(max, fiat, locale, 'maximum') }),
  });
}
