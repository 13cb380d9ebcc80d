/**
 * networks.json's tokens against assets.json: every crypto a network carries is either one of its
 * tokens or its one native coin, a token's contract passes the network's checksum (an EVM contract
 * in its EIP-55 checksummed form), and on-chain decimals hold every amount the checkout accepts.
 */
import { addressFormats } from '../../address/address-formats';
import { isChecksummedEip55Address } from '../../address/evm';
import type { AddressFormat } from '../../generated/networks.schema';
import { asArray, asObject, asString, type ConfigSet, type Json } from './configJson';

const isAddressFormat = (format: string | undefined): format is AddressFormat => format !== undefined && format in addressFormats;

function contractPasses(format: AddressFormat, contract: string): boolean {
  return format === 'evm-eip55' ? isChecksummedEip55Address(contract) : addressFormats[format](contract);
}

export function checkNetworkTokens(set: ConfigSet, networks: Json[], cryptos: Json[]): void {
  if (!set.usable('networks.json') || !set.usable('assets.json')) return;
  const assets = set.fileName('assets.json');
  const decimalsOf = new Map(cryptos.map((crypto) => [crypto.symbol, crypto.decimals]));
  networks.forEach((network, i) => {
    const code = asString(network.code);
    const format = asString(network.addressFormat);
    const carried = cryptos
      .filter((crypto) => asArray(crypto.networks).some((entry) => asObject(entry).network === code))
      .map((crypto) => String(crypto.symbol));
    const tokens = asArray(network.tokens).map(asObject);
    const listed = new Set<string>();
    tokens.forEach((token, j) => {
      const crypto = asString(token.crypto);
      const contract = asString(token.contract);
      if (crypto === undefined) return;
      if (listed.has(crypto)) set.report('networks.json', ['networks', i, 'tokens', j, 'crypto'], `duplicate token ${JSON.stringify(crypto)}`);
      listed.add(crypto);
      if (!carried.includes(crypto)) {
        set.report('networks.json', ['networks', i, 'tokens', j, 'crypto'], `"${crypto}" does not run on ${String(code)} (its networks in ${assets})`);
        return;
      }
      if (contract !== undefined && isAddressFormat(format) && !contractPasses(format, contract)) {
        const form = format === 'evm-eip55' ? 'an EIP-55 checksummed address' : `a ${format} address`;
        set.report('networks.json', ['networks', i, 'tokens', j, 'contract'], `${JSON.stringify(contract)} is not ${form}`);
      }
      const least = decimalsOf.get(crypto);
      if (typeof token.decimals === 'number' && typeof least === 'number' && token.decimals < least) {
        set.report(
          'networks.json',
          ['networks', i, 'tokens', j, 'decimals'],
          `${crypto} has ${token.decimals} decimals on chain, fewer than the ${least} of ${assets}: some amounts would not be whole base units`,
        );
      }
    });
    const natives = carried.filter((crypto) => !listed.has(crypto));
    if (natives.length > 1) {
      set.report(
        'networks.json',
        ['networks', i],
        `${natives.join(', ')} run on ${String(code)} (${assets}) and are not in its tokens: a network has one native coin, list the others in tokens`,
      );
      return;
    }
    const native = natives[0];
    const least = native === undefined ? undefined : decimalsOf.get(native);
    if (typeof network.decimals === 'number' && typeof least === 'number' && network.decimals < least) {
      set.report(
        'networks.json',
        ['networks', i, 'decimals'],
        `${String(native)}, the native coin of ${String(code)}, has ${network.decimals} decimals on chain, fewer than the ${least} of ${assets}`,
      );
    }
  });
}
