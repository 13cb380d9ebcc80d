import { describe, expect, it } from 'vitest';
import { config as browserConfig } from './browserSource';
import { gangwayConfig } from './nodeSource';

describe('the browser config module', () => {
  it('carries the config the browser needs and never merchants.json or sandbox.json', () => {
    expect(Object.keys(browserConfig).sort()).toEqual(['assets', 'constants', 'customerService', 'errors', 'networks', 'paymentMethods', 'routes']);
  });

  it('bundles the same files the server reads', () => {
    for (const [key, value] of Object.entries(browserConfig)) expect(value).toEqual(gangwayConfig[key as keyof typeof browserConfig]);
  });
});
