import { useCallback, useEffect, useRef, useState } from 'react';
import { resolveEns } from '../../../api/endpoints/buy';
import type { ApiClient } from '../../../api/client';
import { isNameServiceName, validateAddress } from '../../../shared/address/validate-address';
import type { Network } from '../../../shared/generated/networks.schema';
import { constants } from '../../../shared/config/constants';
import { useDebounced } from '../../components/useDebounced';

export type NameResolution =
  { kind: 'address' } | { kind: 'resolving'; name: string } | { kind: 'resolved'; name: string; address: string } | { kind: 'unresolved'; name: string };

/** A name's address on the network, or null when it has none there (or one the network's rules refuse). */
async function lookUp(api: ApiClient, network: Network, crypto: string, name: string): Promise<string | null> {
  const answer = await resolveEns(api, name, undefined, true);
  const found = answer.kind === 'ok' ? answer.data.address : undefined;
  return found && validateAddress(network, found, crypto).valid ? found : null;
}

/**
 * Product §5 ENS, Unstoppable and SPACE ID names: a typed name is looked up once typing pauses (the
 * search pause of product §5), so the address it stands for is on screen before the user continues.
 * Answers are kept by name, so an older answer never speaks for newer text. `resolve` looks the
 * current name up at once (Continue pressed before the pause ended).
 */
export function useNameResolution(api: ApiClient, network: Network | undefined, crypto: string, text: string) {
  const name = network && isNameServiceName(network, text) ? text : null;
  const [answers, setAnswers] = useState<Record<string, string | null>>({});
  // Lookups under way, by name: one request per name, however often the page renders meanwhile.
  const pending = useRef(new Map<string, Promise<string | null>>());
  const settled = useDebounced(name, constants.searchDebounceMs);

  const resolve = useCallback(
    (target: string): Promise<string | null> => {
      if (!network) return Promise.resolve(null);
      const running = pending.current.get(target);
      if (running) return running;
      const lookup = lookUp(api, network, crypto, target).then((address) => {
        pending.current.delete(target);
        setAnswers((known) => ({ ...known, [target]: address }));
        return address;
      });
      pending.current.set(target, lookup);
      return lookup;
    },
    [api, network, crypto],
  );

  useEffect(() => {
    if (settled !== null && !(settled in answers)) void resolve(settled);
  }, [settled, answers, resolve]);

  const known = name === null ? undefined : answers[name];
  const resolution: NameResolution =
    name === null
      ? { kind: 'address' }
      : known === undefined
        ? { kind: 'resolving', name }
        : known === null
          ? { kind: 'unresolved', name }
          : { kind: 'resolved', name, address: known };
  return { resolution, resolve };
}
