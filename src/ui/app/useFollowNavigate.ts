import { useEffect } from 'react';
import { followNavigateEvents, type NavigatingActor } from './followIntent';
import { useServices } from './services';

/** A screen's machine actor navigates the app while the screen is shown: its navigate events are followed. */
export function useFollowNavigate(actor: NavigatingActor, replace = false): void {
  const services = useServices();
  useEffect(() => {
    const subscription = followNavigateEvents(actor, services, { replace });
    return () => subscription.unsubscribe();
  }, [actor, services, replace]);
}
