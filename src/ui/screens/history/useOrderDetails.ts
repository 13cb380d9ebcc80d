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
  const [attempt, setAttempt] = useState(0);
  // An answer is kept with the order and attempt it answers: a new order number or a retry reads
  // loading until its own answer, in the same render, with no reset to write in the effect.
  const [answered, setAnswered] = useState<{ orderNo: string; attempt: number; state: DetailsState<T> }>();
  useEffect(() => {
    if (orderNo === '') return;
    let live = true;
    void load(orderNo).then((result) => {
      if (!live || result.kind === 'cancelled') return;
      const state: DetailsState<T> =
        result.kind === 'ok' ? { kind: 'ready', order: result.data } : isOrderMissing(result) ? { kind: 'notFound' } : { kind: 'error' };
      setAnswered({ orderNo, attempt, state });
    });
    return () => {
      live = false;
    };
  }, [orderNo, load, attempt]);
  const retry = () => setAttempt((n) => n + 1);
  if (orderNo === '') return [notFound, retry];
  return [answered?.orderNo === orderNo && answered.attempt === attempt ? answered.state : loading, retry];
}

// One object each, so a consumer's effect that depends on the state does not run again on every render.
const notFound: DetailsState<never> = { kind: 'notFound' };
const loading: DetailsState<never> = { kind: 'loading' };
