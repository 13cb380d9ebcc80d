import { describe, it, expect } from 'vitest';
import type { RouteTable } from '../../shared/generated/routes.schema';
import { hashFor, parseHash } from './location';

const table: RouteTable = {
  fallback: 'index',
  routes: [
    { name: 'index', path: '/index', screen: 'Home', auth: false, payment: false, titleKey: 'route.index.title', query: [] },
    { name: 'pse', path: '/PSEWayPay', screen: 'PsePay', auth: true, payment: true, titleKey: 'route.pse.title', query: [] },
  ],
};

describe('hash locations', () => {
  it('splits a hash into its path and query', () => {
    const location = parseHash('#/index?language=zh-HK&type=buy');
    expect(location.path).toBe('/index');
    expect(location.query.get('language')).toBe('zh-HK');
    expect(location.query.get('type')).toBe('buy');
  });

  it('reads an empty hash as the root path', () => {
    expect(parseHash('').path).toBe('/');
    expect(parseHash('#').path).toBe('/');
  });

  it('builds a hash from a route name and drops undefined query values', () => {
    expect(hashFor('pse', { orderNo: 'B1', memo: undefined }, table)).toBe('#/PSEWayPay?orderNo=B1');
    expect(hashFor('index', undefined, table)).toBe('#/index');
  });

  it('refuses a route name that the table does not have', () => {
    expect(() => hashFor('missing', undefined, table)).toThrow('config/routes.json has no route named "missing"');
  });
});
