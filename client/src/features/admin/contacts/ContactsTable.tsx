import type { ContactStatus } from '@contract/follow-up';
import { memo } from 'react';
import { formatShortDate, formatTime, isoDateTime } from '../../../lib/format';
import type { ContactSubmission } from '../admin-api';
import { StatusSelect } from '../follow-up/StatusSelect';
import { selectionPreview } from './contact-labels';
import { PhoneLink } from './PhoneLink';

export interface ContactListProps {
  contacts: ContactSubmission[];
  onView(contact: ContactSubmission): void;
  /** Absent for a role that may not delete: no button then. */
  onDelete?(contact: ContactSubmission): void;
  onStatusChange(contact: ContactSubmission, status: ContactStatus): void;
  deletingId: string | null;
}

/**
 * Wide screens (≥ 768 px): Nom, Téléphone, Service souhaité (≥ 1024 px only), Sélections,
 * Date, Actions (the status, then Voir and Supprimer). The actions carry the contact's name for
 * screen readers.
 */
export function ContactsTable({ contacts, onView, onDelete, onStatusChange, deletingId }: ContactListProps) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table contacts-table">
        <caption className="visually-hidden">Demandes</caption>
        <thead>
          <tr>
            <th scope="col">Nom</th>
            <th scope="col">Téléphone</th>
            <th scope="col" className="col-lg">
              Service souhaité
            </th>
            <th scope="col">Sélections</th>
            <th scope="col">Date</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {contacts.map((contact) => (
            <ContactRow
              key={contact._id}
              contact={contact}
              onView={onView}
              onDelete={onDelete}
              onStatusChange={onStatusChange}
              deleting={deletingId === contact._id}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

export interface ContactItemProps {
  contact: ContactSubmission;
  onView(contact: ContactSubmission): void;
  /** Absent for a role that may not delete: no button then. */
  onDelete?(contact: ContactSubmission): void;
  onStatusChange(contact: ContactSubmission, status: ContactStatus): void;
  deleting: boolean;
}

/**
 * One row; memoized, so a keystroke re-renders only the rows that change. Text-only buttons:
 * 50 rows appear at once when the search changes, and icons would double their nodes.
 */
const ContactRow = memo(function ContactRow({
  contact,
  onView,
  onDelete,
  onStatusChange,
  deleting,
}: ContactItemProps) {
  return (
    <tr>
      <td className="contacts-table__name">{contact.name}</td>
      <td className="contacts-table__phone">
        <PhoneLink phone={contact.phone} icon={false} />
      </td>
      <td className="col-lg">{contact.service || '—'}</td>
      <td className="contacts-table__selections">{selectionPreview(contact.selections)}</td>
      <td className="contacts-table__date">
        <time dateTime={isoDateTime(contact.createdAt)}>
          {formatShortDate(contact.createdAt)}
          <span className="contacts-table__time"> {formatTime(contact.createdAt)}</span>
        </time>
      </td>
      <td>
        <div className="admin-actions">
          <StatusSelect contact={contact} onChange={onStatusChange} />
          <button type="button" className="admin-button" onClick={() => onView(contact)}>
            Voir<span className="visually-hidden"> {contact.name}</span>
          </button>
          {onDelete && (
            <button
              type="button"
              className="admin-button admin-button--danger"
              onClick={() => onDelete(contact)}
              disabled={deleting}
            >
              Supprimer<span className="visually-hidden"> {contact.name}</span>
            </button>
          )}
        </div>
      </td>
    </tr>
  );
});
