import { randomBytes } from 'node:crypto';
import type { ProvidersConfig, Selection } from '../../shared/generated/providers.schema';
import type { SandboxConfig } from '../../shared/generated/sandbox.schema';
import type { Db } from '../store/db';
import type { EventParser } from './facts';
import type { EvmChainProvider } from './chain/evm/evm-provider';
import { routedChain } from './chain/routed-chain';
import { providerKinds, reportingKinds, type ProviderKind, type Providers } from './index';
import { createSandbox, type Sandbox } from './sandbox/sandbox';
import { developmentSigningSecret } from './sandbox/signing';

export interface SelectOptions {
  providers: ProvidersConfig;
  sandbox: SandboxConfig;
  env: Record<string, string | undefined>;
  production: boolean;
  db: Db;
  now: () => number;
  /**
   * The evm chain adapter and the networks it serves (those with an evm entry in networks.json):
   * their transfers and deposits go to it, every other network's to the chain kind's adapter.
   */
  evm?: { networkCodes: readonly string[]; provider: EvmChainProvider };
  /** Every network's code (networks.json): those the evm adapter does not serve are named on the Sandbox marker. */
  networkCodes: readonly string[];
}

/**
 * The reporting providers config/providers.json selects, and what the intake and the Sandbox marker
 * need to know of them. Prices are selected apart (prices/select.ts): they report nothing and run jobs.
 */
export interface SelectedProviders {
  providers: Omit<Providers, 'mail' | 'prices'>;
  /** The adapter name each kind uses. */
  adapterOf: Record<ProviderKind, string>;
  /** The kinds the sandbox adapter serves, for the Sandbox marker. */
  sandboxKinds: ProviderKind[];
  /** While the evm adapter serves some networks and the sandbox chain the others: those others, for the Sandbox marker. */
  sandboxNetworks: string[];
  /** The sandbox provider when any kind uses it: its pages, its actions and its event posting. */
  sandbox: Sandbox | undefined;
  /** The event parsers of every kind that uses the adapter of this name (POST /providers/<adapter>/events). */
  eventParsers(adapter: string): EventParser[];
}

/**
 * The environment variable holding a secret setting of a kind's adapter: set, or outside production
 * the sandbox's documented development value. Undefined when production has none (providerProblems
 * refuses that start).
 */
export function secretOf(selection: Selection, name: string, env: Record<string, string | undefined>, production: boolean): string | undefined {
  const variable = selection.secrets?.[name];
  const value = variable === undefined ? undefined : env[variable];
  if (value) return value;
  return !production && selection.adapter === 'sandbox' && name === 'signingSecret' ? developmentSigningSecret : undefined;
}

/** Every kind's adapter, built from config/providers.json. */
export function selectProviders(options: SelectOptions): SelectedProviders {
  const { providers: config, env, production } = options;
  const adapterOf = Object.fromEntries(providerKinds.map((kind) => [kind, config[kind].adapter])) as Record<ProviderKind, string>;
  const sandboxKinds = providerKinds.filter((kind) => adapterOf[kind] === 'sandbox');
  // main.ts refuses a production start without the secret (providerProblems); an app built without
  // that check (a test of production behaviour) gets one nobody else knows.
  const unsetSecret = randomBytes(32).toString('hex');
  const signingSecret = (kind: ProviderKind) => secretOf(config[kind], 'signingSecret', env, production) ?? unsetSecret;
  const collect = (config.card.settings as { collect?: 'server' | 'browser' } | undefined)?.collect ?? 'server';
  const sandbox = sandboxKinds.some((kind) => kind !== 'prices')
    ? createSandbox({ db: options.db, now: options.now, config: options.sandbox, secretOf: signingSecret, collect })
    : undefined;
  const adapter = <K extends Exclude<ProviderKind, 'prices'>>(kind: K): Sandbox[K] => {
    if (adapterOf[kind] !== 'sandbox' || !sandbox) throw new Error(`config/providers.json ${kind}: no adapter named ${adapterOf[kind]}`);
    return sandbox[kind];
  };
  const providers = {
    card: adapter('card'),
    local: adapter('local'),
    kyc: adapter('kyc'),
    chain: options.evm ? routedChain(adapter('chain'), options.evm) : adapter('chain'),
    payout: adapter('payout'),
  };
  return {
    providers,
    adapterOf,
    sandboxKinds,
    sandboxNetworks: adapterOf.chain === 'sandbox' && options.evm ? options.networkCodes.filter((code) => !options.evm?.networkCodes.includes(code)) : [],
    sandbox,
    eventParsers: (name) => [...new Set(reportingKinds.filter((kind) => adapterOf[kind] === name).map((kind) => providers[kind].events))],
  };
}

/**
 * Why the providers of config/providers.json cannot run here, one line each for the operator:
 * production refuses the sandbox adapters unless GANGWAY_SANDBOX=public says a public demo runs
 * on purpose, and every secret an adapter needs must be set.
 */
export function providerProblems(config: ProvidersConfig, env: Record<string, string | undefined>): string[] {
  const production = env.NODE_ENV === 'production';
  const sandboxKinds = providerKinds.filter((kind) => config[kind].adapter === 'sandbox');
  if (production && sandboxKinds.length > 0 && env.GANGWAY_SANDBOX !== 'public') {
    return [
      `The server does not start: NODE_ENV=production with the sandbox adapter for ${sandboxKinds.join(', ')} (config/providers.json). Select real adapters, or set GANGWAY_SANDBOX=public to run a public demo on purpose (docs/deploy.md).`,
    ];
  }
  return providerKinds.flatMap((kind) =>
    Object.entries(config[kind].secrets ?? {}).flatMap(([name, variable]) =>
      secretOf(config[kind], name, env, production) === undefined
        ? [`The server does not start: ${variable} is not set, and config/providers.json ${kind} names it for the ${config[kind].adapter} adapter's ${name}.`]
        : [],
    ),
  );
}
