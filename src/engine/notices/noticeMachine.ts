import { assign, setup } from 'xstate';
import type { NoticeItem } from '../../shared/generated/api/lists.schema';
import { constants } from '../../shared/config/constants';
import { suppliedByApp } from '../required';

/** Notices still running at the server's time (product §3 Notice: endTime against systemTime, epoch ms). */
export function activeNotices(notices: readonly NoticeItem[]): NoticeItem[] {
  return notices.filter((notice) => notice.endTime > notice.systemTime);
}

export type NoticeEvent =
  /** The language changed: the server words its notices in the request's language, so read them again now. */
  { type: 'notices.reload' };

/**
 * The home notice bar (product §2, §7): the notice list, read again every noticeRefreshMs, and at
 * once in a new language (a read still running is dropped, so the old language never lands last).
 * A list read ahead (the landing page's, rendered by the server with the page) is shown at once.
 */
export const noticeMachine = setup({
  types: {} as { context: { notices: NoticeItem[]; readAhead: boolean }; events: NoticeEvent; input: { notices?: NoticeItem[] } },
  actors: {
    loadNotices: suppliedByApp<NoticeItem[], void>('loadNotices'),
  },
  delays: {
    noticeRefresh: constants.noticeRefreshMs,
  },
}).createMachine({
  id: 'notices',
  context: ({ input }) => ({ notices: activeNotices(input.notices ?? []), readAhead: input.notices !== undefined }),
  initial: 'starting',
  on: { 'notices.reload': { target: '.loading', reenter: true } },
  states: {
    starting: {
      always: [{ guard: ({ context }) => context.readAhead, target: 'showing' }, { target: 'loading' }],
    },
    loading: {
      invoke: {
        id: 'loadNotices',
        src: 'loadNotices',
        onDone: { target: 'showing', actions: assign({ notices: ({ event }) => activeNotices(event.output) }) },
        // A failed refresh keeps the notices already shown.
        onError: 'showing',
      },
    },
    showing: {
      after: { noticeRefresh: 'loading' },
    },
  },
});
