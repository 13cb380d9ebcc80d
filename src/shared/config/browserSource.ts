/**
 * `#config` in the browser build: the config files the app needs from its first screen, bundled
 * from the config directory the build was made for (the `@gangway-config` alias, GANGWAY_CONFIG_DIR
 * or the repository's config/; vite.config.ts). merchants.json and sandbox.json are never imported
 * here: secrets and test data stay on the server.
 */
import type { BrowserConfig } from './gangwayConfig';
import assets from '@gangway-config/assets.json';
import constants from '@gangway-config/constants.json';
import customerService from '@gangway-config/customer-service.json';
import errors from '@gangway-config/errors.json';
import networks from '@gangway-config/networks.json';
import paymentMethods from '@gangway-config/payment-methods.json';
import routes from '@gangway-config/routes.json';

// The schemas type these files (validate:config checks them); JSON imports widen their enums to string.
export const config = { assets, constants, customerService, errors, networks, paymentMethods, routes } as unknown as BrowserConfig;
