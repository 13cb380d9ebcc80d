import type { NoticeItem } from '../../shared/generated/api/lists.schema';
import { createStoredStore, type Store } from './store';

/** The notices the user closed this session, by noticeKey: a closed notice stays closed, a new one shows. */
export interface DismissedNotices {
  keys: string[];
}

/** The important-updates dialog's key: no API notice has it (theirs are "publishTime:content"). */
export const importantUpdatesKey = 'importantUpdates';

/** A notice is the same notice while its publish time and content are. */
export function noticeKey(notice: Pick<NoticeItem, 'publishTime' | 'content'>): string {
  return `${notice.publishTime}:${notice.content}`;
}

export function createDismissedNoticesStore(storage: Storage | undefined): Store<DismissedNotices> {
  return createStoredStore<DismissedNotices>('gangway.dismissedNotices', { keys: [] }, storage);
}

/** The notices still to show. */
export function undismissed<T extends Pick<NoticeItem, 'publishTime' | 'content'>>(notices: readonly T[], dismissed: DismissedNotices): T[] {
  const closed = new Set(dismissed.keys);
  return notices.filter((notice) => !closed.has(noticeKey(notice)));
}

/** Closes the notices shown, adding them to those closed before. */
export function dismiss(dismissed: DismissedNotices, shown: readonly Pick<NoticeItem, 'publishTime' | 'content'>[]): DismissedNotices {
  return dismissKeys(dismissed, shown.map(noticeKey));
}

/** Closes notices by their keys (the important-updates dialog's), adding them to those closed before. */
export function dismissKeys(dismissed: DismissedNotices, keys: readonly string[]): DismissedNotices {
  return { keys: [...new Set([...dismissed.keys, ...keys])] };
}
