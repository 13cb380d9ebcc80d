import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Says the new page's title to screen readers after a route change (not on the first load, which
 * they read anyway): focus may land on a form's first field, whose label alone does not say the
 * page changed. The region exists from the start, so the change of its text is what is announced.
 */
export function RouteAnnouncer({ titleKey, hash }: { titleKey: string; hash: string }) {
  const { t } = useTranslation();
  const [announced, setAnnounced] = useState<string | undefined>();
  const firstRoute = useRef(true);
  useEffect(() => {
    if (firstRoute.current) {
      firstRoute.current = false;
      return;
    }
    setAnnounced(titleKey);
  }, [hash, titleKey]);
  return (
    <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-route-announcer="">
      {announced === undefined ? null : t(announced)}
    </p>
  );
}
