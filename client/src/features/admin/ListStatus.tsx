import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import { ShowMore } from './ShowMore';
import type { useServerList } from './use-server-list';

export const LIST_FAILED = 'Erreur\u00a0: la liste n’a pas pu être chargée. Veuillez réessayer.';

/** The spinner shown until a section's first rows arrive. */
export function ListLoading() {
  return (
    <div className="admin-list-loading" role="status">
      <span className="admin-spinner" aria-hidden="true" />
      <span>Chargement…</span>
    </div>
  );
}

/** A search or a page the server did not give, with the server's reason when it gave one. */
export function ListFailure({ message, onRetry }: { message: string | null; onRetry(): void }) {
  return (
    <div className="admin-error" role="alert">
      <AlertTriangle aria-hidden="true" />
      <p>{message ?? LIST_FAILED}</p>
      <button type="button" className="admin-button" onClick={onRetry}>
        Réessayer
      </button>
    </div>
  );
}

/**
 * What a server list shows under its toolbar: its failure, the spinner until the first
 * answer, `empty` when nothing matches, or the rows (`children`) with « Afficher plus ».
 */
export function ListResults({
  list,
  empty,
  children,
}: {
  list: ReturnType<typeof useServerList<{ _id: string }>>;
  empty: string;
  children: ReactNode;
}) {
  if (list.failed === 'search') return <ListFailure message={list.failure} onRetry={list.retry} />;
  if (list.shownQuery === null) return <ListLoading />;
  if (list.items.length === 0) return <p className="admin-empty">{empty}</p>;
  return (
    <>
      {children}
      {list.failed === 'more' && <ListFailure message={list.failure} onRetry={list.retry} />}
      <ShowMore
        shown={list.items.length}
        total={list.total}
        loading={list.loadingMore}
        onMore={list.loadMore}
      />
    </>
  );
}
