// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import enUS from '../../../config/locales/en-US.json';
import { LanguagePicker } from './LanguagePicker';

afterEach(cleanup);

const i18n = createInstance();
await i18n.use(initReactI18next).init({ lng: 'en-US', resources: { 'en-US': { translation: enUS } }, interpolation: { escapeValue: false } });

describe('the language sheet', () => {
  it('has a Close button, like the network picker', () => {
    const onClose = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <LanguagePicker open onClose={onClose} current="en-US" onChoose={vi.fn()} />
      </I18nextProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('marks the session language and hands a choice to the session, then closes', () => {
    const onClose = vi.fn();
    const onChoose = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <LanguagePicker open onClose={onClose} current="es" onChoose={onChoose} />
      </I18nextProvider>,
    );
    const buttons = screen.getAllByRole('button').filter((button) => button.hasAttribute('lang'));
    expect(buttons.filter((button) => button.getAttribute('aria-current') === 'true').map((button) => button.getAttribute('lang'))).toEqual(['es']);
    fireEvent.click(buttons.find((button) => button.getAttribute('lang') === 'vi') as HTMLElement);
    expect(onChoose).toHaveBeenCalledExactlyOnceWith('vi');
    expect(onClose).toHaveBeenCalledOnce();
  });
});
