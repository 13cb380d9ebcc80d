import type { ChainProvider } from './chain-provider';
import { isEvmReference, type EvmChainProvider } from './evm/evm-provider';

/**
 * The one chain provider the services see, routed by network: the networks with an evm entry in
 * networks.json go to the evm adapter, every other network to the adapter config/providers.json
 * selects (the sandbox on a fresh clone). A reference names its adapter, so status lookups find
 * their way back. Name resolution and signed events stay the selected adapter's: the evm adapter
 * resolves no names and reports its facts straight into settlement's inbox.
 */
export function routedChain(selected: ChainProvider, evm: { networkCodes: readonly string[]; provider: EvmChainProvider }): ChainProvider {
  const byNetwork = (code: string) => (evm.networkCodes.includes(code) ? evm.provider : selected);
  const byReference = (reference: string) => (isEvmReference(reference) ? evm.provider : selected);
  return {
    send: (request) => byNetwork(request.network.code).send(request),
    transferStatus: (reference) => byReference(reference).transferStatus(reference),
    depositFor: (network, order) => byNetwork(network.code).depositFor(network, order),
    depositStatus: (reference) => byReference(reference).depositStatus(reference),
    closeDeposit: (reference) => byReference(reference).closeDeposit(reference),
    resolveName: (name) => selected.resolveName(name),
    events: selected.events,
  };
}
