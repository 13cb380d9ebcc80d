// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import enUS from '../../../../../config/locales/en-US.json';
import { ServicesContext, type AppServices } from '../../../app/services';
import { SearchOverlay } from './SearchOverlay';

afterEach(cleanup);

const i18n = createInstance();
await i18n.use(initReactI18next).init({ lng: 'en-US', resources: { 'en-US': { translation: enUS } }, interpolation: { escapeValue: false } });

// The lists are not what this is about: their requests never answer.
const services = { api: { request: () => new Promise(() => undefined) } } as unknown as AppServices;

function overlay(onClose: () => void) {
  render(
    <ServicesContext.Provider value={services}>
      <I18nextProvider i18n={i18n}>
        <SearchOverlay mode="buyFiat" current={{ fiat: 'USD', alpha2: 'US', crypto: 'USDT', network: 'TRX' }} onPick={vi.fn()} onClose={onClose} />
      </I18nextProvider>
    </ServicesContext.Provider>,
  );
  return screen.getByRole('searchbox');
}

describe('the search overlay', () => {
  it('closes on the first Escape even with text in the box', async () => {
    const onClose = vi.fn();
    const box = overlay(onClose);
    await act(async () => fireEvent.change(box, { target: { value: 'eur' } }));
    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    await act(async () => void box.dispatchEvent(escape));
    expect(onClose).toHaveBeenCalledOnce();
    // The box's own Escape (clearing the text) does not run instead.
    expect(escape.defaultPrevented).toBe(true);
  });

  it('offers a row per fiat and country, marks the chosen pair active and picks fiat and country', async () => {
    const row = (alpha2: string, countryName: string) => ({
      fiat: 'EUR',
      fiatName: 'Euro',
      countryName,
      enCommonName: countryName,
      flag: `/icons/flag/${alpha2.toLowerCase()}.svg`,
      alpha2,
      symbol: '€',
    });
    const data = {
      pageData: { result: [row('NL', 'Netherlands'), row('BE', 'Belgium')], total: 2 },
      buyRecentFiatList: [row('BE', 'Belgium')],
      sellRecentFiatList: [],
    };
    const answering = { api: { request: async () => ({ kind: 'ok', data, headers: {} }) } } as unknown as AppServices;
    const onPick = vi.fn();
    await act(async () => {
      render(
        <ServicesContext.Provider value={answering}>
          <I18nextProvider i18n={i18n}>
            <SearchOverlay mode="buyFiat" current={{ fiat: 'EUR', alpha2: 'BE', crypto: 'USDT', network: 'TRX' }} onPick={onPick} onClose={vi.fn()} />
          </I18nextProvider>
        </ServicesContext.Provider>,
      );
    });
    const netherlands = await screen.findByRole('button', { name: /^EUR · Netherlands/ });
    expect(netherlands.getAttribute('aria-current')).toBeNull();
    // Belgium is both the recent pick and a row of the list, each marked as the current choice.
    expect(screen.getAllByRole('button', { name: /^EUR · Belgium/ }).map((button) => button.getAttribute('aria-current'))).toEqual(['true', 'true']);
    await act(async () => fireEvent.click(netherlands));
    expect(onPick).toHaveBeenCalledExactlyOnceWith({ kind: 'fiat', fiat: 'EUR', alpha2: 'NL' });
  });

  it('clears the text with its clear button, focus back in the box', async () => {
    const box = overlay(vi.fn()) as HTMLInputElement;
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    await act(async () => fireEvent.change(box, { target: { value: 'eur' } }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Clear search' })));
    expect(box.value).toBe('');
    expect(document.activeElement).toBe(box);
  });
});
