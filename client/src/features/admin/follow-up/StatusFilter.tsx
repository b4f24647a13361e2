import { CONTACT_STATUS_LABELS, CONTACT_STATUSES, ContactStatus } from '@contract/follow-up';

/** Shows every request, or only those at one stage of their follow-up. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: ContactStatus | '';
  onChange(value: ContactStatus | ''): void;
}) {
  return (
    <div className="status-filter">
      <label htmlFor="contacts-status-filter">Statut</label>
      <select
        id="contacts-status-filter"
        value={value}
        onChange={(event) => onChange(event.target.value as ContactStatus | '')}
      >
        <option value="">Tous les statuts</option>
        {CONTACT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {CONTACT_STATUS_LABELS[status]}
          </option>
        ))}
      </select>
    </div>
  );
}
