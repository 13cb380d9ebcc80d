import { useEffect } from 'react';
import { useServices } from '../../app/services';
import { useNavigator } from '../../router/hooks';
import { useStore } from '../../state/store';
import type { BuyDraft } from '../../state/buyDraft';

/** The buy draft; a buy step opened without one (a bookmark, a new tab) goes back to home. */
export function useBuyDraft<K extends keyof BuyDraft>(required: K[]): BuyDraft & { ready: boolean } {
  const { buyDraft } = useServices();
  const navigator = useNavigator();
  const draft = useStore(buyDraft);
  const ready = required.every((key) => draft[key] !== null);
  useEffect(() => {
    if (!ready) navigator.navigate('index', undefined, { replace: true });
  }, [ready, navigator]);
  return { ...draft, ready };
}
