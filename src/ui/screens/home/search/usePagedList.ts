import { useCallback, useEffect, useRef, useState } from 'react';

export type ListStatus = 'loading' | 'error' | 'ready';

export interface PagedAnswer<T, Extra> {
  items: T[];
  total: number;
  /** Lists that come with the first page only (Recent, Popular). */
  extra: Extra;
}

export interface PagedList<T, Extra> {
  status: ListStatus;
  items: T[];
  extra: Extra | undefined;
  /** Every page is loaded: the list shows its finished text. */
  finished: boolean;
  loadMore(): void;
  reload(): void;
}

/**
 * A list loaded page by page for one search text (spec §2: loading, error 'Request failed, click
 * to reload' and finished texts). A new search text starts again at page 1; an answer for an old
 * search text is dropped.
 */
export function usePagedList<T, Extra>(
  search: string,
  fetchPage: (pageIndex: number, search: string) => Promise<PagedAnswer<T, Extra>>,
): PagedList<T, Extra> {
  const [state, setState] = useState<{ status: ListStatus; items: T[]; extra: Extra | undefined; total: number; page: number }>({
    status: 'loading',
    items: [],
    extra: undefined,
    total: 0,
    page: 0,
  });
  const generation = useRef(0);

  const load = useCallback(
    (pageIndex: number, replace: boolean) => {
      const mine = ++generation.current;
      setState((previous) => ({ ...previous, status: 'loading', ...(replace ? { items: [], page: 0, total: 0 } : {}) }));
      fetchPage(pageIndex, search).then(
        (answer) => {
          if (mine !== generation.current) return;
          setState((previous) => ({
            status: 'ready',
            items: replace ? answer.items : [...previous.items, ...answer.items],
            extra: pageIndex === 1 ? answer.extra : previous.extra,
            total: answer.total,
            page: pageIndex,
          }));
        },
        () => {
          if (mine === generation.current) setState((previous) => ({ ...previous, status: 'error' }));
        },
      );
    },
    [fetchPage, search],
  );

  useEffect(() => {
    load(1, true);
  }, [load]);

  const finished = state.status === 'ready' && state.items.length >= state.total;
  return {
    status: state.status,
    items: state.items,
    extra: state.extra,
    finished,
    loadMore: () => {
      if (state.status === 'ready' && !finished) load(state.page + 1, false);
    },
    reload: () => (state.items.length === 0 ? load(1, true) : load(state.page + 1, false)),
  };
}
