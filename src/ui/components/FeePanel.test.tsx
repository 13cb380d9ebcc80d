// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import enUS from '../../../config/locales/en-US.json';
import { buyQuoteFixture, sellQuoteFixture } from '../../../tests/helpers/machineKit';
import { FeePanel } from './FeePanel';

afterEach(cleanup);

const i18n = createInstance();
await i18n.use(initReactI18next).init({ lng: 'en-US', resources: { 'en-US': { translation: enUS } }, interpolation: { escapeValue: false } });

const renderPanel = (props: Partial<Parameters<typeof FeePanel>[0]>) =>
  render(
    <I18nextProvider i18n={i18n}>
      <FeePanel side="buy" quote={undefined} refreshAt={undefined} updating={false} showPrice payWayChosen {...props} />
    </I18nextProvider>,
  );

const value = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
/** A fee line's amount, without the note under it. */
const line = (label: string) => value(label)?.textContent;
/** The line under a fee that says what it pays for. */
const note = (label: string) => {
  const next = value(label)?.nextElementSibling;
  return next?.classList.contains('fee-panel__note') ? next.textContent : undefined;
};

describe('the fee panel', () => {
  it('shows the network fee in the fiat, as the quote gives it, beside the crypto amount', () => {
    renderPanel({
      quote: buyQuoteFixture({
        fiat: 'USD',
        crypto: 'BTC',
        cryptoAmount: '0.00009932',
        discountCryptoAmount: '0.00009932',
        fiatAmount: '20',
        networkFee: '9.49',
      }),
    });
    expect(screen.getByText('0.00009932 BTC for 20.00 USD')).toBeTruthy();
    expect(line('Network fee')).toBe('9.49 USD');
  });

  it('rounds the price and the fees half-up and the payout down', () => {
    renderPanel({
      side: 'sell',
      quote: sellQuoteFixture({ fiat: 'USD', cryptoToFiatPrice: '0.99998', cryptoPrice: '1.00', rampFee: '1.005', fiatAmount: '97.999', cryptoAmount: '100' }),
    });
    expect(line('Price')).toBe('1 USDT ≈ 1.00 USD');
    expect(line('Ramp fee')).toBe('1.01 USD');
    expect(screen.getByText('97.99 USD for 100 USDT')).toBeTruthy();
  });
});

describe('the price line', () => {
  it('gives the price the places that make it come to the crypto amount beside it', () => {
    renderPanel({
      quote: buyQuoteFixture({
        fiat: 'USD',
        crypto: 'USDT',
        cryptoToFiatPrice: '1.004667',
        cryptoPrice: '1.00',
        cryptoAmount: '47.647626',
        discountCryptoAmount: '47.647626',
        fiatAmount: '50',
        rampFee: '1.73',
        networkFee: '0.40',
      }),
    });
    expect(line('Price')).toBe('1 USDT ≈ 1.0047 USD');
  });

  it("adds up on home's sell tab as on confirm and details: 100 USDT at 1.003 less a 3.00 USD fee is 97.30 USD", () => {
    renderPanel({
      side: 'sell',
      quote: sellQuoteFixture({ fiat: 'USD', cryptoToFiatPrice: '1.003', cryptoPrice: '1.00', rampFee: '3.00', fiatAmount: '97.30', cryptoAmount: '100' }),
    });
    expect(line('Price')).toBe('1 USDT ≈ 1.003 USD');
    expect(screen.getByText('97.30 USD for 100 USDT')).toBeTruthy();
  });
});

describe('the fee lines', () => {
  it('say what each fee pays for: the method that prices the ramp fee, the network that carries the crypto', () => {
    renderPanel({ quote: buyQuoteFixture({ fiat: 'USD', crypto: 'USDT', networkName: 'Tron (TRC20)', payWayCode: '10001', rampFee: '1.08' }) });
    expect(line('Ramp fee')).toBe('1.08 USD');
    expect(note('Ramp fee')).toBe('Payment processing by All cards');
    expect(note('Network fee')).toBe('Sends your USDT on Tron (TRC20)');
  });

  it('call the ramp fee an estimate for the priced method before a payment method is chosen, never repeating the label', () => {
    renderPanel({ payWayChosen: false, quote: buyQuoteFixture({ payWayCode: '10001' }) });
    expect(note('Ramp fee')).toBe('Payment processing, estimated for All cards');
    for (const label of ['Ramp fee', 'Network fee']) expect(note(label)?.toLowerCase()).not.toContain(label.toLowerCase());
  });

  it('say a sell fee is the payout to the chosen method', () => {
    renderPanel({ side: 'sell', quote: sellQuoteFixture({ fiat: 'BRL', payWayCode: '30001' }) });
    expect(note('Ramp fee')).toBe('Payout processing to PIX');
  });
});

describe('the fee panel after a failed quote', () => {
  it('says prices could not be loaded and retries on request', () => {
    const onRetry = vi.fn();
    renderPanel({ failed: true, onRetry });
    expect(screen.getByRole('alert').textContent).toBe('Prices could not be loaded. Check your connection and try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("says the server's reason when it refused the quote, not the connection", () => {
    renderPanel({ failed: true, refusal: 'Minimum transaction amount is 20.00 USD.', onRetry: vi.fn() });
    expect(screen.getByRole('alert').textContent).toBe('Minimum transaction amount is 20.00 USD.');
  });

  it('counts down in a timer that keeps its width and is not read out every second, then says it is updating in the same place', () => {
    const quote = buyQuoteFixture({ fiat: 'USD', crypto: 'USDT', fiatAmount: '20' });
    const refreshLine = () => screen.getByRole('timer');
    const shown = () => refreshLine().querySelector('span:not(.fee-panel__refresh--spare)')?.textContent;
    const { rerender } = renderPanel({ quote, refreshAt: Date.now() + 9_000 });
    expect(refreshLine().getAttribute('aria-live')).toBe('off');
    // Nine seconds as wide as fifteen: a figure space stands for the missing digit.
    expect(shown()).toBe('Rates refresh in \u20079s');
    rerender(
      <I18nextProvider i18n={i18n}>
        <FeePanel side="buy" quote={quote} refreshAt={undefined} updating showPrice payWayChosen />
      </I18nextProvider>,
    );
    expect(shown()).toBe('Updating rates…');
    // The countdown stays in the cell, invisible, so the line keeps its width.
    expect(refreshLine().querySelector('.fee-panel__refresh--spare')?.textContent).toBe('Rates refresh in 15s');
  });

  it('shows nothing before the first quote when nothing failed', () => {
    const { container } = renderPanel({});
    expect(container.innerHTML).toBe('');
  });
});
