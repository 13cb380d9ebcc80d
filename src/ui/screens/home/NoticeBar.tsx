import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import { noticeMachine } from '../../../engine/notices/noticeMachine';
import { homeActors } from '../../app/flowActors/home';
import { firstAnswer, markShown } from '../../app/landingAnswers';
import { provideFlow } from '../../app/provideFlow';
import { useServices } from '../../app/services';
import { dismiss, noticeKey, undismissed } from '../../state/dismissedNotices';
import { useStore } from '../../state/store';

/**
 * Product §2/§7: the notice banner, home only, refreshed hourly and on a change of language; the
 * server may send an i18n key.
 * Closing it closes the notices shown for the session: they stay closed across pages and reloads.
 */
export function NoticeBar() {
  const { t, i18n } = useTranslation();
  const { api, dismissedNotices, landing } = useServices();
  const dismissed = useStore(dismissedNotices);
  // The engine's notice machine reads the list and again every noticeRefreshMs, keeping the running ones.
  const machine = useMemo(() => provideFlow(noticeMachine, homeActors(api)), [api]);
  // The landing page's list, rendered by the server with the page, is the first mount's (judged
  // when the bar mounts: the actor reads its input only then).
  const [firstNotices] = useState(() => (firstAnswer(landing, 'notices') ? landing.notices : undefined));
  useEffect(() => markShown(landing, 'notices'), [landing]);
  const actor = useActorRef(machine, { input: { notices: firstNotices } });
  const notices = useSelector(actor, (snapshot) => snapshot.context.notices);
  // A language chosen while the bar is shown: the server's text is read again in it.
  const shownIn = useRef(i18n.language);
  useEffect(() => {
    if (shownIn.current === i18n.language) return;
    shownIn.current = i18n.language;
    actor.send({ type: 'notices.reload' });
  }, [actor, i18n.language]);
  const current = undismissed(notices, dismissed);
  if (current.length === 0) return null;
  return (
    <aside className="notice" aria-label={t('notice.title')}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path d="M4 10v4h3l5 4V6L7 10zM16 9a4 4 0 0 1 0 6" fill="none" stroke="currentColor" strokeWidth="1.8" />
      </svg>
      <div className="notice__text">
        {current.map((notice) => (
          <p key={noticeKey(notice)}>{i18n.exists(notice.content) ? t(notice.content) : notice.content}</p>
        ))}
      </div>
      <button
        type="button"
        className="icon-button notice__close"
        aria-label={t('notice.dismiss')}
        onClick={() => dismissedNotices.set((previous) => dismiss(previous, current))}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
    </aside>
  );
}
