import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import { sandboxMarkerMachine } from '../../engine/environment/sandboxMarkerMachine';
import { homeActors } from '../app/flowActors/home';
import { provideFlow } from '../app/provideFlow';
import { useServices } from '../app/services';

/**
 * Every page says so while the server runs sandbox providers, and which kinds (config/providers.json),
 * so nobody takes a test checkout for a real one.
 */
export function SandboxBadge() {
  const { t, i18n } = useTranslation();
  const { api } = useServices();
  const machine = useMemo(() => provideFlow(sandboxMarkerMachine, homeActors(api)), [api]);
  const { sandbox, kinds } = useSelector(useActorRef(machine), (snapshot) => snapshot.context);
  if (!sandbox) return null;
  return (
    <p className="sandbox-badge" role="note">
      {t('web.sandbox.badgeKinds', { kinds: new Intl.ListFormat(i18n.language, { type: 'unit' }).format(kinds.map((kind) => t(`web.sandbox.kinds.${kind}`))) })}
    </p>
  );
}
