// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import enUS from '../../../config/locales/en-US.json';
import type { EnvironmentResponse } from '../../shared/generated/api/operations.schema';
import { ServicesContext, type AppServices } from '../app/services';
import { SandboxBadge } from './SandboxBadge';

afterEach(cleanup);

const i18n = createInstance();
await i18n.use(initReactI18next).init({ lng: 'en-US', resources: { 'en-US': { translation: enUS } }, interpolation: { escapeValue: false } });

/** The badge on a server that answers GET /index/environment with `environment`. */
function renderOn(environment: EnvironmentResponse['data']) {
  const services = { api: { request: async () => ({ kind: 'ok', data: environment, headers: {} }) } } as unknown as AppServices;
  render(
    <ServicesContext.Provider value={services}>
      <I18nextProvider i18n={i18n}>
        <SandboxBadge />
      </I18nextProvider>
    </ServicesContext.Provider>,
  );
}

describe('the Sandbox strip', () => {
  it('says payments are tests and prices are not the market’s while both are the sandbox', async () => {
    renderOn({ sandbox: true, sandboxKinds: ['card', 'local', 'kyc', 'chain', 'payout', 'prices'], sandboxNetworks: [] });
    expect((await screen.findByRole('note')).textContent).toBe(
      "Sandbox test mode for card payments, local payments, identity checks, crypto transfers, payouts: nothing is charged or sent · Prices: sandbox reference rates, not the market's",
    );
  });

  it('names the prices alone when only they are the sandbox', async () => {
    renderOn({ sandbox: true, sandboxKinds: ['prices'], sandboxNetworks: [] });
    expect((await screen.findByRole('note')).textContent).toBe("Prices: sandbox reference rates, not the market's");
  });

  it('names only the kinds still on the sandbox', async () => {
    renderOn({ sandbox: true, sandboxKinds: ['chain', 'prices'], sandboxNetworks: [] });
    expect((await screen.findByRole('note')).textContent).toBe(
      "Sandbox test mode for crypto transfers: nothing is charged or sent · Prices: sandbox reference rates, not the market's",
    );
  });

  it('names the networks still on the sandbox chain while the others move real crypto', async () => {
    renderOn({ sandbox: true, sandboxKinds: ['card', 'chain'], sandboxNetworks: ['BTC', 'TRX', 'SOL'] });
    expect((await screen.findByRole('note')).textContent).toBe(
      'Sandbox test mode for card payments, crypto transfers on BTC, TRX, SOL: nothing is charged or sent',
    );
  });

  it('leaves the prices out once market prices are in use', async () => {
    renderOn({ sandbox: true, sandboxKinds: ['card', 'local', 'kyc', 'chain', 'payout'], sandboxNetworks: [] });
    expect((await screen.findByRole('note')).textContent).toBe(
      'Sandbox test mode for card payments, local payments, identity checks, crypto transfers, payouts: nothing is charged or sent',
    );
  });
});
