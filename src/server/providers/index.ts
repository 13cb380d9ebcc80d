import { readFileSync } from 'node:fs';
import type { ProviderKind } from '../../shared/generated/api/operations.schema';
import type { CardProvider } from './card/card-provider';
import type { ChainProvider } from './chain/chain-provider';
import type { KycProvider } from './kyc/kyc-provider';
import type { LocalProvider } from './local/local-provider';
import type { MailProvider } from './mail/mail';
import type { PayoutProvider } from './payout/payout-provider';
import type { PriceProvider } from './prices/prices';

export type { ProviderKind };

/** Every kind config/providers.json selects an adapter for, as its schema lists them (`$defs.providerKind`). */
export const providerKinds: readonly ProviderKind[] = (
  JSON.parse(readFileSync(new URL('../../../schemas/providers.schema.json', import.meta.url), 'utf8')) as { $defs: { providerKind: { enum: ProviderKind[] } } }
).$defs.providerKind.enum;

/** The kinds that report outcomes later (signed events, status lookups): every kind but the price source, which only answers. */
export const reportingKinds = providerKinds.filter((kind): kind is Exclude<ProviderKind, 'prices'> => kind !== 'prices');

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
