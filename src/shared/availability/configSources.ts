import { assetsConfig } from '../config/assets';
import { constants } from '../config/constants';
import { paymentMethodCatalogue } from '../config/paymentMethods';
import type { MethodSources } from './offeredMethods';

/** The repository's config (or GANGWAY_CONFIG_DIR's, as the app loads it) as the offered methods read it. */
export const configMethodSources: MethodSources = {
  catalogue: paymentMethodCatalogue,
  assets: assetsConfig,
  defaultSellPayWayCode: constants.defaultSellPayWayCode,
};
