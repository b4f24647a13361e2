import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { HttpError } from '../../lib/http';
import { FetchPage, isUnauthorized } from './admin-api';
import {
  initialListState,
  isSearchPending,
  ListAction,
  listReducer,
  ListState,
  nextCursor,
  normalizeQuery,
  PAGE_SIZE,
  SEARCH_DELAY_MS,
} from './server-list';

/**
 * A list the server holds, searched and paged by the server: the search box's text, the rows
 * received for it and their total. The server is asked SEARCH_DELAY_MS after the last
 * keystroke; each request cancels the one before it, and an answer that is no longer the
 * latest is dropped, so a slow answer to an old search never replaces a newer one. A new
 * `fetchPage` (the section's filter changed) asks the first page again, for the same search.
 */
export function useServerList<T extends { _id: string }>(
  fetchPage: FetchPage<T>,
  { initialTotal, onUnauthorized }: { initialTotal: number; onUnauthorized(): void },
) {
  const [query, setQuery] = useState('');
  const [state, dispatch] = useReducer(
    listReducer as (state: ListState<T>, action: ListAction<T>) => ListState<T>,
    initialTotal,
    initialListState<T>,
  );
  // The request under way: replaced (and aborted) by the next one.
  const current = useRef<AbortController | null>(null);

  const send = useCallback(
    (kind: 'search' | 'more', q: string, before?: string) => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      dispatch(kind === 'search' ? { type: 'search', query: q } : { type: 'more' });
      const latest = () => current.current === controller && !controller.signal.aborted;
      fetchPage({ q, before, limit: PAGE_SIZE, signal: controller.signal }).then(
        (page) => {
          if (!latest()) return;
          current.current = null;
          dispatch(kind === 'search' ? { type: 'searched', query: q, page } : { type: 'moreLoaded', page });
        },
        (error: unknown) => {
          if (!latest()) return;
          current.current = null;
          if (isUnauthorized(error)) return onUnauthorized();
          const message =
            error instanceof HttpError && error.status === 400 ? error.serverMessage : undefined;
          dispatch({ type: 'failed', message: message ?? null });
        },
      );
    },
    [fetchPage, onUnauthorized],
  );

  // The first page comes at once; a search once typing pauses.
  const wanted = normalizeQuery(query);
  const { requestedQuery } = state;
  useEffect(() => {
    if (wanted === requestedQuery) return;
    const timer = setTimeout(() => send('search', wanted), requestedQuery === null ? 0 : SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [wanted, requestedQuery, send]);

  const askedWith = useRef(fetchPage);
  useEffect(() => {
    if (askedWith.current === fetchPage) return;
    askedWith.current = fetchPage;
    send('search', wanted);
  }, [fetchPage, wanted, send]);

  useEffect(() => () => current.current?.abort(), []);

  const { shownQuery, loading, failed, items, total } = state;
  const cursor = nextCursor(state);
  const loadMore = useCallback(() => {
    // A search under way comes first: its answer replaces these rows anyway.
    if (loading || shownQuery === null || !cursor) return;
    send('more', shownQuery, cursor);
  }, [loading, shownQuery, cursor, send]);

  /** Sends again what failed: the search, or the next page. */
  const retry = useCallback(() => {
    if (failed === 'more') loadMore();
    else if (requestedQuery !== null) send('search', requestedQuery);
  }, [failed, loadMore, requestedQuery, send]);

  // Every row shown here was deleted while the server holds more: its first page is asked again.
  const emptied = shownQuery !== null && items.length === 0 && total > 0 && !loading && !failed;
  useEffect(() => {
    if (emptied) send('search', shownQuery);
  }, [emptied, shownQuery, send]);

  const removed = useCallback((id: string) => dispatch({ type: 'removed', id }), []);
  const patched = useCallback(
    (id: string, patch: Partial<T>) => dispatch({ type: 'patched', id, patch }),
    [],
  );

  return {
    query,
    setQuery,
    /** The search whose rows are shown ("" for all); null until the first answer. */
    shownQuery,
    items,
    total,
    /** True while the rows shown are not those of the text typed (a search is waiting or under way). */
    searching: isSearchPending(state, query),
    loadingMore: loading === 'more',
    failed,
    failure: state.failure,
    loadMore,
    retry,
    removed,
    patched,
  };
}
