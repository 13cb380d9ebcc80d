// @vitest-environment happy-dom
import { describe, it, expect, vi, beforeEach } from 'vitest';
import { createNavigator } from './navigator';

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

  it('goes back to the previous route and tells subscribers', async () => {
    const navigator = createNavigator(window);
    navigator.navigate('paymentMethod', { fromName: 'index' });
    const changed = new Promise<void>((resolve) => navigator.subscribe(resolve));
    navigator.back();
    await changed;
    expect(navigator.current().route.name).toBe('index');
  });
});
