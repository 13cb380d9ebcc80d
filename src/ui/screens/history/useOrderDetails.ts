import { useEffect, useState } from 'react';
import type { ApiResult } from '../../../api/client';
import { errorEntryByName } from '../../../shared/config/errors';

export type DetailsState<T> = { kind: 'loading' } | { kind: 'notFound' } | { kind: 'error' } | { kind: 'ready'; order: T };

/** The API's answer for an order number it does not know (config/errors.json notFound): no retry will find it. */
export function isOrderMissing(result: ApiResult<unknown>): boolean {
  return result.kind === 'error' && result.code === errorEntryByName('notFound').code;
}

/**
 * Loads one order for a details page (again when `orderNo` changes). 'notFound' is final: the order
 * number names no order of this user; 'error' (no answer, a server failure) offers a retry through `reload`.
 */
export function useOrderDetails<T>(orderNo: string, load: (orderNo: string) => Promise<ApiResult<T>>): [DetailsState<T>, () => void] {
  const [state, setState] = useState<DetailsState<T>>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    if (orderNo === '') {
      setState({ kind: 'notFound' });
      return;
    }
    setState({ kind: 'loading' });
    void load(orderNo).then((result) => {
      if (!live || result.kind === 'cancelled') return;
      setState(result.kind === 'ok' ? { kind: 'ready', order: result.data } : isOrderMissing(result) ? { kind: 'notFound' } : { kind: 'error' });
    });
    return () => {
      live = false;
    };
  }, [orderNo, load, attempt]);
  return [state, () => setAttempt((n) => n + 1)];
}
