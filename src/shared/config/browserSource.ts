/**
 * `#config` in the browser build: the config files the app needs from its first screen, bundled
 * from the config directory the build was made for (the `@gangway-config` alias, GANGWAY_CONFIG_DIR
 * or the repository's config/; vite.config.ts). merchants.json and sandbox.json are never imported
 * here: secrets and test data stay on the server.
 * Assets, constants, errors, payment methods and networks come as their landing part
 * (configParts.ts); completeConfig puts their rest in place, in the same objects, so every module holding them sees
 * the whole.
 */
import type { BrowserConfig } from './gangwayConfig';
import { askedOnce } from '../askedOnce';
import { mergeJsonInto } from '../jsonParts';
import assets from '@gangway-config/assets.json?part=landing';
import constants from '@gangway-config/constants.json?part=landing';
import customerService from '@gangway-config/customer-service.json';
import errors from '@gangway-config/errors.json?part=landing';
import networks from '@gangway-config/networks.json?part=landing';
import paymentMethods from '@gangway-config/payment-methods.json?part=landing';
import routes from '@gangway-config/routes.json';

// The schemas type these files (validate:config checks them); JSON imports widen their enums to string.
export const config = { assets, constants, customerService, errors, networks, paymentMethods, routes } as unknown as BrowserConfig;

/** The rest of the config, fetched once; every page but the landing waits for it (WholeApp.tsx). */
export const completeConfig = askedOnce(async () => {
  const { configRest } = await import('./browserRest');
  for (const [file, part] of Object.entries(configRest)) mergeJsonInto(config[file as keyof typeof configRest], part);
});
