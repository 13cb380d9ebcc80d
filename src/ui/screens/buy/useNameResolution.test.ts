// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient, ApiRequest } from '../../../api/client';
import { networkByCode } from '../../../shared/address/networks';
import { constants } from '../../../shared/config/constants';
import { useNameResolution } from './useNameResolution';

const vitalik = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045';
const ethereum = networkByCode('ETH');

/** An API whose /crypto/ens knows vitalik.eth only, answering as the server does (notFound otherwise). */
function fakeApi() {
  const request = vi.fn(async ({ query }: ApiRequest) =>
    query?.domain === 'vitalik.eth'
      ? { kind: 'ok' as const, data: { domain: 'vitalik.eth', address: vitalik }, headers: {} }
      : { kind: 'error' as const, code: '40004', message: '', behaviour: 'toast' as const, policy: { kind: 'none' as const } },
  );
  return { api: { request } as unknown as ApiClient, request };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useNameResolution', () => {
  it('looks a typed name up once typing pauses, quietly, and shows the address it stands for', async () => {
    const { api, request } = fakeApi();
    const { result, rerender } = renderHook(({ text }) => useNameResolution(api, ethereum, 'USDT', text), { initialProps: { text: 'vitalik.e' } });
    rerender({ text: 'vitalik.eth' });
    expect(result.current.resolution).toEqual({ kind: 'resolving', name: 'vitalik.eth' });
    await act(() => vi.advanceTimersByTimeAsync(constants.searchDebounceMs));
    expect(request).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ path: '/crypto/ens', query: { domain: 'vitalik.eth' }, silent: true }));
    expect(result.current.resolution).toEqual({ kind: 'resolved', name: 'vitalik.eth', address: vitalik });
  });

  it('says a name that resolves to nothing is unresolved, and a plain address needs no lookup', async () => {
    const { api, request } = fakeApi();
    const { result, rerender } = renderHook(({ text }) => useNameResolution(api, ethereum, 'USDT', text), { initialProps: { text: 'nobody.eth' } });
    await act(() => vi.advanceTimersByTimeAsync(constants.searchDebounceMs));
    expect(result.current.resolution).toEqual({ kind: 'unresolved', name: 'nobody.eth' });
    rerender({ text: vitalik });
    expect(result.current.resolution).toEqual({ kind: 'address' });
    expect(request).toHaveBeenCalledOnce();
  });

  it('answers Continue at once, before the pause, with one lookup only', async () => {
    const { api, request } = fakeApi();
    const { result } = renderHook(() => useNameResolution(api, ethereum, 'USDT', 'vitalik.eth'));
    let found: string | null = null;
    await act(async () => {
      found = await result.current.resolve('vitalik.eth');
    });
    expect(found).toBe(vitalik);
    await act(() => vi.advanceTimersByTimeAsync(constants.searchDebounceMs));
    expect(request).toHaveBeenCalledOnce();
  });
});
