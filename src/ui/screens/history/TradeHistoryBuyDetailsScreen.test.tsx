// @vitest-environment happy-dom
import Decimal from 'decimal.js';
import { act, cleanup, render } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import enUS from '../../../../config/locales/en-US.json';
import type { ApiClient } from '../../../api/client';
import { routeByName } from '../../../shared/config/routes';
import { ServicesContext, type AppServices } from '../../app/services';
import type { Navigator } from '../../router/navigator';
import TradeHistoryBuyDetailsScreen from './TradeHistoryBuyDetailsScreen';

afterEach(cleanup);

const i18n = createInstance();
await i18n.use(initReactI18next).init({ lng: 'en-US', resources: { 'en-US': { translation: enUS } }, interpolation: { escapeValue: false } });

const route = routeByName('tradeHistoryBuyDetails');
if (!route) throw new Error('no tradeHistoryBuyDetails route');

/** The walk-through's completed order: 50 USD paid, 1.08 + 1.05 USD of fees, 47.647626 USDT at 1.004667. */
const order = {
  side: 'buy',
  orderNo: 'B7',
  status: 'completed',
  payWayCode: '10001',
  fiat: 'USD',
  alpha2: 'US',
  crypto: 'USDT',
  network: 'TRX',
  address: 'TV8BnHfooNjh8ptaBRzEE4r4wbC8aZH3JZ',
  memo: null,
  fiatAmount: '50',
  cryptoAmount: '47.647626',
  price: '1.004667',
  rampFee: '1.08',
  networkFee: '1.05',
  discount: false,
  resultCode: null,
  payerAccount: null,
  txId: null,
  createdAt: 1,
  expiresAt: 2,
  paidAt: 3,
};
const api = { request: vi.fn(async () => ({ kind: 'ok' as const, data: order, headers: {} })) } as unknown as ApiClient;

async function open() {
  const navigator = { current: vi.fn(), navigate: vi.fn(), back: vi.fn(), subscribe: () => () => undefined } as unknown as Navigator;
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <ServicesContext.Provider value={{ api, navigator } as unknown as AppServices}>
          <TradeHistoryBuyDetailsScreen route={route as NonNullable<typeof route>} query={new URLSearchParams({ orderNo: 'B7' })} />
        </ServicesContext.Provider>
      </I18nextProvider>,
    );
  });
}

const rows = () =>
  [...document.querySelectorAll('.history-details__row')].map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]);
const amountOf = (text: string | null | undefined) => new Decimal((text ?? '').replace(/[^0-9.]/g, ''));

describe('the buy order details', () => {
  it('add up: the price times what the user receives is the order amount, and the order amount plus the fees is the total', async () => {
    await open();
    const lines = Object.fromEntries(rows());
    expect(lines.Price).toBe('1 USDT ≈ 1.0047 USD');
    const price = amountOf(lines.Price?.split('≈')[1]);
    expect(price.times(amountOf(lines['You receive'])).toFixed(2)).toBe(amountOf(lines['Order amount']).toFixed(2));
    expect(amountOf(lines['Order amount']).plus(amountOf(lines['Ramp fee'])).plus(amountOf(lines['Network fee'])).toFixed(2)).toBe(
      amountOf(lines.Total).toFixed(2),
    );
  });

  it('lists the fees between the order amount and the total', async () => {
    await open();
    const labels = rows().map(([label]) => label);
    const at = (label: string) => labels.indexOf(label);
    expect([at('Price'), at('You receive'), at('Order amount'), at('Ramp fee'), at('Network fee'), at('Total')]).toEqual(
      [...Array(6).keys()].map((i) => at('Price') + i),
    );
  });
});
