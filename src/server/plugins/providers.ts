import type { FastifyInstance } from 'fastify';
import { constants } from '../../shared/config/constants';
import type { ServerConfig } from '../config';
import type { Metrics } from '../metrics/metrics';
import { countingErrors } from '../metrics/providerErrors';
import type { Providers } from '../providers';
import { outboxMail } from '../providers/mail/outbox';
import { smtpMail } from '../providers/mail/smtp';
import type { PriceProvider } from '../providers/prices/prices';
import { selectPrices, type SelectedPrices } from '../providers/prices/select';
import type { PeriodicJob } from '../jobs';
import type { ProviderKind } from '../../shared/generated/api/operations.schema';
import { createSandboxFlowDeps, type FlowDeps } from '../services/orders/flow-deps';
import type { Db } from '../store/db';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every provider of this app, their errors counted in the metrics. */
    providers: Providers;
    /** The provider kinds a sandbox adapter serves: every page then shows a Sandbox marker naming them. */
    sandbox: readonly ProviderKind[];
    /** The providers' background work (the market prices' fetches), run by serve.ts with the other periodic jobs. */
    providerJobs: readonly PeriodicJob[];
  }
}

/** The kinds the flows' providers serve, all sandbox ones when the flows are (createSandboxFlowDeps). */
const flowKinds: readonly ProviderKind[] = ['card', 'local', 'kyc', 'chain', 'payout'];

function defaultProviders(db: Db, config: ServerConfig, now: () => number, prices: PriceProvider): Providers {
  const smtpUrl = config.env.SMTP_URL;
  const from = config.env.MAIL_FROM ?? 'Gangway <no-reply@localhost>';
  return {
    mail: smtpUrl ? smtpMail(smtpUrl, from) : outboxMail(db, now),
    prices,
    flows: createSandboxFlowDeps(config.dataKey, config.sandbox, now),
  };
}

/** The providers with their errors counted in the metrics. */
function countedProviders(providers: Providers, metrics: Metrics): Providers {
  const count = <T extends object>(provider: T, name: string) => countingErrors(provider, name, metrics.providerErrors);
  const flows: FlowDeps = {
    ...providers.flows,
    card: count(providers.flows.card, 'card'),
    local: count(providers.flows.local, 'local'),
    chain: count(providers.flows.chain, 'chain'),
    kyc: count(providers.flows.kyc, 'kyc'),
    payout: count(providers.flows.payout, 'payout'),
  };
  return { ...providers, mail: count(providers.mail, 'mail'), prices: count(providers.prices, 'prices'), flows };
}

/**
 * The one place providers are wired: the given ones, else the prices adapter providers.json selects
 * and the sandbox ones (on the app clock) for the rest, each counted in the metrics, decorated on
 * the app as `app.providers`. The selected prices adapter fetches its sources once before the app
 * is ready, so the first quote finds prices.
 */
export function setupProviders(app: FastifyInstance, options: { db: Db; config: ServerConfig; now: () => number; metrics: Metrics; given?: Partial<Providers> }): void {
  const { db, config, now, metrics, given } = options;
  const prices: SelectedPrices = given?.prices === undefined
    ? selectPrices(config.providers.prices, { assets: config.assets, sandboxWindowMs: constants.quoteRefreshCountdownMs, now, log: app.log, registry: metrics.registry })
    : { provider: given.prices, sandbox: false, ready: async () => undefined, jobs: [] };
  app.decorate('sandbox', [...(given?.flows === undefined ? flowKinds : []), ...(prices.sandbox ? (['prices'] as const) : [])]);
  app.decorate('providerJobs', prices.jobs);
  app.decorate('providers', countedProviders({ ...defaultProviders(db, config, now, prices.provider), ...given }, metrics));
  app.addHook('onReady', prices.ready);
}
