import { useState } from 'react';

export const PAGE_SIZE = 50;

/**
 * Shows a list by pages of 50 ("Afficher plus"), starting again at the first page whenever
 * `key` (the search) changes: 10 000 rows are never in the page at once.
 */
export function usePaged<T>(items: T[], key: string) {
  const [state, setState] = useState({ key, limit: PAGE_SIZE });
  const limit = state.key === key ? state.limit : PAGE_SIZE;
  return {
    visible: items.length > limit ? items.slice(0, limit) : items,
    remaining: Math.max(0, items.length - limit),
    showMore: () => setState({ key, limit: limit + PAGE_SIZE }),
  };
}
