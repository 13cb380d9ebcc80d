import Decimal from 'decimal.js';
import assetsJson from '../../../../config/assets.json';
import type { AmountLimits, AssetsConfig } from '../../../shared/generated/assets.schema';
import type { PaymentMethod } from '../../../shared/generated/payment-methods.schema';
import { methodLimitFor } from '../../../shared/config/paymentMethods';

const assets = assetsJson as AssetsConfig;

export function fiatByCode(code: string) {
  return assets.fiats.find((fiat) => fiat.code === code);
}

export function cryptoByCode(symbol: string) {
  return assets.cryptos.find((crypto) => crypto.symbol === symbol);
}

/** Spec §5: the buy range of a fiat, narrowed by the method's own range (never widened). */
export function buyLimitsFor(method: PaymentMethod, fiat: string): AmountLimits | undefined {
  const defaults = fiatByCode(fiat)?.buy;
  if (!defaults) return undefined;
  const own = methodLimitFor(method, fiat);
  if (!own) return defaults;
  return { min: Decimal.max(defaults.min, own.min).toString(), max: Decimal.min(defaults.max, own.max).toString() };
}

export function withinLimits(amount: string, limits: AmountLimits): boolean {
  const value = new Decimal(amount);
  return value.greaterThanOrEqualTo(limits.min) && value.lessThanOrEqualTo(limits.max);
}
