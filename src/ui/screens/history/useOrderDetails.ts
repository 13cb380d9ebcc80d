import { useEffect, useState } from 'react';
import type { ApiResult } from '../../../api/client';

export type DetailsState<T> = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; order: T };

/** Loads one order for a details page (again when `orderNo` changes); 'error' offers a retry through `reload`. */
export function useOrderDetails<T>(orderNo: string, load: (orderNo: string) => Promise<ApiResult<T>>): [DetailsState<T>, () => void] {
  const [state, setState] = useState<DetailsState<T>>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    void load(orderNo).then((result) => {
      if (!live || result.kind === 'cancelled') return;
      setState(result.kind === 'ok' ? { kind: 'ready', order: result.data } : { kind: 'error' });
    });
    return () => {
      live = false;
    };
  }, [orderNo, load, attempt]);
  return [state, () => setAttempt((n) => n + 1)];
}
