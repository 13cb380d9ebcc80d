import { describe, expect, it } from 'vitest';
import enUS from '../../../config/locales/en-US.json';
import zhHK from '../../../config/locales/zh-HK.json';
import es from '../../../config/locales/es.json';
import id from '../../../config/locales/id.json';
import vi from '../../../config/locales/vi.json';
import { routeByName, routeTable } from '../../shared/config/routes';

const locales: Record<string, unknown> = { 'en-US': enUS, 'zh-HK': zhHK, es, id, vi };

function text(table: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), table);
}

/**
 * The screens whose heading is a key of their own rather than their route's title (every other
 * screen's h1 is t(route.titleKey)). The top bar and the document title show the route's title, so
 * both must read the same in every language.
 */
const ownHeadings: Record<string, string> = {
  emailCode: 'login.title',
  verifyCode: 'login.code',
  receivingMode: 'buy.receiving.title',
  paymentMethod: 'buy.method.title',
  kycVerify: 'kyc.start.title',
  kycVerification: 'kyc.start.title',
};

describe('page titles and headings', () => {
  it.each(Object.keys(locales))('agree for every route in %s', (lng) => {
    const table = locales[lng];
    for (const [name, headingKey] of Object.entries(ownHeadings)) {
      const titleKey = routeByName(name)?.titleKey ?? '';
      expect({ route: name, title: text(table, titleKey) }).toEqual({ route: name, title: text(table, headingKey) });
    }
  });

  it('have a title in every language for every route', () => {
    for (const table of Object.values(locales)) {
      for (const route of routeTable.routes) expect(typeof text(table, route.titleKey), route.titleKey).toBe('string');
    }
  });
});
