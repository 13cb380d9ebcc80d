import { networkByCode } from '../address/networks';
import { validateAddress } from '../address/validate-address';
import { validateMemo } from '../address/validate-memo';
import { cryptoBySymbol, fiatByCode } from '../config/assets';
import type { AssetsConfig } from '../generated/assets.schema';
import type { NetworksConfig } from '../generated/networks.schema';

/** What the checkout offers (config/assets.json, config/networks.json); tests pass their own. */
export interface MerchantCatalog {
  assets: AssetsConfig;
  networks: NetworksConfig;
}

/** A link value the checkout cannot use: the parameter, and the message (errors.server.*) that says why. */
export interface UnusableValue {
  field: string;
  messageKey: string;
  params: Record<string, string>;
}

const unusable = (field: string, messageKey: string, params: Record<string, string> = {}): UnusableValue => ({ field, messageKey, params });

/**
 * The order values a link fixes must be ones the checkout offers, and a fixed address and memo must
 * pass the network's rules (src/shared/address), so a buyer never meets a bad merchant value at the
 * payment step. The first value at fault, or undefined when all can be used.
 */
export function unusableFixedValue(query: Record<string, string>, catalog: MerchantCatalog): UnusableValue | undefined {
  const { fiat, crypto, network: networkCode, address, memo, amount } = query;
  if (fiat !== undefined && !fiatByCode(fiat, catalog.assets)) return unusable('fiat', 'errors.server.merchantUnknownValue', { field: 'fiat', value: fiat });
  const offered = crypto === undefined ? undefined : cryptoBySymbol(crypto, catalog.assets);
  if (crypto !== undefined && !offered) return unusable('crypto', 'errors.server.merchantUnknownValue', { field: 'crypto', value: crypto });
  const network = networkCode === undefined ? undefined : networkByCode(networkCode, catalog.networks);
  if (networkCode !== undefined && !network) return unusable('network', 'errors.server.merchantUnknownValue', { field: 'network', value: networkCode });
  if (offered && networkCode !== undefined && !offered.networks.some((entry) => entry.network === networkCode)) {
    return unusable('crypto', 'errors.server.merchantCryptoNotOnNetwork', { crypto: offered.symbol, network: networkCode });
  }
  if (amount !== undefined && !/^(?=.*[1-9])\d+(\.\d+)?$/.test(amount)) return unusable('amount', 'errors.server.merchantAmount');
  if ((address !== undefined || memo !== undefined) && !network) return unusable('network', 'errors.server.merchantAddressNeedsNetwork');
  if (!network) return undefined;
  if (address !== undefined && !validateAddress(network, address, crypto).valid)
    return unusable('address', 'errors.server.merchantAddress', { network: network.name });
  if (memo !== undefined && !validateMemo(network, memo).valid) return unusable('memo', 'errors.server.merchantMemo', { network: network.name });
  return undefined;
}
