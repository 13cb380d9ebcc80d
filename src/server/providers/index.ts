import type { FlowDeps } from '../services/orders/flow-deps';
import type { MailProvider } from './mail/mail';
import type { PriceProvider } from './prices/prices';

/**
 * Every external service the server talks to, one interface per kind (ARCHITECTURE.md), typed
 * here once and wired in one place (plugins/providers.ts): each kind falls back to its sandbox
 * when none is supplied.
 */
export interface Providers {
  mail: MailProvider;
  prices: PriceProvider;
  /** Card, local-scheme, KYC, chain and payout providers of the buy, sell and KYC services, with the clock and key they use. */
  flows: FlowDeps;
}
