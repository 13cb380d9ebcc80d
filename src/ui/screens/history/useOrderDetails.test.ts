// @vitest-environment happy-dom
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../../../api/client';
import { errorEntryByName } from '../../../shared/config/errors';
import { useOrderDetails } from './useOrderDetails';

const refusal = (code: string): ApiResult<never> => ({ kind: 'error', code, message: '', behaviour: 'toast', policy: { kind: 'none' } });

describe('useOrderDetails', () => {
  it('says an order number the server does not know is not found, for good, rather than offering a reload', async () => {
    const load = vi.fn(async () => refusal(errorEntryByName('notFound').code));
    const { result } = renderHook(() => useOrderDetails('B404', load));
    await waitFor(() => expect(result.current[0]).toEqual({ kind: 'notFound' }));
  });

  it('offers a reload when the order could not be read, and reads it again on reload', async () => {
    const load = vi
      .fn<(orderNo: string) => Promise<ApiResult<{ orderNo: string }>>>()
      .mockResolvedValueOnce(refusal('network'))
      .mockResolvedValueOnce({ kind: 'ok', data: { orderNo: 'B1' }, headers: {} });
    const { result } = renderHook(() => useOrderDetails('B1', load));
    await waitFor(() => expect(result.current[0]).toEqual({ kind: 'error' }));
    result.current[1]();
    await waitFor(() => expect(result.current[0]).toEqual({ kind: 'ready', order: { orderNo: 'B1' } }));
  });

  it('asks nothing for a page opened without an order number', async () => {
    const load = vi.fn(async () => refusal('network'));
    const { result } = renderHook(() => useOrderDetails('', load));
    await waitFor(() => expect(result.current[0]).toEqual({ kind: 'notFound' }));
    expect(load).not.toHaveBeenCalled();
  });
});
