import { use, useContext, type ReactNode } from 'react';
import { I18nContext } from 'react-i18next';
import { completeLocale } from './setupI18n';

/**
 * Renders its children once every string of the language is there: what the landing part of the
 * locale does not say (localeParts.ts). Suspends the nearest <Suspense> until then. The instance
 * comes from the provider's context, not useTranslation(), whose i18n is a wrapper made anew per
 * mount: completeLocale keys its one promise per instance, and React's use() needs that same promise.
 */
export function WholeLocale({ children }: { children: ReactNode }) {
  const { i18n } = useContext(I18nContext);
  use(completeLocale(i18n) as Promise<void>);
  return children;
}
