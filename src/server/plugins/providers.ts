import type { FastifyInstance } from 'fastify';
import { constants } from '../../shared/config/constants';
import type { ServerConfig } from '../config';
import type { Metrics } from '../metrics/metrics';
import { countingErrors } from '../metrics/providerErrors';
import type { Providers } from '../providers';
import { outboxMail } from '../providers/mail/outbox';
import { smtpMail } from '../providers/mail/smtp';
import { sandboxPrices } from '../providers/prices/sandbox';
import { createSandboxFlowDeps, type FlowDeps } from '../services/orders/flow-deps';
import type { Db } from '../store/db';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every provider of this app, their errors counted in the metrics. */
    providers: Providers;
    /** Whether a payment, KYC, price or chain provider is a sandbox one: every page then shows a Sandbox marker. */
    sandbox: boolean;
  }
}

function defaultProviders(db: Db, config: ServerConfig, now: () => number): Providers {
  const smtpUrl = config.env.SMTP_URL;
  const from = config.env.MAIL_FROM ?? 'Gangway <no-reply@localhost>';
  return {
    mail: smtpUrl ? smtpMail(smtpUrl, from) : outboxMail(db, now),
    prices: sandboxPrices(config.assets, constants.quoteRefreshCountdownMs),
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
 * The one place providers are wired: the given ones, the sandbox ones (on the app clock) for the
 * rest, each counted in the metrics, decorated on the app as `app.providers`.
 */
export function setupProviders(app: FastifyInstance, options: { db: Db; config: ServerConfig; now: () => number; metrics: Metrics; given?: Partial<Providers> }): void {
  const { db, config, now, metrics, given } = options;
  app.decorate('sandbox', given?.flows === undefined || given.prices === undefined);
  app.decorate('providers', countedProviders({ ...defaultProviders(db, config, now), ...given }, metrics));
}
