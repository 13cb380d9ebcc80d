// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createNavigator } from '../router/navigator';
import { cancelRequestsOnRouteChange } from './cancelOnRouteChange';

describe('cancelling requests on a route change', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/#/index');
  });

  it('cancels every pending request when the route or its query changes, and not otherwise', () => {
    const navigator = createNavigator(window);
    const api = { cancelAll: vi.fn() };
    const stop = cancelRequestsOnRouteChange(navigator, api);
    navigator.navigate('paymentMethod');
    expect(api.cancelAll).toHaveBeenCalledTimes(1);
    navigator.navigate('paymentMethod');
    expect(api.cancelAll).toHaveBeenCalledTimes(1);
    navigator.navigate('idAuthentication', { status: '1' }, { replace: true });
    navigator.navigate('idAuthentication', { status: '2' }, { replace: true });
    expect(api.cancelAll).toHaveBeenCalledTimes(3);
    window.history.back();
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(api.cancelAll).toHaveBeenCalledTimes(4);
    stop();
    navigator.navigate('index');
    expect(api.cancelAll).toHaveBeenCalledTimes(4);
  });
});
