import { Suspense, use, useContext, type ReactNode } from 'react';
import { I18nContext } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { completeConfig } from '#config';
import type { Settled } from '../../shared/askedOnce';
import { completeLocale } from '../i18n/setupI18n';
import { completeStyles } from '../styles/completeStyles';

/**
 * What the landing page leaves out, each asked once, all at once: the rest of the strings
 * (localeParts.ts), of the config (configParts.ts) and of the styles (rest.css). The shell asks once
 * the landing page is idle; every other page waits for it in WholeApp.
 */
export function completeApp(i18n: I18n): Settled[] {
  return [completeLocale(i18n), completeConfig(), completeStyles()];
}

/**
 * Renders its children once the whole app is there (completeApp), suspending the nearest <Suspense>
 * until then. The i18n instance comes from the provider's context, not useTranslation(), whose i18n
 * is a wrapper made anew per mount: completeLocale keys its one promise per instance, and React's
 * use() needs that same promise.
 */
export function WholeApp({ children }: { children: ReactNode }) {
  const { i18n } = useContext(I18nContext);
  for (const part of completeApp(i18n)) use(part as Promise<void>);
  return children;
}

/** A part of a page loaded when it is wanted (a lazy component): nothing shows until its chunk and the whole app are there. */
export function LaterPart({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WholeApp>{children}</WholeApp>
    </Suspense>
  );
}
