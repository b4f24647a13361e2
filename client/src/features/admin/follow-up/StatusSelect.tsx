import { CONTACT_STATUS_LABELS, CONTACT_STATUSES, ContactStatus } from '@contract/follow-up';
import type { ContactSubmission } from '../admin-api';

/**
 * A request's status as a chip that is a native select: one tap opens the phone's own picker,
 * and the keyboard and screen readers get a control they already know. Its arrow is drawn by the
 * style sheet: fifty rows of a list would otherwise carry fifty more icons.
 */
export function StatusSelect({
  contact,
  onChange,
  id,
}: {
  contact: ContactSubmission;
  onChange(contact: ContactSubmission, status: ContactStatus): void;
  id?: string;
}) {
  return (
    <select
      id={id}
      className={`status-chip status-chip--${contact.status}`}
      value={contact.status}
      aria-label={`Statut de la demande de ${contact.name}`}
      onChange={(event) => onChange(contact, event.target.value as ContactStatus)}
    >
      {CONTACT_STATUSES.map((status) => (
        <option key={status} value={status}>
          {CONTACT_STATUS_LABELS[status]}
        </option>
      ))}
    </select>
  );
}
