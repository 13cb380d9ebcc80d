// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterFirstIdle } from './useAfterFirstIdle';

afterEach(cleanup);

describe('waiting for the browser to be idle first', () => {
  it('is false until the first idle callback, then true for good', () => {
    let idle: (() => void) | undefined;
    const win = Object.assign(Object.create(window) as Window, {
      requestIdleCallback: vi.fn((callback: () => void) => {
        idle = callback;
        return 1;
      }),
      cancelIdleCallback: vi.fn(),
    });
    const { result, rerender } = renderHook(() => useAfterFirstIdle(win));
    expect(result.current).toBe(false);
    act(() => idle?.());
    expect(result.current).toBe(true);
    rerender();
    expect(result.current).toBe(true);
    expect(win.requestIdleCallback).toHaveBeenCalledTimes(1);
  });

  it('waits for a timer where the browser has no idle callback', () => {
    vi.useFakeTimers();
    const win = Object.assign(Object.create(window) as Window, {
      requestIdleCallback: undefined,
      setTimeout: globalThis.setTimeout,
      clearTimeout: globalThis.clearTimeout,
    });
    const { result } = renderHook(() => useAfterFirstIdle(win));
    expect(result.current).toBe(false);
    act(() => vi.runAllTimers());
    expect(result.current).toBe(true);
    vi.useRealTimers();
  });

  it('lets go of its callback when unmounted first', () => {
    const win = Object.assign(Object.create(window) as Window, { requestIdleCallback: vi.fn(() => 7), cancelIdleCallback: vi.fn() });
    const { unmount } = renderHook(() => useAfterFirstIdle(win));
    unmount();
    expect(win.cancelIdleCallback).toHaveBeenCalledWith(7);
  });
});
