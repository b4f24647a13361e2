interface ShowMoreProps {
  shown: number;
  total: number;
  remaining: number;
  onMore(): void;
}

/** "Afficher plus" under a long list, with how many rows are shown. */
export function ShowMore({ shown, total, remaining, onMore }: ShowMoreProps) {
  if (total === 0) return null;
  return (
    <div className="admin-more">
      <p className="admin-muted" aria-live="polite">
        {shown.toLocaleString('fr-FR')} affiché{shown > 1 ? 's' : ''} sur {total.toLocaleString('fr-FR')}
      </p>
      {remaining > 0 && (
        <button type="button" className="admin-button" onClick={onMore}>
          Afficher plus
        </button>
      )}
    </div>
  );
}
