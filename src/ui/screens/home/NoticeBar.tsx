import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NoticeItem } from '../../../shared/generated/api/lists.schema';
import { constants } from '../../../shared/config/constants';
import { useServices } from '../../app/services';

/** Spec §2/§7: the notice banner, home only, refreshed hourly; the server may send an i18n key. */
export function NoticeBar() {
  const { t, i18n } = useTranslation();
  const { api } = useServices();
  const [notices, setNotices] = useState<NoticeItem[]>([]);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    let alive = true;
    const load = async () => {
      // Typed by schemas/api/lists.schema.json (times are epoch ms).
      const result = await api.request<NoticeItem[]>({ method: 'GET', path: '/index/v2/notice/list' });
      if (alive && result.kind === 'ok') setNotices(result.data);
    };
    void load();
    const timer = setInterval(() => void load(), constants.noticeRefreshMs);
    return () => {
      alive = false;
      clearInterval(timer);
    };
  }, [api]);

  const current = notices.filter((notice) => notice.endTime > notice.systemTime);
  if (dismissed || current.length === 0) return null;
  return (
    <aside className="notice" aria-label={t('notice.title')}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><path d="M4 10v4h3l5 4V6L7 10zM16 9a4 4 0 0 1 0 6" fill="none" stroke="currentColor" strokeWidth="1.8" /></svg>
      <div className="notice__text">
        {current.map((notice) => (
          <p key={`${notice.publishTime}-${notice.content}`}>{i18n.exists(notice.content) ? t(notice.content) : notice.content}</p>
        ))}
      </div>
      <button type="button" className="icon-button notice__close" aria-label={t('notice.dismiss')} onClick={() => setDismissed(true)}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true"><path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" /></svg>
      </button>
    </aside>
  );
}
