// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { constants } from '../../shared/config/constants';
import { createNavigator, type Navigator } from '../router/navigator';
import { versionFile } from './appVersion';
import { useAppVersionWatch } from './useAppVersionWatch';

function Watch({ navigator }: { navigator: Navigator }) {
  useAppVersionWatch(navigator, 'running-build', true);
  return null;
}

/** The served version.json says `buildId`; every request for it is counted. */
function serve(buildId: string) {
  const fetcher = vi.fn(async (url: string) => {
    expect(url).toContain(versionFile);
    return new Response(JSON.stringify({ version: '0.1.0', buildId }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetcher);
  return fetcher;
}

describe('the app version watch (product §8)', () => {
  let reload: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    window.history.replaceState(null, '', '/#/index');
    reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks nothing when the page starts: the page has just loaded the served build', async () => {
    const fetcher = serve('running-build');
    render(<Watch navigator={createNavigator(window)} />);
    await act(async () => undefined);
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('reads version.json on a route change and on coming back to the tab, and stays when the build is the same', async () => {
    const fetcher = serve('running-build');
    const navigator = createNavigator(window);
    render(<Watch navigator={navigator} />);
    await act(async () => navigator.navigate('paymentMethod'));
    expect(fetcher).toHaveBeenCalledTimes(1);
    await act(async () => document.dispatchEvent(new Event('visibilitychange')));
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page, once, a toast later, when the served build is another', async () => {
    vi.useFakeTimers();
    const fetcher = serve('new-build');
    const navigator = createNavigator(window);
    render(<Watch navigator={navigator} />);
    await act(async () => navigator.navigate('paymentMethod'));
    // Already reloading: a second route change asks again no more.
    await act(async () => navigator.navigate('index'));
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(constants.toastMs));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
