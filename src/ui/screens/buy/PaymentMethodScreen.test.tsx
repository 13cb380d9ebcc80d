// @vitest-environment happy-dom
import Decimal from 'decimal.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import enUS from '../../../../config/locales/en-US.json';
import type { ApiClient, ApiRequest } from '../../../api/client';
import { buyQuoteFixture } from '../../../../tests/helpers/machineKit';
import { methodLimitFor, methodsFor } from '../../../shared/config/paymentMethods';
import { routeByName } from '../../../shared/config/routes';
import type { BuyQuoteBody } from '../../../shared/generated/api/quotes.schema';
import { ServicesContext, type AppServices } from '../../app/services';
import { emptyBuyDraft } from '../../state/buyDraft';
import { defaultHomeForm } from '../../state/homeForm';
import { createStore } from '../../state/store';
import PaymentMethodScreen from './PaymentMethodScreen';

afterEach(cleanup);

const i18n = createInstance();
await i18n.use(initReactI18next).init({ lng: 'en-US', resources: { 'en-US': { translation: enUS } }, interpolation: { escapeValue: false } });

// A US bank method whose own minimum is above the amount being bought (config/payment-methods.json).
const limited = methodsFor('buy', { fiat: 'USD', country: 'US' }).find((method) => methodLimitFor(method, 'USD') !== undefined);
const limits = limited && methodLimitFor(limited, 'USD');
if (!limited || !limits) throw new Error('no USD method with its own limits in config/payment-methods.json');
const below = new Decimal(limits.min).minus(1).toFixed();

/** The quote API as the server answers it: the chosen method's own limits, else the fiat's. */
const api = {
  request: vi.fn(async (request: ApiRequest) => {
    const body = request.body as BuyQuoteBody;
    const own = body.payWayCode === limited.payWayCode;
    const data = buyQuoteFixture({
      fiat: 'USD',
      fiatAmount: body.amount,
      payWayCode: body.payWayCode ?? '',
      ...(own ? { minAmount: limits.min, maxAmount: limits.max } : {}),
    });
    return { kind: 'ok' as const, data, headers: {} };
  }),
} as unknown as ApiClient;

const form = { ...defaultHomeForm().buy, fiat: 'USD', alpha2: 'US', amount: below };
const services = {
  api,
  homeForm: createStore(defaultHomeForm()),
  buyDraft: createStore({ ...emptyBuyDraft, form, quote: buyQuoteFixture({ fiatAmount: below }), order: { ...form, address: 'x' } }),
  // The quote carries the page query string (product §7): a plain visit here.
  navigator: { current: () => ({ query: new URLSearchParams() }), navigate: vi.fn(), back: vi.fn(), subscribe: () => () => undefined },
  merchant: createStore({}),
} as unknown as AppServices;
const route = routeByName('paymentMethod');
if (!route) throw new Error('no paymentMethod route');

describe('the payment method screen', () => {
  it("says the chosen method's minimum when the amount is below it, with the number written for the language", async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <ServicesContext.Provider value={services}>
          <PaymentMethodScreen route={route} query={new URLSearchParams()} />
        </ServicesContext.Provider>
      </I18nextProvider>,
    );
    fireEvent.click(screen.getByText(i18n.t(limited.nameKey)));
    const minimum = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(limits.min as `${number}`);
    expect((await screen.findByRole('alert')).textContent).toBe(`Minimum transaction amount is ${minimum} USD.`);
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
