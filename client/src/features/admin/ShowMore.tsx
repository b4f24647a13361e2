interface ShowMoreProps {
  shown: number;
  total: number;
  /** The next page is on its way: the button stays (and keeps the focus) but does nothing. */
  loading?: boolean;
  onMore(): void;
}

/** "Afficher plus" under a long list, with how many rows are shown. */
export function ShowMore({ shown, total, loading = false, onMore }: ShowMoreProps) {
  if (total === 0) return null;
  return (
    <div className="admin-more">
      <p className="admin-muted" aria-live="polite">
        {shown.toLocaleString('fr-FR')} affiché{shown > 1 ? 's' : ''} sur {total.toLocaleString('fr-FR')}
      </p>
      {shown < total && (
        <button
          type="button"
          className="admin-button"
          aria-disabled={loading || undefined}
          aria-busy={loading || undefined}
          onClick={() => {
            if (!loading) onMore();
          }}
        >
          {loading && <span className="admin-spinner admin-spinner--small" aria-hidden="true" />}
          Afficher plus
        </button>
      )}
    </div>
  );
}
