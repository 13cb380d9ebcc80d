import type { Network, NetworksConfig } from '../generated/networks.schema';
import { failed, passed, type RuleResult } from '../rules/rule-result';
import { addressFormats } from './address-formats';
import { networksConfig } from './networks';

/**
 * Product §5: an address must match the network's addressRegex, and it must also pass the network's
 * checksum format, so a mistyped character is caught before funds are sent.
 * 'Not a valid {{crypto}} address' names the given crypto, else the network's defaultCrypto.
 */
export function validateAddress(network: Network, value: string, crypto?: string): RuleResult {
  const matches = new RegExp(network.addressRegex, 'u').test(value);
  if (matches && addressFormats[network.addressFormat](value)) return passed;
  return failed('validation.address.invalid', { crypto: crypto ?? network.defaultCrypto });
}

/**
 * Product §5 refund: 'a Tron (USDT) address is required': an empty one is said to be required, and one
 * that is not an address on the given network 'Invalid address'.
 */
export function validateRefundAddress(network: Network, value: string): RuleResult {
  if (value.trim() === '') return failed('validation.address.refundRequired');
  return validateAddress(network, value).valid ? passed : failed('validation.address.refundInvalid');
}

/**
 * Product §5: ENS, Unstoppable and SPACE ID names are accepted for some networks. True when the value
 * looks like a name one of the network's services resolves; the UI then asks the API to resolve it.
 */
export function isNameServiceName(network: Network, value: string, config: NetworksConfig = networksConfig): boolean {
  const name = value.trim().toLowerCase();
  if (!/^([\p{L}\p{M}\p{N}_-]+\.)+[a-z0-9]+$/u.test(name)) return false;
  const services = config.nameServices.filter((service) => network.nameServices?.includes(service.id));
  return services.some((service) => service.suffixes.some((suffix) => name.endsWith(suffix) && name.length > suffix.length));
}
