// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import enUS from '../../../../config/locales/en-US.json';
import { buyQuoteFixture } from '../../../../tests/helpers/machineKit';
import { OrderSummary } from './OrderSummary';

afterEach(cleanup);

const i18n = createInstance();
await i18n.use(initReactI18next).init({ lng: 'en-US', resources: { 'en-US': { translation: enUS } }, interpolation: { escapeValue: false } });

const form = { fiat: 'USD', crypto: 'TON', network: 'TON', amount: '100' };
const wallet = { address: 'UQBvW8Z5huBkMJYdnfAEM5JqTNkuWX3diqYENkWsIL0XggGG', memo: '12345' };
const summary = (props: Partial<Parameters<typeof OrderSummary>[0]> = {}) =>
  render(
    <I18nextProvider i18n={i18n}>
      <OrderSummary form={form} quote={buyQuoteFixture({ crypto: 'TON', network: 'TON' })} {...props} />
    </I18nextProvider>,
  );

const valueOf = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('the order summary', () => {
  it("shows the receiving address and the memo, under the network's own memo label, for checking before paying", () => {
    summary({ wallet });
    expect(valueOf('Wallet address')).toBe(wallet.address);
    expect(valueOf(i18n.t('validation.memo.label.comment'))).toBe('12345');
  });

  it('shows no address lines before there is a wallet, and no memo line without a memo', () => {
    summary();
    expect(screen.queryByText('Wallet address')).toBeNull();
    cleanup();
    summary({ wallet: { address: wallet.address } });
    expect(screen.queryByText(i18n.t('validation.memo.label.comment'))).toBeNull();
  });
});
