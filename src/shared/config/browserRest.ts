/**
 * The rest part of each config file the browser splits (configParts.ts), fetched as one chunk by
 * browserSource.ts's completeConfig: the fields of later pages and of the server's limits.
 */
import assets from '@gangway-config/assets.json?part=rest';
import constants from '@gangway-config/constants.json?part=rest';
import errors from '@gangway-config/errors.json?part=rest';
import networks from '@gangway-config/networks.json?part=rest';
import paymentMethods from '@gangway-config/payment-methods.json?part=rest';

export const configRest = { assets, constants, errors, networks, paymentMethods };
