// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import enUS from '../../../../config/locales/en-US.json';
import type { ApiClient, ApiRequest } from '../../../api/client';
import { routeByName } from '../../../shared/config/routes';
import { ServicesContext, type AppServices } from '../../app/services';
import type { Navigator } from '../../router/navigator';
import { createHistoryViewStore } from '../../state/historyView';
import TradeHistoryScreen from './TradeHistoryScreen';
import { memoryStorage } from '../../../../tests/helpers/memoryStorage';

afterEach(cleanup);

const i18n = createInstance();
await i18n.use(initReactI18next).init({ lng: 'en-US', resources: { 'en-US': { translation: enUS } }, interpolation: { escapeValue: false } });

const route = routeByName('tradeHistory');
if (!route) throw new Error('no tradeHistory route');

/** The closed order is the user's only one: GET /trade/list leaves it out when asked to hide closed orders. */
const closedOrder = {
  side: 'buy',
  orderNo: 'B1',
  status: 'closed',
  payWayCode: '10001',
  fiat: 'USD',
  alpha2: 'US',
  crypto: 'USDT',
  network: 'TRX',
  address: 'T1',
  memo: null,
  fiatAmount: '100',
  cryptoAmount: '98',
  price: '1',
  rampFee: '1',
  networkFee: '1',
  discount: false,
  resultCode: null,
  payerAccount: null,
  txId: null,
  createdAt: 1,
  expiresAt: 2,
  paidAt: null,
};
const api = {
  request: vi.fn(async (request: ApiRequest) => {
    const hide = request.query?.hideClosed === true;
    return { kind: 'ok' as const, data: { result: hide ? [] : [closedOrder], total: hide ? 0 : 1 }, headers: {} };
  }),
} as unknown as ApiClient;

async function open(services: AppServices) {
  const navigator = { current: vi.fn(), navigate: vi.fn(), back: vi.fn(), subscribe: () => () => undefined } as unknown as Navigator;
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <ServicesContext.Provider value={{ ...services, navigator }}>
          <TradeHistoryScreen route={route as NonNullable<typeof route>} query={new URLSearchParams()} />
        </ServicesContext.Provider>
      </I18nextProvider>,
    );
  });
}

describe('the order history', () => {
  it('says no order matches when every order is closed and closed ones are hidden, and shows them again on request', async () => {
    const services = { api, historyView: createHistoryViewStore(memoryStorage()) } as unknown as AppServices;
    await open(services);
    await act(async () => fireEvent.click(screen.getByRole('checkbox', { name: 'Hide closed orders' })));
    expect(screen.queryByText('No orders yet')).toBeNull();
    expect(screen.getByText(/No orders match/)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show closed orders' })));
    expect((screen.getByRole('checkbox', { name: 'Hide closed orders' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('button', { name: /98 USDT/ })).toBeTruthy();
  });

  it('keeps the tick and the tab for the session, when the user comes back from an order', async () => {
    const storage = memoryStorage();
    await open({ api, historyView: createHistoryViewStore(storage) } as unknown as AppServices);
    await act(async () => fireEvent.click(screen.getByRole('checkbox', { name: 'Hide closed orders' })));
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'Sell' })));
    cleanup();
    // The page is built again, as after opening an order and going back (or a reload: the session's storage).
    await open({ api, historyView: createHistoryViewStore(storage) } as unknown as AppServices);
    expect((screen.getByRole('checkbox', { name: 'Hide closed orders' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('tab', { name: 'Sell' }).getAttribute('aria-selected')).toBe('true');
  });
});
