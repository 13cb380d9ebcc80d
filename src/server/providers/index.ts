import type { CardProvider } from './card/card-provider';
import type { ChainProvider } from './chain/chain-provider';
import type { KycProvider } from './kyc/kyc-provider';
import type { LocalProvider } from './local/local-provider';
import type { MailProvider } from './mail/mail';
import type { PayoutProvider } from './payout/payout-provider';
import type { PriceProvider } from './prices/prices';

/** The kinds of config/providers.json that report outcomes later (signed events, status lookups). */
export const reportingKinds = ['card', 'local', 'kyc', 'chain', 'payout'] as const;
/** Every kind config/providers.json selects an adapter for. */
export const providerKinds = [...reportingKinds, 'prices'] as const;
export type ProviderKind = (typeof providerKinds)[number];

/**
 * Every external service the server talks to, one interface per kind (docs/architecture.md 'Providers
 * and settlement', docs/providers.md), chosen by config/providers.json in one place
 * (providers/select.ts) and decorated on the app by plugins/providers.ts. Mail is chosen by SMTP_URL.
 */
export interface Providers {
  card: CardProvider;
  local: LocalProvider;
  kyc: KycProvider;
  chain: ChainProvider;
  payout: PayoutProvider;
  prices: PriceProvider;
  mail: MailProvider;
}
