import { describe, expect, it } from 'vitest';
import { gangwayConfig } from '../../shared/config/nodeSource';
import type { ProvidersConfig } from '../../shared/generated/providers.schema';
import { freshDb } from '../../../tests/helpers/testDb';
import { providerProblems, selectProviders } from './select';
import { developmentSigningSecret } from './sandbox/signing';

const config: ProvidersConfig = gangwayConfig.providers;
const production = { NODE_ENV: 'production' };

describe('providers chosen by config/providers.json', () => {
  it('lets npm start on a fresh clone run every kind on the sandbox, signing with the documented development secret', async () => {
    expect(providerProblems(config, {})).toEqual([]);
    const db = await freshDb();
    const selected = selectProviders({
      providers: config,
      sandbox: gangwayConfig.sandbox,
      env: {},
      production: false,
      db,
      now: Date.now,
      networkCodes: gangwayConfig.networks.networks.map((network) => network.code),
    });
    expect(selected.sandboxKinds).toEqual(['card', 'local', 'kyc', 'chain', 'payout', 'prices']);
    expect(selected.sandbox).toBeDefined();
    // One parser per kind that reports: the intake of /providers/sandbox/events tries them all; no other name has any.
    expect(selected.eventParsers('sandbox')).toHaveLength(5);
    expect(selected.eventParsers('stripe')).toEqual([]);
    await db.close();
    expect(developmentSigningSecret).toMatch(/do-not-use-in-production$/);
  });

  it('refuses production on sandbox adapters in one line naming the kinds', () => {
    expect(providerProblems(config, production)).toEqual([
      'The server does not start: NODE_ENV=production with the sandbox adapter for card, local, kyc, chain, payout, prices (config/providers.json). Select real adapters, or set GANGWAY_SANDBOX=public to run a public demo on purpose (docs/deploy.md).',
    ]);
  });

  it('runs a public demo on the sandbox in production on purpose, with every secret config names set', () => {
    const demo = { ...production, GANGWAY_SANDBOX: 'public' };
    expect(providerProblems(config, demo)).toEqual(
      ['card', 'local', 'kyc', 'chain', 'payout'].map(
        (kind) =>
          `The server does not start: SANDBOX_SIGNING_SECRET is not set, and config/providers.json ${kind} names it for the sandbox adapter's signingSecret.`,
      ),
    );
    expect(providerProblems(config, { ...demo, SANDBOX_SIGNING_SECRET: 'a-long-random-secret' })).toEqual([]);
  });
});
