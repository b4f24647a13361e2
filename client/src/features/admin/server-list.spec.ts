import { apiHref } from '../../lib/api/client';
import { fetchContactsPage, totalCount } from './admin-api';
import {
  initialListState,
  isSearchPending,
  ListAction,
  listReducer,
  ListState,
  nextCursor,
} from './server-list';

interface Row {
  _id: string;
}
const rows = (...ids: string[]): Row[] => ids.map((_id) => ({ _id }));
const run = (actions: ListAction<Row>[], from: ListState<Row> = initialListState<Row>(7)) =>
  actions.reduce(listReducer<Row>, from);

describe('list state', () => {
  it('shows the known total until the first answer, then the server’s', () => {
    const start = initialListState<Row>(7);
    expect(start).toMatchObject({ shownQuery: null, total: 7, items: [] });
    expect(isSearchPending(start, '')).toBe(true);
    const asked = run([{ type: 'search', query: '' }]);
    expect(asked).toMatchObject({ loading: 'search', requestedQuery: '', total: 7 });
    const shown = run([
      { type: 'search', query: '' },
      { type: 'searched', query: '', page: { items: rows('c', 'b'), total: 9 } },
    ]);
    expect(shown).toMatchObject({ shownQuery: '', total: 9, loading: null, items: rows('c', 'b') });
    expect(isSearchPending(shown, '')).toBe(false);
    expect(isSearchPending(shown, '  ')).toBe(false); // the server trims too
    expect(isSearchPending(shown, 'am')).toBe(true);
  });

  it('a new search replaces the rows and the total', () => {
    const state = run([
      { type: 'search', query: '' },
      { type: 'searched', query: '', page: { items: rows('c', 'b'), total: 9 } },
      { type: 'search', query: 'am' },
    ]);
    // Until its answer, the rows of the previous search stay.
    expect(state).toMatchObject({ shownQuery: '', requestedQuery: 'am', items: rows('c', 'b') });
    const answered = run([{ type: 'searched', query: 'am', page: { items: rows('x'), total: 1 } }], state);
    expect(answered).toMatchObject({ shownQuery: 'am', items: rows('x'), total: 1 });
  });

  it('an empty first page means no match, whatever the count read just before', () => {
    expect(run([{ type: 'searched', query: 'z', page: { items: [], total: 3 } }]).total).toBe(0);
  });

  it('appends the next page after the last row shown, without doubles', () => {
    const first = run([{ type: 'searched', query: '', page: { items: rows('e', 'd'), total: 5 } }]);
    expect(nextCursor(first)).toBe('d');
    const more = run(
      [{ type: 'more' }, { type: 'moreLoaded', page: { items: rows('d', 'c', 'b'), total: 5 } }],
      first,
    );
    expect(more.items).toEqual(rows('e', 'd', 'c', 'b'));
    expect(more).toMatchObject({ total: 5, loading: null });
    expect(nextCursor(more)).toBe('b');
  });

  it('an empty next page ends the list: the rest was deleted meanwhile', () => {
    const state = run([
      { type: 'searched', query: '', page: { items: rows('e', 'd'), total: 5 } },
      { type: 'more' },
      { type: 'moreLoaded', page: { items: [], total: 5 } },
    ]);
    expect(state.total).toBe(2);
  });

  it('a deleted row leaves the list and the total, and the next page starts after the last row left', () => {
    const state = run([
      { type: 'searched', query: '', page: { items: rows('e', 'd', 'c'), total: 5 } },
      { type: 'removed', id: 'c' },
    ]);
    expect(state.items).toEqual(rows('e', 'd'));
    expect(state.total).toBe(4);
    expect(nextCursor(state)).toBe('d');
    // A row that is not shown changes nothing.
    expect(run([{ type: 'removed', id: 'zz' }], state)).toBe(state);
  });

  it('records what failed, with the server’s reason, until it is asked again', () => {
    const failed = run([
      { type: 'searched', query: '', page: { items: rows('e'), total: 2 } },
      { type: 'more' },
      { type: 'failed', message: null },
    ]);
    expect(failed).toMatchObject({ failed: 'more', failure: null, loading: null, items: rows('e') });
    const search = run(
      [
        { type: 'search', query: 'x'.repeat(3) },
        { type: 'failed', message: 'Trop long.' },
      ],
      failed,
    );
    expect(search).toMatchObject({ failed: 'search', failure: 'Trop long.', requestedQuery: 'xxx' });
    // The failed search is not pending any more: nothing is on its way.
    expect(isSearchPending(search, 'xxx')).toBe(false);
    expect(run([{ type: 'search', query: 'xxx' }], search)).toMatchObject({ failed: null, failure: null });
  });
});

describe('a row changed in place', () => {
  interface Tagged extends Row {
    status: string;
  }
  const shown: ListState<Tagged> = {
    ...initialListState<Tagged>(2),
    shownQuery: '',
    items: [
      { _id: 'a', status: 'nouvelle' },
      { _id: 'b', status: 'nouvelle' },
    ],
    total: 2,
  };

  it('takes the change, keeps its place and the total', () => {
    const next = listReducer(shown, { type: 'patched', id: 'b', patch: { status: 'traitee' } });
    expect(next.items).toEqual([
      { _id: 'a', status: 'nouvelle' },
      { _id: 'b', status: 'traitee' },
    ]);
    expect(next.total).toBe(2);
  });

  it('leaves the state as it is for a row not shown', () => {
    expect(listReducer(shown, { type: 'patched', id: 'z', patch: { status: 'traitee' } })).toBe(shown);
  });
});

describe('list requests', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  /** Answers every call with an empty page and `total` in X-Total-Count; the addresses asked. */
  function answer(total: string | null): URL[] {
    const asked: URL[] = [];
    globalThis.fetch = (async (request: Request) => {
      asked.push(new URL(request.url));
      const headers: Record<string, string> = total === null ? {} : { 'X-Total-Count': total };
      return new Response('[]', { status: 200, headers });
    }) as typeof fetch;
    return asked;
  }

  it('sends only the parameters given, encoded', async () => {
    const asked = answer('0');
    await fetchContactsPage({});
    await fetchContactsPage({ q: 'élodie & co', before: 'abc', limit: 50 });
    await fetchContactsPage({ q: '', limit: 100, status: 'a-rappeler', due: true });
    await fetchContactsPage({ due: false });
    expect(asked.map((url) => url.pathname)).toEqual(Array(4).fill(apiHref('/contact')));
    expect(asked.map((url) => [...url.searchParams])).toEqual([
      [],
      [
        ['limit', '50'],
        ['before', 'abc'],
        ['q', 'élodie & co'],
      ],
      [
        ['limit', '100'],
        ['status', 'a-rappeler'],
        ['due', '1'],
      ],
      [],
    ]);
  });

  it('reads the total from X-Total-Count', async () => {
    answer('1234567');
    expect(await fetchContactsPage({})).toEqual({ items: [], total: 1234567 });
    answer(null);
    expect(await fetchContactsPage({})).toEqual({ items: [], total: 0 });
  });

  it('reads X-Total-Count, or falls back to the page’s length', () => {
    expect(totalCount('1234567', 50)).toBe(1234567);
    expect(totalCount('0', 0)).toBe(0);
    expect(totalCount(null, 3)).toBe(3);
    expect(totalCount('', 3)).toBe(3);
    expect(totalCount('abc', 3)).toBe(3);
    expect(totalCount('-1', 3)).toBe(3);
    expect(totalCount('1.5', 3)).toBe(3);
  });
});
