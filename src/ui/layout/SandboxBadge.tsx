import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import { sandboxMarkerMachine } from '../../engine/environment/sandboxMarkerMachine';
import { homeActors } from '../app/flowActors/home';
import { provideFlow } from '../app/provideFlow';
import { useServices } from '../app/services';

/**
 * Every page says so while the server runs sandbox providers, so nobody takes a test checkout for a
 * real one: that payments are tests while any payment kind is the sandbox, and that prices are not
 * the market's while the prices are. The strip sits above the page's header, so it is a region of its
 * own, named by its text: screen-reader users moving between landmarks meet it too.
 */
export function SandboxBadge() {
  const { t } = useTranslation();
  const id = useId();
  const { api } = useServices();
  const machine = useMemo(() => provideFlow(sandboxMarkerMachine, homeActors(api)), [api]);
  const { sandbox, sandboxKinds } = useSelector(useActorRef(machine), (snapshot) => snapshot.context);
  if (!sandbox) return null;
  const notes = [sandboxKinds.some((kind) => kind !== 'prices') ? t('web.sandbox.badge') : undefined, sandboxKinds.includes('prices') ? t('web.sandbox.prices') : undefined];
  return (
    <section className="sandbox-badge" aria-labelledby={id}>
      <p id={id} className="sandbox-badge__text" role="note">
        {notes.filter((note) => note !== undefined).join(' · ')}
      </p>
    </section>
  );
}
