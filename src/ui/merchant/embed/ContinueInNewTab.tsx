import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { newTabMachine, type NewTabOutcome } from '../../../engine/embed/newTabMachine';
import { constants } from '../../../shared/config/constants';
import { provideFlow } from '../../app/provideFlow';
import { useServices } from '../../app/services';
import { CopyButton } from '../../components/CopyButton';
import { continueInNewTab, type HandedStep } from './newTab';
import './embed.css';

interface ContinueInNewTabProps {
  step: HandedStep;
  /** Why this step cannot be done here (an i18n key and its values). */
  reason: { key: string; params?: Record<string, string> };
  /** Whether the step was done in the new tab (asked every orderPollIntervalMs once it is open). */
  stepDone: () => Promise<boolean>;
  /** The frame goes on from the step, as if it had done it itself. */
  onDone: () => void;
}

/**
 * "Continue in a new tab" in place of what a frame cannot do (docs/embedding.md): the button
 * opens the step in a new tab on the same order, signed in; this page then follows it and goes
 * on by itself. When the browser opens no tab, the single-use link is shown to copy.
 */
export function ContinueInNewTab({ step, reason, stepDone, onDone }: ContinueInNewTabProps) {
  const { t } = useTranslation();
  const services = useServices();
  const { route, orderNo } = step;
  const machine = useMemo(
    () =>
      provideFlow(newTabMachine, {
        openTab: fromPromise<NewTabOutcome, void>(() => continueInNewTab(services, window, { route, ...(orderNo === undefined ? {} : { orderNo }) })),
        stepDone: fromPromise<boolean, void>(stepDone),
      }),
    [services, route, orderNo, stepDone],
  );
  const actor = useActorRef(machine);
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.status === 'done') onDone();
    });
    return () => subscription.unsubscribe();
  }, [actor, onDone]);
  const opening = useSelector(actor, (snapshot) => snapshot.matches('opening'));
  const following = useSelector(actor, (snapshot) => snapshot.matches('following'));
  const failed = useSelector(actor, (snapshot) => snapshot.matches('failed'));
  const { url, blocked } = useSelector(actor, (snapshot) => snapshot.context);

  return (
    <section className="card new-tab" aria-live="polite">
      <p>{t(reason.key, reason.params)}</p>
      {following ? <p className="new-tab__following">{t('embed.newTab.following')}</p> : null}
      {following && blocked && url ? (
        <div className="new-tab__link">
          <p>{t('embed.newTab.blocked', { minutes: String(Math.round(constants.handoffLifetimeMs / 60_000)) })}</p>
          <code className="new-tab__url">{url}</code>
          <CopyButton value={url} />
        </div>
      ) : null}
      {failed ? (
        <p className="field__error" role="alert">
          {t('embed.newTab.failed')}
        </p>
      ) : null}
      <button
        type="button"
        className={following ? 'button button--block' : 'button button--primary button--block'}
        disabled={opening}
        aria-busy={opening || undefined}
        onClick={() => actor.send({ type: 'newTab.open' })}
      >
        {t(following ? 'embed.newTab.openAgain' : 'embed.newTab.continue')}
      </button>
    </section>
  );
}
