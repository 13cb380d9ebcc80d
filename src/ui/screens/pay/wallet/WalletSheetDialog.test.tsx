// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import enUS from '../../../../../config/locales/en-US.json';
import sandbox from '../../../../../config/sandbox.json';
import { methodByCode } from '../../../../shared/config/paymentMethods';
import { ServicesContext, type AppServices } from '../../../app/services';
import WalletSheetDialog from './WalletSheetDialog';

afterEach(cleanup);

const i18n = createInstance();
await i18n.use(initReactI18next).init({ lng: 'en-US', resources: { 'en-US': { translation: enUS } }, interpolation: { escapeValue: false } });

// A server outside production answers GET /index/environment with the sandbox's test cards, so the sheet offers them.
const environment = { sandbox: true, sandboxKinds: ['card', 'local', 'kyc', 'chain', 'payout', 'prices'], sandboxNetworks: [], walletCards: sandbox.cards };
const services = { api: { request: async () => ({ kind: 'ok', data: environment, headers: {} }) } } as unknown as AppServices;
const applePay = methodByCode('buy', '501');
if (!applePay) throw new Error('no Apple Pay (501) in config/payment-methods.json');
const sheet = { kind: 'walletSheet' as const, orderNo: 'B1', countryCode: 'US', currencyCode: 'USD', total: '100', supportedNetworks: ['visa', 'mastercard'] };

describe('the wallet sheet', () => {
  it('moves focus from Pay to the first field to fix after a failed submit, and charges nothing', async () => {
    const onConfirm = vi.fn();
    await act(async () => {
      render(
        <ServicesContext.Provider value={services}>
          <I18nextProvider i18n={i18n}>
            <WalletSheetDialog sheet={sheet} method={applePay} onConfirm={onConfirm} onDismiss={vi.fn()} />
          </I18nextProvider>
        </ServicesContext.Provider>,
      );
    });
    const pay = await screen.findByRole('button', { name: 'Pay with Apple Pay' });
    pay.focus();
    await act(async () => fireEvent.click(pay));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'First name' }));
    await act(async () => fireEvent.change(screen.getByRole('textbox', { name: 'First name' }), { target: { value: 'Ana' } }));
    pay.focus();
    await act(async () => fireEvent.click(pay));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Last name' }));
  });
});
