import { Eye, Trash2 } from 'lucide-react';
import { memo } from 'react';
import { formatDateTime, isoDateTime } from '../../../lib/format';
import { StatusSelect } from '../follow-up/StatusSelect';
import { selectionPreview } from './contact-labels';
import type { ContactItemProps, ContactListProps } from './ContactsTable';
import { PhoneLink } from './PhoneLink';

/** Narrow screens (< 768 px): one card per request, the phone number as a large call button. */
export function ContactCards({ contacts, onView, onDelete, onStatusChange, deletingId }: ContactListProps) {
  return (
    <ul className="contact-cards" aria-label="Demandes">
      {contacts.map((contact) => (
        <ContactCard
          key={contact._id}
          contact={contact}
          onView={onView}
          onDelete={onDelete}
          onStatusChange={onStatusChange}
          deleting={deletingId === contact._id}
        />
      ))}
    </ul>
  );
}

/** One card; memoized, so a keystroke re-renders only the cards that change. */
const ContactCard = memo(function ContactCard({
  contact,
  onView,
  onDelete,
  onStatusChange,
  deleting,
}: ContactItemProps) {
  return (
    <li className="contact-card">
      <div className="contact-card__head">
        <h3 className="contact-card__name">{contact.name}</h3>
        <time className="contact-card__date" dateTime={isoDateTime(contact.createdAt)}>
          {formatDateTime(contact.createdAt)}
        </time>
        <StatusSelect contact={contact} onChange={onStatusChange} />
      </div>
      <PhoneLink phone={contact.phone} large />
      <dl className="contact-card__facts">
        {contact.service && (
          <div>
            <dt>Service souhaité</dt>
            <dd>{contact.service}</dd>
          </div>
        )}
        <div>
          <dt>Sélections</dt>
          <dd>{selectionPreview(contact.selections)}</dd>
        </div>
      </dl>
      <div className="admin-actions contact-card__actions">
        <button type="button" className="admin-button" onClick={() => onView(contact)}>
          <Eye aria-hidden="true" />
          Voir<span className="visually-hidden"> {contact.name}</span>
        </button>
        {onDelete && (
          <button
            type="button"
            className="admin-button admin-button--danger"
            onClick={() => onDelete(contact)}
            disabled={deleting}
          >
            <Trash2 aria-hidden="true" />
            Supprimer<span className="visually-hidden"> {contact.name}</span>
          </button>
        )}
      </div>
    </li>
  );
});
