import { assetsConfig } from '../config/assets';
import { constants } from '../config/constants';
import { paymentMethodCatalogue } from '../config/paymentMethods';
import type { MethodSources } from './offeredMethods';

/** The loaded config (`#config`: GANGWAY_CONFIG_DIR or the repository's) as the offered methods read it. */
export const configMethodSources: MethodSources = {
  catalogue: paymentMethodCatalogue,
  assets: assetsConfig,
  defaultSellPayWayCode: constants.defaultSellPayWayCode,
};
