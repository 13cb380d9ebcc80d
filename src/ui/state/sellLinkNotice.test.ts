import { describe, expect, it } from 'vitest';
import type { IgnoredLinkValue } from '../../engine/sell/sellDeepLink';
import { sellLinkNoticeShown } from './sellLinkNotice';

describe('the notice of a sell deep link (product §4)', () => {
  it('shows while the link left values unused and the user has not closed it', () => {
    const ignored: IgnoredLinkValue[] = [{ field: 'fiat', value: 'XXX', messageKey: 'web2.sellLink.fiat', params: {} }];
    expect(sellLinkNoticeShown({ ignored: [], dismissed: false })).toBe(false);
    expect(sellLinkNoticeShown({ ignored, dismissed: false })).toBe(true);
    expect(sellLinkNoticeShown({ ignored, dismissed: true })).toBe(false);
  });
});
