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

type PageSource<T, Extra> = (pageIndex: number, search: string) => Promise<PagedAnswer<T, Extra>>;

interface Loaded<T, Extra> {
  status: ListStatus;
  items: T[];
  extra: Extra | undefined;
  total: number;
  page: number;
  /** What the pages were loaded for. */
  search: string;
  fetchPage: PageSource<T, Extra>;
}

/** The list for this search text and page source: what was loaded for them, or their page 1 loading (the first page's extra lists kept meanwhile). */
function loadedFor<T, Extra>(loaded: Loaded<T, Extra>, search: string, fetchPage: PageSource<T, Extra>): Loaded<T, Extra> {
  if (loaded.search === search && loaded.fetchPage === fetchPage) return loaded;
  return { ...loaded, status: 'loading', items: [], total: 0, page: 0, search, fetchPage };
}

/**
 * A list loaded page by page for one search text (product §2: loading, error 'Request failed, click
 * to reload' and finished texts). A new search text starts again at page 1; an answer for an old
 * search text is dropped.
 */
export function usePagedList<T, Extra>(search: string, fetchPage: PageSource<T, Extra>): PagedList<T, Extra> {
  // What was loaded, with the search text and page source it was loaded for. Another one's pages are
  // not this one's: this one is loading its page 1 until the effect below has it.
  const [loaded, setLoaded] = useState<Loaded<T, Extra>>({ status: 'loading', items: [], extra: undefined, total: 0, page: 0, search, fetchPage });
  const state = loadedFor(loaded, search, fetchPage);
  const generation = useRef(0);

  // Asks for a page and keeps the answer, unless a later request has been made since.
  const fetchInto = useCallback(
    (pageIndex: number, replace: boolean) => {
      const mine = ++generation.current;
      fetchPage(pageIndex, search).then(
        (answer) => {
          if (mine !== generation.current) return;
          setLoaded((previous) => ({
            search,
            fetchPage,
            status: 'ready',
            items: replace ? answer.items : [...loadedFor(previous, search, fetchPage).items, ...answer.items],
            extra: pageIndex === 1 ? answer.extra : previous.extra,
            total: answer.total,
            page: pageIndex,
          }));
        },
        () => {
          if (mine === generation.current) setLoaded((previous) => ({ ...loadedFor(previous, search, fetchPage), status: 'error' }));
        },
      );
    },
    [fetchPage, search],
  );
  // Loading more or again, at the user's asking: the list says it is loading at once.
  const load = (pageIndex: number, replace: boolean) => {
    setLoaded((previous) => ({ ...loadedFor(previous, search, fetchPage), status: 'loading', ...(replace ? { items: [], page: 0, total: 0 } : {}) }));
    fetchInto(pageIndex, replace);
  };

  useEffect(() => {
    fetchInto(1, true);
  }, [fetchInto]);

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
