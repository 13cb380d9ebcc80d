// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import enUS from '../../../config/locales/en-US.json';
import es from '../../../config/locales/es.json';
import { routeByName } from '../../shared/config/routes';
import { useDocumentTitle } from './useDocumentTitle';

afterEach(cleanup);

const i18n = createInstance();
await i18n
  .use(initReactI18next)
  .init({ lng: 'en-US', resources: { 'en-US': { translation: enUS }, es: { translation: es } }, interpolation: { escapeValue: false } });

function Page({ titleKey }: { titleKey: string }) {
  useDocumentTitle(titleKey);
  return null;
}

const titleKeyOf = (name: string) => routeByName(name)?.titleKey ?? '';

describe('the browser tab title', () => {
  it("names the route's page, then the product, and follows the route", () => {
    const { rerender } = render(
      <I18nextProvider i18n={i18n}>
        <Page titleKey={titleKeyOf('paymentMethod')} />
      </I18nextProvider>,
    );
    expect(document.title).toBe('Payment method · Gangway');
    rerender(
      <I18nextProvider i18n={i18n}>
        <Page titleKey={titleKeyOf('tradeHistory')} />
      </I18nextProvider>,
    );
    expect(document.title).toBe(`${i18n.t(titleKeyOf('tradeHistory'))} · Gangway`);
  });

  it('changes with the language', async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <Page titleKey={titleKeyOf('paymentMethod')} />
      </I18nextProvider>,
    );
    await act(() => i18n.changeLanguage('es'));
    expect(document.title).toBe(`${i18n.getFixedT('es')(titleKeyOf('paymentMethod'))} · Gangway`);
    expect(document.title).not.toContain('Payment method');
    await act(() => i18n.changeLanguage('en-US'));
  });
});
