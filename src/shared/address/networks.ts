import type { Network, NetworksConfig } from '../generated/networks.schema';
import { config } from '#config';

/** config/networks.json, typed from schemas/networks.schema.json (validated by its test and validate:config). */
export const networksConfig: NetworksConfig = config.networks;

export function networkByCode(code: string, config: NetworksConfig = networksConfig): Network | undefined {
  return config.networks.find((network) => network.code === code);
}

/** Explorer link of a transaction or an address on the network (product §3: TxID in order history). */
export function explorerTxUrl(network: Network, txid: string): string {
  return network.explorerTxUrl.replace('{txid}', encodeURIComponent(txid));
}

export function explorerAddressUrl(network: Network, address: string): string {
  return network.explorerAddressUrl.replace('{address}', encodeURIComponent(address));
}
