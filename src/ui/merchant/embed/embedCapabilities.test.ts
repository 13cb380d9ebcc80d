import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectHost } from '../hostMessages';
import { capabilitiesPayload, detectEmbedCapabilities, embedCapabilities, paysInNewTab, recordPopups, webviewOf, type EmbedWindow } from './embedCapabilities';
import { memoryStorage } from '../../../../tests/helpers/memoryStorage';

afterEach(() => {
  connectHost(undefined);
  embedCapabilities.set(detectEmbedCapabilities(page({ framed: false, allowed: ['camera', 'payment', 'clipboard-write'] })));
});

function page({
  framed,
  allowed,
  policy = 'featurePolicy',
  userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36',
  storage = true,
}: {
  framed: boolean;
  allowed: string[];
  policy?: 'featurePolicy' | 'permissionsPolicy' | 'none';
  userAgent?: string;
  storage?: boolean;
}): EmbedWindow {
  const blocked = {
    setItem: () => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    },
  } as unknown as Storage;
  const win = {
    opener: null,
    document: { referrer: '', ...(policy === 'none' ? {} : { [policy]: { allowsFeature: (feature: string) => allowed.includes(feature) } }) },
    navigator: { userAgent },
    localStorage: storage ? memoryStorage() : blocked,
    sessionStorage: storage ? memoryStorage() : blocked,
  } as { parent?: unknown };
  win.parent = framed ? {} : win;
  return win as unknown as EmbedWindow;
}

describe('what the frame allows', () => {
  it('reads camera, payment and clipboard from the frame policy, and finds a frame without allow= missing them', () => {
    const bare = detectEmbedCapabilities(page({ framed: true, allowed: [] }));
    expect(capabilitiesPayload(bare)).toEqual({ framed: true, webview: null, missing: ['camera', 'payment', 'clipboard'], unknown: ['popups'] });
    const allowing = detectEmbedCapabilities(page({ framed: true, allowed: ['camera', 'payment'], policy: 'permissionsPolicy' }));
    expect(capabilitiesPayload(allowing)).toEqual({ framed: true, webview: null, missing: ['clipboard'], unknown: ['popups'] });
  });

  it('says nothing is known of a policy the browser cannot tell, and finds storage the browser blocks', () => {
    const other = detectEmbedCapabilities(page({ framed: true, allowed: [], policy: 'none', storage: false }));
    expect(capabilitiesPayload(other)).toEqual({ framed: true, webview: null, missing: ['storage'], unknown: ['camera', 'payment', 'clipboard', 'popups'] });
  });

  it('names a known in-app browser from its user agent', () => {
    expect(webviewOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 300.0')).toBe(
      'instagram',
    );
    expect(webviewOf('Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UD1A; wv) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36')).toBe('androidWebview');
    expect(webviewOf('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 [FBAN/EMA;FBAV/400.0]')).toBe(
      'facebook',
    );
    expect(
      webviewOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'),
    ).toBeNull();
  });
});

describe('what cannot work in the frame', () => {
  it('pays Apple Pay and Google Pay in a new tab only where the frame lacks the payment permission', () => {
    const applePay = { embed: { needs: ['payment'] as ['payment'] } };
    const withoutPayment = detectEmbedCapabilities(page({ framed: true, allowed: ['camera'] }));
    expect(paysInNewTab(applePay, withoutPayment)).toBe(true);
    expect(paysInNewTab({}, withoutPayment)).toBe(false);
    expect(paysInNewTab(applePay, detectEmbedCapabilities(page({ framed: true, allowed: ['payment'] })))).toBe(false);
    expect(paysInNewTab(applePay, detectEmbedCapabilities(page({ framed: true, allowed: [], policy: 'none' })))).toBe(false);
  });

  it("tells the host again once the user's first new tab showed popups are blocked", () => {
    const post = vi.fn();
    connectHost({ origin: 'https://shop.example', post });
    embedCapabilities.set(detectEmbedCapabilities(page({ framed: true, allowed: ['camera', 'payment', 'clipboard-write'] })));
    recordPopups(false);
    recordPopups(false);
    expect(post).toHaveBeenCalledExactlyOnceWith(
      { source: 'gangway', version: 1, type: 'embed.capabilities', payload: { framed: true, webview: null, missing: ['popups'], unknown: [] } },
      'https://shop.example',
    );
  });
});
