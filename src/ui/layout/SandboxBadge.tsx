import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { environment } from '../../api/endpoints/home';
import { unwrap } from '../../api/unwrap';
import { sandboxMarkerMachine } from '../../engine/environment/sandboxMarkerMachine';
import { useServices } from '../app/services';

/** Every page says so while the server runs sandbox providers, so nobody takes a test checkout for a real one. */
export function SandboxBadge() {
  const { t } = useTranslation();
  const { api } = useServices();
  const machine = useMemo(() => sandboxMarkerMachine.provide({ actors: { loadEnvironment: fromPromise(async () => unwrap(await environment(api))) } }), [api]);
  const sandbox = useSelector(useActorRef(machine), (snapshot) => snapshot.context.sandbox);
  if (!sandbox) return null;
  return (
    <p className="sandbox-badge" role="note">
      {t('web.sandbox.badge')}
    </p>
  );
}
