import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import { formatList } from '../../shared/intlText';
import { sandboxMarkerMachine } from '../../engine/environment/sandboxMarkerMachine';
import { homeActors } from '../app/flowActors/home';
import { provideFlow } from '../app/provideFlow';
import { useServices } from '../app/services';

/**
 * Every page says so while the server runs sandbox providers, so nobody takes a test checkout for a
 * real one: which kinds (config/providers.json) are tests (for the chain, on which networks once some
 * move real crypto), nothing charged or sent, and that prices
 * are not the market's while the prices are the sandbox's. The strip sits above the page's header,
 * so it is a region of its own, named by its text: screen-reader users moving between landmarks meet it too.
 */
export function SandboxBadge() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { api, landing } = useServices();
  const machine = useMemo(() => provideFlow(sandboxMarkerMachine, homeActors(api)), [api]);
  // The server says it with the landing page it renders.
  const { sandbox, sandboxKinds, sandboxNetworks } = useSelector(
    useActorRef(machine, { input: { sandbox: landing?.sandbox } }),
    (snapshot) => snapshot.context,
  );
  if (!sandbox) return null;
  const list = (items: string[]) => formatList(i18n.language, 'unit', items);
  const testKinds = sandboxKinds.filter((kind) => kind !== 'prices');
  // While some networks move real crypto, the chain's test mode names the networks it still covers.
  const kindName = (kind: (typeof testKinds)[number]) =>
    kind === 'chain' && sandboxNetworks.length > 0 ? t('web.sandbox.kinds.chainOn', { networks: list(sandboxNetworks) }) : t(`web.sandbox.kinds.${kind}`);
  const kinds = list(testKinds.map(kindName));
  const notes = [
    testKinds.length > 0 ? t('web.sandbox.badgeKinds', { kinds }) : undefined,
    sandboxKinds.includes('prices') ? t('web.sandbox.prices') : undefined,
  ];
  return (
    <section className="sandbox-badge" aria-labelledby={id}>
      <p id={id} className="sandbox-badge__text" role="note">
        {notes.filter((note) => note !== undefined).join(' · ')}
      </p>
    </section>
  );
}
