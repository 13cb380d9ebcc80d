import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { NoticeItem } from '../../shared/generated/api/lists.schema';
import { constants } from '../../shared/config/constants';
import { spyActor } from '../../../tests/helpers/machineKit';
import { shouldShowImportantUpdates } from './importantUpdates';
import { activeNotices, noticeMachine } from './noticeMachine';

const notice = (content: string, endTime: string): NoticeItem => ({
  content,
  publishTime: Date.parse('2026-01-01T00:00:00Z'),
  endTime: Date.parse(endTime),
  systemTime: Date.parse('2026-03-01T00:00:00Z'),
});

describe('notice machine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('refreshes the notice list every hour', async () => {
    const loadNotices = vi.fn(async () => [notice('welcome', '2026-12-31T00:00:00Z')]);
    const actor = createActor(noticeMachine.provide({ actors: { loadNotices: spyActor(loadNotices) } }), { input: {} });
    actor.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.notices).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(constants.noticeRefreshMs - 1);
    expect(loadNotices).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(loadNotices).toHaveBeenCalledTimes(2);
  });

  it('shows a list read ahead (the landing page the server rendered) at once, and reads it again only on the hour', async () => {
    const loadNotices = vi.fn(async (): Promise<NoticeItem[]> => []);
    const actor = createActor(noticeMachine.provide({ actors: { loadNotices: spyActor(loadNotices) } }), {
      input: { notices: [notice('welcome', '2026-12-31T00:00:00Z')] },
    });
    expect(actor.getSnapshot().context.notices).toHaveLength(1);
    actor.start();
    await vi.advanceTimersByTimeAsync(constants.noticeRefreshMs - 1);
    expect(loadNotices).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(loadNotices).toHaveBeenCalledTimes(1);
  });

  it('keeps the notices it shows when a refresh fails', async () => {
    let calls = 0;
    const loadNotices = vi.fn(async () => {
      calls += 1;
      if (calls > 1) throw new Error('offline');
      return [notice('welcome', '2026-12-31T00:00:00Z')];
    });
    const actor = createActor(noticeMachine.provide({ actors: { loadNotices: spyActor(loadNotices) } }), { input: {} });
    actor.start();
    await vi.advanceTimersByTimeAsync(constants.noticeRefreshMs);
    expect(loadNotices).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.notices).toHaveLength(1);
  });

  it('reads the notices again at once in a new language, and a read still running in the old one never lands', async () => {
    const answers: Array<(items: NoticeItem[]) => void> = [];
    const loadNotices = vi.fn(() => new Promise<NoticeItem[]>((resolve) => answers.push(resolve)));
    const actor = createActor(noticeMachine.provide({ actors: { loadNotices: spyActor(loadNotices) } }), { input: {} });
    actor.start();
    actor.send({ type: 'notices.reload' });
    expect(loadNotices).toHaveBeenCalledTimes(2);
    answers[1]?.([notice('歡迎', '2026-12-31T00:00:00Z')]);
    await vi.advanceTimersByTimeAsync(0);
    answers[0]?.([notice('Welcome', '2026-12-31T00:00:00Z')]);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.notices.map((n) => n.content)).toEqual(['歡迎']);
  });

  it('drops notices that ended before the server time', () => {
    expect(activeNotices([notice('old', '2026-02-01T00:00:00Z'), notice('live', '2026-04-01T00:00:00Z')]).map((n) => n.content)).toEqual(['live']);
  });
});

describe('important-updates dialog', () => {
  const beforeCutoff = Date.parse(constants.importantUpdatesCutoff) - 86_400_000;
  const base = { fiat: 'USD', signedIn: true, now: beforeCutoff, lastShownAt: undefined, closedThisSession: false, tradeUnderWay: false };

  it.each(['USD', 'SGD'])('shows for %s when signed in and never shown', (fiat) => {
    expect(shouldShowImportantUpdates({ ...base, fiat })).toBe(true);
  });

  it('does not show for other fiats', () => {
    expect(shouldShowImportantUpdates({ ...base, fiat: 'EUR' })).toBe(false);
  });

  it('does not show to a visitor', () => {
    expect(shouldShowImportantUpdates({ ...base, signedIn: false })).toBe(false);
  });

  it('shows again only more than 30 minutes after it was last shown', () => {
    const gap = constants.importantUpdatesRepeatGapMs;
    expect(shouldShowImportantUpdates({ ...base, lastShownAt: beforeCutoff - gap })).toBe(false);
    expect(shouldShowImportantUpdates({ ...base, lastShownAt: beforeCutoff - gap - 1 })).toBe(true);
  });

  it('stays closed for the session once the user closed it, however long ago it was shown', () => {
    expect(shouldShowImportantUpdates({ ...base, lastShownAt: beforeCutoff - constants.importantUpdatesRepeatGapMs * 10, closedThisSession: true })).toBe(
      false,
    );
  });

  it('does not open over a buy or sell the user started this session', () => {
    expect(shouldShowImportantUpdates({ ...base, tradeUnderWay: true })).toBe(false);
  });

  it('stops at the configured cut-off date', () => {
    expect(shouldShowImportantUpdates({ ...base, now: Date.parse(constants.importantUpdatesCutoff) })).toBe(false);
  });
});
