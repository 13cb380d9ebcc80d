import type { MailProvider } from './mail/mail';
import type { PriceProvider } from './prices/prices';

/**
 * Every external service the server talks to, one interface per kind (ARCHITECTURE.md). Route
 * modules that add a kind augment this interface (`declare module '../providers' { interface
 * Providers { card?: CardGateway } }`) and fall back to their sandbox when none is supplied.
 */
export interface Providers {
  mail: MailProvider;
  prices: PriceProvider;
}
