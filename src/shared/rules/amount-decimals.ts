import type { AssetsConfig, Crypto } from '../generated/assets.schema';
import { cryptoBySymbol, fiatByCode, assetsConfig } from '../config/assets';
import { constants } from '../config/constants';
import { typedDecimals } from '../money';
import { failed, passed, type RuleResult } from './rule-result';

/** Product §5/§9: a sold crypto amount has at most 6 decimals, and never more than the crypto itself has. */
export function sellCryptoDecimals(crypto: Crypto): number {
  return Math.min(crypto.decimals, constants.sellCryptoDecimals);
}

/**
 * The decimals the typed amount of a side may have (product §5): the fiat's decimalDigits when buying,
 * the sell crypto decimals when selling; undefined for a currency config/assets.json does not know.
 */
export function amountDecimals(side: 'buy' | 'sell', pair: { fiat: string; crypto: string }, config: AssetsConfig = assetsConfig): number | undefined {
  if (side === 'buy') return fiatByCode(pair.fiat, config)?.decimalDigits;
  const crypto = cryptoBySymbol(pair.crypto, config);
  return crypto === undefined ? undefined : sellCryptoDecimals(crypto);
}

/** Product §5: no more decimals than allowed; with 0 allowed, whole numbers only. */
export function checkDecimals(value: string, decimals: number): RuleResult {
  if (typedDecimals(value) <= decimals) return passed;
  return decimals === 0 ? failed('validation.amount.wholeNumber') : failed('validation.amount.tooManyDecimals', { decimals: String(decimals) });
}
