// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import enUS from '../../../config/locales/en-US.json';
import customerService from '../../../config/customer-service.json';
import { CustomerService } from './CustomerService';

afterEach(cleanup);

const i18n = createInstance();
await i18n.use(initReactI18next).init({ lng: 'en-US', resources: { 'en-US': { translation: enUS } }, interpolation: { escapeValue: false } });

const renderFor = (merchant: Parameters<typeof CustomerService>[0]['merchant']) =>
  render(
    <I18nextProvider i18n={i18n}>
      <CustomerService merchant={merchant} />
    </I18nextProvider>,
  );

describe('the customer-service widget (product §6)', () => {
  it('offers help on a plain visit: the button opens the support contact from config', async () => {
    renderFor({ status: 'plain' });
    const button = await screen.findByRole('button', { name: 'Help' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(`Write to our support team. We usually reply within ${customerService.replyWithinHours} hours.`)).toBeTruthy();
    expect(screen.getByRole('link', { name: customerService.email }).getAttribute('href')).toBe(`mailto:${customerService.email}`);
    fireEvent.click(screen.getByRole('button', { name: 'Close help' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: customerService.email })).toBeNull();
  });

  it('is shut down for a merchant whose configuration turns it off', async () => {
    const { container } = renderFor({
      status: 'docked',
      appId: 'shop',
      config: { menuBarVisible: true, customerServiceVisible: false, onOrderCompletionBtnVisible: true },
    });
    expect(container.innerHTML).toBe('');
    // The widget is a lazy chunk: once it has loaded, it is still not shown.
    await act(() => import('./CustomerServiceWidget'));
    expect(container.innerHTML).toBe('');
  });
});
