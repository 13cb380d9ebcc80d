import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../tests/helpers/memoryStorage';
import { applyLandingGate, landingHidden } from './landingGate';
import { landingOffAttribute, landingStateBlock, type LandingGateRules, type LandingState } from './landingState';

const rules: LandingGateRules = {
  hashes: ['', '#', '#/', '#/index', '#/index/'],
  wide: '(min-width: 791px)',
  language: 'en-US',
  languageKey: 'gangway.language',
  signInKey: 'gangway.session',
  signedOut: '{"user":null}',
  keptPrefix: 'gangway.',
};

function scope(hash: string, kept: { local?: Record<string, string>; session?: Record<string, string>; wide?: boolean } = {}) {
  return {
    location: { hash },
    localStorage: memoryStorage(kept.local),
    sessionStorage: memoryStorage(kept.session),
    matchMedia: () => ({ matches: kept.wide ?? false }),
  };
}

describe('the landing gate', () => {
  it('keeps the rendered page for a plain visit of the landing page, first or again in the same language', () => {
    for (const hash of rules.hashes) expect(landingHidden(rules, scope(hash))).toBe(false);
    expect(
      landingHidden(
        rules,
        scope('', { session: { 'gangway.language': 'en-US' }, local: { 'gangway.session': '{"user":null}', 'gangway.fingerprint-id': 'f' } }),
      ),
    ).toBe(false);
  });

  it.each([
    ['another route', scope('#/tradeHistory')],
    ['a merchant link in the hash', scope('#/index?appId=sandbox-demo&signature=x')],
    ['a plain link in the hash', scope('#/index?type=sell')],
    ['a wide screen (the server renders the phone layout)', scope('', { wide: true })],
    ['a sign-in', scope('', { local: { 'gangway.session': '{"user":{"token":"t"}}' } })],
    ['another kept language', scope('', { session: { 'gangway.language': 'zh-HK' } })],
    ['a kept form, merchant link or closed notice', scope('', { session: { 'gangway.home': '{"tab":"sell"}' } })],
  ])('hides it for %s', (_name, gateScope) => {
    expect(landingHidden(rules, gateScope)).toBe(true);
  });

  it('marks <html> before the page paints, and hides it too when the storage cannot be read', () => {
    const state = { gate: rules } as LandingState;
    const page = (hash: string, blocked = false) => {
      const attributes = new Map<string, string>();
      const block = { textContent: /<script[^>]*>(.*)<\/script>/s.exec(landingStateBlock(state))?.[1] ?? '' };
      const doc = {
        getElementById: () => block,
        documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
      } as unknown as Document;
      const storage = blocked
        ? {
            getItem: () => {
              throw new DOMException('blocked', 'SecurityError');
            },
            key: () => null,
            length: 0,
          }
        : memoryStorage();
      applyLandingGate(doc, { ...scope(hash), localStorage: storage });
      return attributes.has(landingOffAttribute);
    };
    expect(page('')).toBe(false);
    expect(page('#/tradeHistory')).toBe(true);
    expect(page('', true)).toBe(true);
  });
});
