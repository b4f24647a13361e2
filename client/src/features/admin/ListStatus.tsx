import { AlertTriangle } from 'lucide-react';

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
