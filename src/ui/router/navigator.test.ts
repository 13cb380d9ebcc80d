// @vitest-environment happy-dom
import { describe, it, expect, vi, beforeEach } from 'vitest';
import { createPath, matchRoutes } from 'react-router-dom';
import type { RouteTable } from '../../shared/generated/routes.schema';
import { createNavigator, locationFor, matchedRoutes, memoryNavigator, routeObjects } from './navigator';

const table: RouteTable = {
  fallback: 'index',
  routes: [
    { name: 'index', path: '/index', screen: 'Home', auth: false, payment: false, titleKey: 'route.index.title', query: [] },
    { name: 'pse', path: '/PSEWayPay', screen: 'PsePay', auth: true, payment: true, titleKey: 'route.pse.title', query: [] },
  ],
};

describe('route locations', () => {
  it('builds a route name and its query into a location, dropping undefined query values', () => {
    expect(createPath(locationFor('pse', { orderNo: 'B1', memo: undefined }, table))).toBe('/PSEWayPay?orderNo=B1');
    expect(createPath(locationFor('index', undefined, table))).toBe('/index');
  });

  it('refuses a route name that the table does not have', () => {
    expect(() => locationFor('missing', undefined, table)).toThrow('config/routes.json has no route named "missing"');
  });
});

describe('matchedRoutes', () => {
  it("answers react-router's match of each pathname, and the same answer when asked again", () => {
    const routes = routeObjects(table);
    for (const pathname of ['/index', '/index/', '/PSEWayPay', '/psewaypay', '/nowhere', '/']) {
      const first = matchedRoutes(routes, pathname);
      expect(first).toEqual(matchRoutes(routes, pathname));
      expect(matchedRoutes(routes, pathname)).toBe(first);
    }
    expect(matchedRoutes(routes, '/PSEWayPay')?.[0]?.route.handle).toBe(table.routes[1]);
  });

  it('keeps a bounded number of answers, however many spellings of a path it is asked', () => {
    const routes = routeObjects(table);
    const spellings = Array.from({ length: 50 }, (_, i) => `/index${'/'.repeat(i + 1)}`);
    for (const pathname of spellings) expect(matchedRoutes(routes, pathname)?.[0]?.route.handle).toBe(table.routes[0]);
    // Past the bound, an answer is computed again each time: equal, not the same object.
    const last = spellings.at(-1) as string;
    expect(matchedRoutes(routes, last)).not.toBe(matchedRoutes(routes, last));
    expect(matchedRoutes(routes, last)).toEqual(matchRoutes(routes, last));
  });
});

describe('the hash navigator', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/#/');
  });

  it('replaces the root path with the fallback route on start', () => {
    const navigator = createNavigator(window);
    expect(navigator.current().route.name).toBe('index');
    expect(window.location.hash).toBe('#/index');
  });

  it('navigates by route name and tells subscribers once per change', () => {
    const navigator = createNavigator(window);
    const listener = vi.fn();
    navigator.subscribe(listener);
    navigator.navigate('paymentMethod');
    navigator.navigate('paymentMethod');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(window.location.hash).toBe('#/paymentMethod');
    expect(navigator.current().route.screen).toBe('PaymentMethod');
  });

  it('replaces the history entry when asked', () => {
    const navigator = createNavigator(window);
    const before = window.history.length;
    navigator.navigate('emailCode', { fromName: 'tradeList' }, { replace: true });
    expect(window.history.length).toBe(before);
    expect(navigator.current().query.get('fromName')).toBe('tradeList');
  });

  it('sends an unknown path typed into the address bar to the fallback route', () => {
    const navigator = createNavigator(window);
    window.location.hash = '#/no-such-page';
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(navigator.current().route.name).toBe('index');
    expect(window.location.hash).toBe('#/index');
  });

  it('matches paths case-sensitively, as the spec spells them', () => {
    window.history.replaceState(null, '', '/#/psewaypay?orderNo=B1');
    const navigator = createNavigator(window);
    expect(navigator.current().route.name).toBe('index');
    expect(window.location.hash).toBe('#/index');
  });

  it('splits the hash into the route and its query', () => {
    window.history.replaceState(null, '', '/#/emailCode?fromName=tradeList&language=zh-HK');
    const { route, query, hash } = createNavigator(window).current();
    expect(route.name).toBe('emailCode');
    expect(query.get('fromName')).toBe('tradeList');
    expect(query.get('language')).toBe('zh-HK');
    expect(hash).toBe('#/emailCode?fromName=tradeList&language=zh-HK');
  });

  it('takes a trailing slash for the same page', () => {
    window.history.replaceState(null, '', '/#/tradeHistory/');
    expect(createNavigator(window).current().route.name).toBe('tradeHistory');
  });

  it('holds a page in memory where there is no address bar (the server render of the landing page)', () => {
    const navigator = memoryNavigator('/', table);
    expect(navigator.current().route.name).toBe('index');
    navigator.navigate('pse', { orderNo: 'B1' });
    expect(navigator.current().hash).toBe('#/PSEWayPay?orderNo=B1');
  });

  it('goes back to the previous route and tells subscribers', async () => {
    const navigator = createNavigator(window);
    navigator.navigate('paymentMethod', { fromName: 'index' });
    const changed = new Promise<void>((resolve) => navigator.subscribe(resolve));
    navigator.back();
    await changed;
    expect(navigator.current().route.name).toBe('index');
  });
});
