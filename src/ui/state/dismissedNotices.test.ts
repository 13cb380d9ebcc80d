import { describe, expect, it } from 'vitest';
import { createDismissedNoticesStore, dismiss, undismissed } from './dismissedNotices';
import { memoryStorage } from '../../../tests/helpers/memoryStorage';

const holiday = { publishTime: 1_000, content: 'notice.holiday' };
const maintenance = { publishTime: 2_000, content: 'notice.maintenance' };

/** A sessionStorage stand-in: what one page load wrote, the next reads. */

describe('dismissed notices', () => {
  it('keeps a closed notice closed after a reload of the session, and shows a new one', () => {
    const session = memoryStorage();
    const first = createDismissedNoticesStore(session);
    first.set((previous) => dismiss(previous, [holiday]));
    const reloaded = createDismissedNoticesStore(session);
    expect(undismissed([holiday, maintenance], reloaded.get())).toEqual([maintenance]);
  });

  it('counts a notice republished or reworded as a new one', () => {
    const closed = dismiss({ keys: [] }, [holiday]);
    expect(
      undismissed(
        [
          { ...holiday, publishTime: 3_000 },
          { ...holiday, content: 'notice.other' },
        ],
        closed,
      ),
    ).toHaveLength(2);
  });

  it('adds to what was closed before without repeating it', () => {
    const closed = dismiss(dismiss({ keys: [] }, [holiday]), [holiday, maintenance]);
    expect(closed.keys).toHaveLength(2);
    expect(undismissed([holiday, maintenance], closed)).toEqual([]);
  });
});
