import { describe, expect, it } from 'vitest';
import { appliedAtStart, linkChangeOf } from './followLinks';

const merchantLink = { appId: 'sandbox-demo', amount: '100', fiat: 'USD', timestamp: '1', signature: 's1' };

describe('a link opened in a tab where the checkout is already open', () => {
  it('docks a merchant link that came after a plain start (only the part after # changed)', () => {
    const applied = appliedAtStart({}, undefined);
    expect(linkChangeOf(applied, merchantLink)).toEqual({ dock: true });
  });

  it('docks another merchant link, and not the same one again (back and forward to it)', () => {
    const applied = appliedAtStart(merchantLink, undefined);
    expect(linkChangeOf(applied, merchantLink)).toEqual({ dock: false });
    expect(linkChangeOf(applied, { ...merchantLink, amount: '250', signature: 's2' })).toEqual({ dock: true });
  });

  it('keeps the merchant accepted earlier in the session when the address carries no link', () => {
    expect(linkChangeOf(appliedAtStart({}, merchantLink), {})).toEqual({ dock: false });
  });

  it("switches to the link's language, once, and not back when the address drops it", () => {
    const applied = appliedAtStart({}, undefined);
    expect(linkChangeOf(applied, { language: 'zh-HK' })).toEqual({ language: 'zh-HK', dock: false });
    const inZh = appliedAtStart({ language: 'zh-HK' }, undefined);
    expect(linkChangeOf(inZh, { language: 'zh-HK' })).toEqual({ dock: false });
    expect(linkChangeOf(inZh, {})).toEqual({ dock: false });
  });

  it("applies a plain link's new type or country with what was applied before", () => {
    const applied = appliedAtStart({ type: 'sell' }, undefined);
    expect(linkChangeOf(applied, { country: 'NL' })).toEqual({ dock: false, plain: { type: 'sell', country: 'NL' } });
    expect(linkChangeOf(applied, { type: 'sell' })).toEqual({ dock: false });
    expect(linkChangeOf(applied, { orderNo: 'B1' })).toEqual({ dock: false });
  });
});
