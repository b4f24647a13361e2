import type { ListPage } from './admin-api';

/** Rows asked for at a time: the first page of a search, then each « Afficher plus ». */
export const PAGE_SIZE = 50;
/** The longest search the server accepts. */
export const MAX_SEARCH_LENGTH = 200;
/** The pause after the last keystroke before the server is asked. */
export const SEARCH_DELAY_MS = 250;

/** The search as the server reads it (it trims it too): "  Amira " and "Amira" are one search. */
export const normalizeQuery = (query: string) => query.trim();

/**
 * What a list section shows of a list the server holds: the rows received for one search,
 * newest first, and how many match that search in all.
 */
export interface ListState<T> {
  /** The search whose rows are shown; null until the first answer. */
  shownQuery: string | null;
  /** The search last sent (shown, on its way, or failed); null before the first. */
  requestedQuery: string | null;
  items: T[];
  /** Every row matching `shownQuery` on the server, not only those received. */
  total: number;
  /** The request under way: a new search, or the next page of the one shown. */
  loading: 'search' | 'more' | null;
  /** What failed last, until it is asked again. */
  failed: 'search' | 'more' | null;
  /** The server's explanation of that failure, when it gave one. */
  failure: string | null;
}

export type ListAction<T> =
  | { type: 'search'; query: string }
  | { type: 'searched'; query: string; page: ListPage<T> }
  | { type: 'more' }
  | { type: 'moreLoaded'; page: ListPage<T> }
  | { type: 'failed'; message: string | null }
  | { type: 'removed'; id: string }
  | { type: 'patched'; id: string; patch: Partial<T> };

/** Before the first answer the total is the one already known (the dashboard's count). */
export function initialListState<T>(total: number): ListState<T> {
  return {
    shownQuery: null,
    requestedQuery: null,
    items: [],
    total,
    loading: null,
    failed: null,
    failure: null,
  };
}

export function listReducer<T extends { _id: string }>(
  state: ListState<T>,
  action: ListAction<T>,
): ListState<T> {
  switch (action.type) {
    case 'search':
      return { ...state, requestedQuery: action.query, loading: 'search', failed: null, failure: null };
    case 'searched': {
      const { items } = action.page;
      // The count and the rows are read one after the other: a first page with no row means none.
      const total = items.length === 0 ? 0 : Math.max(action.page.total, items.length);
      return { ...state, shownQuery: action.query, items, total, loading: null };
    }
    case 'more':
      return { ...state, loading: 'more', failed: null, failure: null };
    case 'moreLoaded': {
      const known = new Set(state.items.map((item) => item._id));
      const fresh = action.page.items.filter((item) => !known.has(item._id));
      const items = fresh.length ? [...state.items, ...fresh] : state.items;
      // Nothing after the last row shown: the rest was deleted meanwhile, so the end is reached.
      const total = action.page.items.length === 0 ? items.length : Math.max(action.page.total, items.length);
      return { ...state, items, total, loading: null };
    }
    case 'failed':
      return { ...state, failed: state.loading ?? 'search', failure: action.message, loading: null };
    case 'removed': {
      const items = state.items.filter((item) => item._id !== action.id);
      if (items.length === state.items.length) return state;
      return { ...state, items, total: Math.max(0, state.total - 1) };
    }
    case 'patched': {
      // A row changed here (its status): it keeps its place, even if it no longer matches a filter.
      if (!state.items.some((item) => item._id === action.id)) return state;
      const items = state.items.map((item) => (item._id === action.id ? { ...item, ...action.patch } : item));
      return { ...state, items };
    }
  }
}

/** True while the rows shown are not yet those of the text in the search box. */
export function isSearchPending(state: ListState<unknown>, query: string): boolean {
  return state.loading === 'search' || normalizeQuery(query) !== state.requestedQuery;
}

/** The `before` of the next page: the last row shown (rows deleted here are no longer in the list). */
export function nextCursor(state: ListState<{ _id: string }>): string | undefined {
  return state.items.length ? state.items[state.items.length - 1]._id : undefined;
}
