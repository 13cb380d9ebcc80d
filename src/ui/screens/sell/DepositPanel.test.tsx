// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import enUS from '../../../../config/locales/en-US.json';
import es from '../../../../config/locales/es.json';
import { networksOf } from '../../../shared/config/assets';
import { ServicesContext, type AppServices } from '../../app/services';
import type { SellOrderView } from '../history/orderViews';
import { DepositPanel } from './DepositPanel';

afterEach(cleanup);

async function i18nIn(lng: 'en-US' | 'es') {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng, resources: { [lng]: { translation: lng === 'es' ? es : enUS } }, interpolation: { escapeValue: false } });
  return i18n;
}

const view: SellOrderView = {
  side: 'sell',
  orderNo: 'S1',
  status: 'awaitingDeposit',
  payWayCode: '19000',
  fiat: 'EUR',
  alpha2: 'DE',
  crypto: 'USDT',
  network: 'TRX',
  cryptoAmount: '100',
  actualCryptoAmount: null,
  fiatAmount: '85',
  price: '0.86',
  rampFee: '1',
  depositAddress: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
  depositMemo: 'M123',
  depositTxId: null,
  userAccountId: 'A1',
  refundAddress: null,
  refundAmount: null,
  refundCrypto: null,
  refundNetwork: null,
  refundTxId: null,
  createdAt: Date.now(),
  expiresAt: Date.now() + 600_000,
  depositedAt: null,
} as SellOrderView;

async function show(lng: 'en-US' | 'es', onSwitched = vi.fn()) {
  const submit = vi.fn(async () => ({ kind: 'ok', data: view, headers: {} }));
  const services = { api: { submit } } as unknown as AppServices;
  const i18n = await i18nIn(lng);
  await act(async () => {
    render(
      <ServicesContext.Provider value={services}>
        <I18nextProvider i18n={i18n}>
          <DepositPanel view={view} onSwitched={onSwitched} />
        </I18nextProvider>
      </ServicesContext.Provider>,
    );
  });
  return { submit, onSwitched };
}

describe('the deposit panel', () => {
  it('names each copy button once by what it copies, in every language', async () => {
    await show('en-US');
    expect(screen.getAllByRole('button', { name: /^Copy/ }).map((button) => button.textContent)).toEqual(['Copy Deposit address', 'Copy Memo']);
    cleanup();
    await show('es');
    expect(screen.getAllByRole('button', { name: /^Copiar/ }).map((button) => button.textContent)).toEqual(['Copiar Dirección de depósito', 'Copiar Memo']);
  });

  it('switches the network only on the confirm button, to the network chosen, never on a change of the select', async () => {
    const others = networksOf('USDT').filter((network) => network.code !== 'TRX');
    const [first, second] = others;
    if (!first || !second) throw new Error('USDT runs on fewer than three networks in config/assets.json');
    const { submit, onSwitched } = await show('en-US');
    const select = screen.getByRole('combobox', { name: 'Network to switch to' });
    // A keyboard arrow on a select fires change: it must not move the deposit address.
    await act(async () => fireEvent.change(select, { target: { value: second.code } }));
    expect(submit).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: `Switch to ${second.name}` })));
    expect(submit).toHaveBeenCalledExactlyOnceWith('sell.switchNetwork', expect.objectContaining({ body: { orderNo: 'S1', network: second.code } }));
    expect(onSwitched).toHaveBeenCalledOnce();
  });
});
