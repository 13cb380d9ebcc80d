import type { FastifyInstance } from 'fastify';
import { constants } from '../../shared/config/constants';
import { isProduction, type ServerConfig } from '../config';
import type { Metrics } from '../metrics/metrics';
import { countingErrors } from '../metrics/providerErrors';
import { providerKinds, type ProviderKind, type Providers } from '../providers';
import { outboxMail } from '../providers/mail/outbox';
import { selectPrices } from '../providers/prices/select';
import type { PeriodicJob } from '../jobs';
import type { Sandbox } from '../providers/sandbox/sandbox';
import { selectProviders, type SelectedProviders } from '../providers/select';
import type { EvmChain } from '../providers/chain/evm/evm-chain';
import { hasEvmEntry } from '../providers/chain/evm/evm-entry';
import { evmAdapter, evmChainProvider, providerEventOf } from '../providers/chain/evm/evm-provider';
import { storeEvent } from '../settlement/inbox';
import { StartupError } from '../startup-error';
import type { FlowDeps } from '../services/orders/flow-deps';
import type { Db } from '../store/db';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every provider of this app, as config/providers.json selects them, their errors counted in the metrics. */
    providers: Providers;
    /** The kinds the sandbox adapter serves: every page then shows a Sandbox marker naming them. */
    sandboxKinds: ProviderKind[];
    /** The networks on the sandbox chain (no evm entry in networks.json), named on the Sandbox marker. */
    sandboxNetworks: string[];
    /** The evm chain adapter while a network of networks.json has an evm entry: its jobs run with providerJobs, serve.ts stops it and serves its ops lists. */
    evmChain: EvmChain | undefined;
    /** Whether any kind is a sandbox one. */
    sandbox: boolean;
    /** The sandbox provider (its pages, actions and event posting) while a kind uses it. */
    sandboxProvider: Sandbox | undefined;
    /** Whether the sandbox's pages and actions are served: outside production, or in production with GANGWAY_SANDBOX=public. */
    sandboxOpen: boolean;
    /** The adapter selection, for the intake of provider events. */
    providerSelection: Pick<SelectedProviders, 'adapterOf' | 'eventParsers'>;
    /** The providers, clock, key and schedules the buy, sell and KYC services take. */
    flows: FlowDeps;
    /** The providers' background work (the market prices' fetches, the evm senders and deposit watchers), run by serve.ts with the other periodic jobs. */
    providerJobs: readonly PeriodicJob[];
  }
}

/** The providers with their errors counted in the metrics. */
function countedProviders(providers: Providers, metrics: Metrics): Providers {
  const counted = Object.fromEntries(
    Object.entries(providers).map(([name, provider]) => [name, countingErrors(provider as object, name, metrics.providerErrors)]),
  );
  return counted as unknown as Providers;
}

/**
 * The evm chain adapter of the networks with an evm entry (docs/chains.md), or none. Its facts go
 * into settlement's inbox in the transaction that records them (seam.ts), to be applied like any
 * provider event. A variable unset, a key unreadable, or a development key in production stops the
 * start with the adapter's one line (the key itself is never in it).
 */
async function evmChainOf(app: FastifyInstance, options: { db: Db; config: ServerConfig; now: () => number; metrics: Metrics }): Promise<EvmChain | undefined> {
  const { db, config, now, metrics } = options;
  if (!config.networks.networks.some(hasEvmEntry)) return undefined;
  // viem and the key libraries load only when a network uses them: some 20 MB of memory otherwise.
  const [{ createEvmChain }, { ChainConfigError }] = await Promise.all([
    import('../providers/chain/evm/evm-chain'),
    import('../providers/chain/evm/evm-networks'),
  ]);
  try {
    return createEvmChain({
      db,
      networks: config.networks,
      assets: config.assets,
      env: config.env,
      production: isProduction(config),
      report: async (fact, tx) => {
        await storeEvent(tx, evmAdapter, providerEventOf(fact, now()), now());
      },
      now,
      log: app.log,
      registry: metrics.registry,
    });
  } catch (error) {
    if (error instanceof ChainConfigError) throw new StartupError(`The server does not start: ${error.message}`);
    throw error;
  }
}

/**
 * The one place providers are wired: each kind's adapter as config/providers.json selects it (tests
 * may give some of their own), mail by SMTP_URL, each counted in the metrics and decorated on the
 * app as `app.providers`, with the services' view of them as `app.flows`. The prices adapter
 * (providers/prices/select.ts) fetches its sources once before the app is ready, so the first quote
 * finds prices, and its fetches run as `app.providerJobs`.
 */
export async function setupProviders(
  app: FastifyInstance,
  options: { db: Db; config: ServerConfig; now: () => number; metrics: Metrics; given?: Partial<Providers> },
): Promise<void> {
  const { db, config, now, metrics, given } = options;
  const evmChain = given?.chain === undefined ? await evmChainOf(app, options) : undefined;
  const selected = selectProviders({
    providers: config.providers,
    sandbox: config.sandbox,
    env: config.env,
    production: isProduction(config),
    db,
    now,
    ...(evmChain ? { evm: { networkCodes: evmChain.networkCodes, provider: evmChainProvider(evmChain) } } : {}),
    networkCodes: config.networks.networks.map((network) => network.code),
  });
  const prices =
    given?.prices === undefined
      ? selectPrices(config.providers.prices, {
          assets: config.assets,
          sandboxWindowMs: constants.quoteRefreshCountdownMs,
          now,
          log: app.log,
          registry: metrics.registry,
        })
      : { provider: given.prices, sandbox: false, ready: async () => undefined, jobs: [] };
  const smtpUrl = config.env.SMTP_URL;
  // nodemailer loads only for a checkout that sends mail by SMTP.
  const mail = smtpUrl
    ? (await import('../providers/mail/smtp')).smtpMail(smtpUrl, config.env.MAIL_FROM ?? 'Gangway <no-reply@localhost>')
    : outboxMail(db, now);
  const providers = countedProviders({ ...selected.providers, prices: prices.provider, mail, ...given }, metrics);
  const sandboxKinds = providerKinds.filter((kind) => selected.sandboxKinds.includes(kind) && given?.[kind] === undefined);
  app.decorate('providers', providers);
  app.decorate('sandboxKinds', sandboxKinds);
  app.decorate('sandboxNetworks', sandboxKinds.includes('chain') ? selected.sandboxNetworks : []);
  app.decorate('evmChain', evmChain);
  app.decorate('sandbox', sandboxKinds.length > 0);
  app.decorate('sandboxProvider', selected.sandbox);
  app.decorate('sandboxOpen', !isProduction(config) || config.env.GANGWAY_SANDBOX === 'public');
  app.decorate('providerSelection', { adapterOf: selected.adapterOf, eventParsers: selected.eventParsers });
  app.decorate('providerJobs', [...prices.jobs, ...(evmChain?.jobs ?? [])]);
  app.addHook('onReady', prices.ready);
  app.decorate('flows', {
    card: providers.card,
    local: providers.local,
    chain: providers.chain,
    kyc: providers.kyc,
    payout: providers.payout,
    now,
    dataKey: config.dataKey,
    reconcile: config.providers.settlement.reconciler,
    windows: { buyMs: config.constants.buyOrderPaymentWindowMs, sellMs: config.constants.sellOrderExpiryMs },
  });
}
