import { describe, expect, it } from 'vitest';
import { networksConfig } from '../../../shared/address/networks';
import { validateAddress } from '../../../shared/address/validate-address';
import { validateMemo } from '../../../shared/address/validate-memo';
import { isEip55Address } from '../../../shared/address/evm';
import { sandboxConfig } from '../../services/orders/flow-deps';
import { createSandboxChain } from './sandbox-chain';

const chain = createSandboxChain(sandboxConfig);

describe('sandbox chain', () => {
  it.each(networksConfig.networks)('gives a deposit address on $code that passes the network rules', (network) => {
    const deposit = chain.depositFor(network, 'S1');
    expect(validateAddress(network, deposit.address).valid).toBe(true);
    expect(validateMemo(network, deposit.memo ?? '').valid).toBe(true);
  });

  it('shapes transaction ids like the network and keeps them stable per seed', () => {
    const byCode = (code: string) => networksConfig.networks.find((network) => network.code === code)!;
    expect(chain.txIdFor(byCode('ETH'), 'B1')).toMatch(/^0x[0-9a-f]{64}$/);
    expect(chain.txIdFor(byCode('TRX'), 'B1')).toMatch(/^[0-9a-f]{64}$/);
    expect(chain.txIdFor(byCode('SOL'), 'B1')).toMatch(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/);
    expect(chain.txIdFor(byCode('ETH'), 'B1')).toBe(chain.txIdFor(byCode('ETH'), 'B1'));
  });

  it('fails sends only to the documented failing addresses, which are valid addresses', () => {
    expect(chain.canSendTo('TV8BnHfooNjh8ptaBRzEE4r4wbC8aZH3JZ')).toBe(true);
    for (const address of sandboxConfig.chain.failingAddresses) expect(chain.canSendTo(address)).toBe(false);
  });

  it('resolves the documented names to checksummed addresses and nothing else', () => {
    for (const entry of sandboxConfig.ens) expect(isEip55Address(chain.resolveName(entry.name.toUpperCase()) ?? '')).toBe(true);
    expect(chain.resolveName('nobody.eth')).toBeUndefined();
  });
});
