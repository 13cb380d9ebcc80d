import type { FastifyBaseLogger } from 'fastify';
import type { Registry } from 'prom-client';
import type { AssetsConfig } from '../../../shared/generated/assets.schema';
import type { ProvidersConfig } from '../../../shared/generated/providers.schema';
import type { PeriodicJob } from '../../jobs';
import { StartupError } from '../../startup-error';
import { marketPrices } from './market/market-prices';
import type { PriceProvider } from './prices';
import { sandboxPrices } from './sandbox';

/** The price adapter config/providers.json selects, with what the app runs for it. */
export interface SelectedPrices {
  provider: PriceProvider;
  /** Whether its prices are the sandbox's: the Sandbox strip then names the price kind. */
  sandbox: boolean;
  /** Runs before the app takes traffic: the market adapter's first fetch of every source. */
  ready(): Promise<void>;
  /** Its background fetches, run by every instance with the other periodic jobs. */
  jobs: readonly PeriodicJob[];
}

export interface PriceDeps {
  assets: AssetsConfig;
  /** The sandbox's refresh window (the quote refresh countdown). */
  sandboxWindowMs: number;
  now: () => number;
  log: FastifyBaseLogger;
  registry: Registry;
}

/** providers.json /prices: `sandbox` (the default of `npm start`, docs/sandbox.md) or `market` (docs/prices.md). */
export function selectPrices(selection: ProvidersConfig['prices'], deps: PriceDeps): SelectedPrices {
  if (selection.adapter !== 'market')
    return { provider: sandboxPrices(deps.assets, deps.sandboxWindowMs), sandbox: true, ready: async () => undefined, jobs: [] };
  // The schema requires them (if market then settings); a config built in code skips that check.
  if (selection.settings === undefined) throw new StartupError('providers.json /prices: the market adapter needs its settings (docs/prices.md).');
  const market = marketPrices({ settings: selection.settings, now: deps.now, log: deps.log, registry: deps.registry });
  return { provider: market.provider, sandbox: false, ready: market.refresh, jobs: market.jobs };
}
