import { describe, expect, it } from 'vitest';
import { completeConfig, config as browserConfig } from './browserSource';
import { configRest } from './browserRest';
import { restConfigFields } from './configParts';
import { gangwayConfig } from './nodeSource';

const partFiles = {
  assets: 'assets.json',
  constants: 'constants.json',
  errors: 'errors.json',
  networks: 'networks.json',
  paymentMethods: 'payment-methods.json',
} as const;

describe('the browser config module', () => {
  it('carries the config the browser needs and never merchants.json or sandbox.json', () => {
    expect(Object.keys(browserConfig).sort()).toEqual(['assets', 'constants', 'customerService', 'errors', 'networks', 'paymentMethods', 'routes']);
  });

  it('bundles the landing part of assets, constants, errors, payment methods and networks: none of their rest fields, every other one', () => {
    expect(Object.keys(restConfigFields).sort()).toEqual(Object.values(partFiles).sort());
    expect(Object.keys(configRest).sort()).toEqual(Object.keys(partFiles).sort());
    const method = browserConfig.paymentMethods.methods.find((candidate) => candidate.banks !== undefined || candidate.embed !== undefined);
    expect(method).toBeUndefined();
    for (const candidate of browserConfig.paymentMethods.methods) {
      expect(candidate).not.toHaveProperty('routerPath');
      expect(candidate).not.toHaveProperty('fee');
      expect(candidate.fiats.length).toBeGreaterThan(0);
    }
    for (const network of browserConfig.networks.networks) {
      expect(network).not.toHaveProperty('addressRegex');
      expect(network.code).toBeTruthy();
    }
    expect(browserConfig.networks).not.toHaveProperty('nameServices');
    expect(browserConfig.constants).not.toHaveProperty('sessionLifetimeMs');
    expect(browserConfig.constants.quoteRefreshCountdownMs).toBe(gangwayConfig.constants.quoteRefreshCountdownMs);
  });

  it('is the same as the files the server reads once completed, in the very objects the landing part was', async () => {
    const firstMethod = browserConfig.paymentMethods.methods[0];
    const firstNetwork = browserConfig.networks.networks[0];
    await completeConfig();
    for (const [key, value] of Object.entries(browserConfig)) expect(value).toEqual(gangwayConfig[key as keyof typeof browserConfig]);
    expect(browserConfig.paymentMethods.methods[0]).toBe(firstMethod);
    expect(firstMethod?.routerPath).toBe(gangwayConfig.paymentMethods.methods[0]?.routerPath);
    expect(firstNetwork?.explorerTxUrl).toBe(gangwayConfig.networks.networks[0]?.explorerTxUrl);
    expect(completeConfig()).toBe(completeConfig());
  });
});
