// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { completeConfig } from '#config';
import { completeLocale, setupI18n } from '../i18n/setupI18n';
import { completeStyles } from '../styles/completeStyles';
import { completeApp, WholeApp } from './WholeApp';

afterEach(cleanup);

describe('the whole app behind the landing page', () => {
  it('asks for the rest of the strings, config and styles, each once, and renders its children once all are there', async () => {
    const i18n = await setupI18n('en-US', { setItem: () => undefined });
    // A key of the rest of the locale: the landing part has no KYC strings.
    expect(i18n.exists('kyc.status.exception.description')).toBe(false);
    await act(async () => {
      render(
        <I18nextProvider i18n={i18n}>
          <Suspense fallback={<p>waiting</p>}>
            <WholeApp>
              <p>whole</p>
            </WholeApp>
          </Suspense>
        </I18nextProvider>,
      );
    });
    expect(screen.getByText('waiting')).toBeTruthy();
    const [locale, config, styles] = completeApp(i18n);
    expect(locale).toBe(completeLocale(i18n));
    expect(config).toBe(completeConfig());
    expect(styles).toBe(completeStyles());
    await act(() => Promise.all([locale, config, styles]));
    expect(screen.getByText('whole')).toBeTruthy();
    expect(i18n.exists('kyc.status.exception.description')).toBe(true);
  });
});
