import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import { sandboxMarkerMachine } from '../../engine/environment/sandboxMarkerMachine';
import { homeActors } from '../app/flowActors/home';
import { provideFlow } from '../app/provideFlow';
import { useServices } from '../app/services';

/**
 * Every page says so while the server runs sandbox providers, so nobody takes a test checkout for a
 * real one. The strip sits above the page's header, so it is a region of its own, named by its text:
 * screen-reader users moving between landmarks meet it too.
 */
export function SandboxBadge() {
  const { t } = useTranslation();
  const id = useId();
  const { api, landing } = useServices();
  const machine = useMemo(() => provideFlow(sandboxMarkerMachine, homeActors(api)), [api]);
  // The server says it with the landing page it renders.
  const sandbox = useSelector(useActorRef(machine, { input: { sandbox: landing?.sandbox } }), (snapshot) => snapshot.context.sandbox);
  if (!sandbox) return null;
  return (
    <section className="sandbox-badge" aria-labelledby={id}>
      <p id={id} className="sandbox-badge__text" role="note">
        {t('web.sandbox.badge')}
      </p>
    </section>
  );
}
