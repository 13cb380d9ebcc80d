import type { AssetsConfig } from '../generated/assets.schema';
import type { ConstantsConfig } from '../generated/constants.schema';
import type { CustomerServiceConfig } from '../generated/customer-service.schema';
import type { ErrorsConfig } from '../generated/errors.schema';
import type { LocaleMessages } from '../generated/locale.schema';
import type { MerchantsConfig } from '../generated/merchants.schema';
import type { NetworksConfig } from '../generated/networks.schema';
import type { PaymentMethodCatalogue } from '../generated/payment-methods.schema';
import type { PayoutForm } from '../generated/payout-form.schema';
import type { ProvidersConfig } from '../generated/providers.schema';
import type { RouteTable } from '../generated/routes.schema';
import type { SandboxConfig } from '../generated/sandbox.schema';

/**
 * One config directory as the server holds it after reading it once at start: each file under the
 * type its schema generates. Locales are keyed by language, payout forms by their path under the
 * directory ("payout-forms/BR.json"), as payoutFormLoader reads them.
 */
export interface GangwayConfig {
  assets: AssetsConfig;
  constants: ConstantsConfig;
  customerService: CustomerServiceConfig;
  errors: ErrorsConfig;
  merchants: MerchantsConfig;
  networks: NetworksConfig;
  paymentMethods: PaymentMethodCatalogue;
  providers: ProvidersConfig;
  routes: RouteTable;
  sandbox: SandboxConfig;
  locales: Record<string, LocaleMessages>;
  payoutForms: Record<string, PayoutForm>;
}

/**
 * What the browser bundle carries eagerly, and so all that code shared by browser and server may
 * read from `#config`: never merchants.json (secrets) nor the sandbox's test data. Locales and
 * payout forms load lazily in the browser, one chunk each.
 */
export type BrowserConfig = Pick<GangwayConfig, 'assets' | 'constants' | 'customerService' | 'errors' | 'networks' | 'paymentMethods' | 'routes'>;

/** The config file each field is read from, relative to the config directory; validate:config requires each, in this order. */
export const configFileOf = {
  paymentMethods: 'payment-methods.json',
  routes: 'routes.json',
  networks: 'networks.json',
  assets: 'assets.json',
  errors: 'errors.json',
  constants: 'constants.json',
  merchants: 'merchants.json',
  customerService: 'customer-service.json',
  sandbox: 'sandbox.json',
  providers: 'providers.json',
} as const satisfies Record<Exclude<keyof GangwayConfig, 'locales' | 'payoutForms'>, string>;
