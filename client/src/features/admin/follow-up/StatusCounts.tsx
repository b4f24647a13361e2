import { CONTACT_STATUS_LABELS, CONTACT_STATUSES, ContactStatus } from '@contract/follow-up';

/** Every request, counted by where its follow-up stands. */
export function StatusCounts({ counts }: { counts: Record<ContactStatus, number> }) {
  return (
    <ul className="status-counts" aria-label="Demandes par statut">
      {CONTACT_STATUSES.map((status) => (
        <li key={status} className={`status-counts__item status-counts__item--${status}`}>
          <span className="status-counts__value" data-testid={`status-count-${status}`}>
            {counts[status].toLocaleString('fr-FR')}
          </span>
          <span className="status-counts__label">{CONTACT_STATUS_LABELS[status]}</span>
        </li>
      ))}
    </ul>
  );
}
