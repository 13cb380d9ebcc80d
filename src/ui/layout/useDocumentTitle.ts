import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The browser tab names the page first, then the product: "Payment method · Gangway". */
export function documentTitle(page: string, brand: string): string {
  return page ? `${page} · ${brand}` : brand;
}

/** Keeps document.title on the route's titleKey (config/routes.json) in the current language. */
export function useDocumentTitle(titleKey: string): void {
  const { t, i18n } = useTranslation();
  const page = t(titleKey);
  const brand = t('web.brand');
  useEffect(() => {
    document.title = documentTitle(page, brand);
  }, [page, brand, i18n.language]);
}
