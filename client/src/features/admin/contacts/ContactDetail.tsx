import { CalendarPlus, Mail, Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useEffect, useState } from 'react';
import { mailtoHref } from '@contract/contact-links';
import { formatLongDate, formatTime, isoDateTime } from '../../../lib/format';
import { ContactSubmission } from '../admin-api';
import { appointmentForRequestPath } from '../admin-paths';
import { AdminDialog, DetailMessage } from '../AdminDialog';
import { ContactHistory } from '../follow-up/ContactHistory';
import { ContactNotes } from '../follow-up/ContactNotes';
import { ContactRecord, fetchContactRecord, FollowUpPatch } from '../follow-up/follow-up-api';
import { FollowUpBlock } from '../follow-up/FollowUpBlock';
import { sourceLabel } from './contact-labels';
import { PhoneLink } from './PhoneLink';
import { UnrecognisedPhone } from './UnrecognisedPhone';

/** "2026-11-25" → "25/11/2026"; any other text as it is. */
const formatNoticeVersion = (version: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(version) ? version.split('-').reverse().join('/') : version;

interface ContactDetailProps {
  contact: ContactSubmission;
  /** The request as the server sent it, when already read (an address opened cold): not read twice. */
  record?: ContactRecord;
  /** Modal on wide screens, full-screen panel on narrow ones. */
  wide: boolean;
  deleting: boolean;
  onClose(): void;
  /** Absent for a role that may not delete: no button then. */
  onDelete?(contact: ContactSubmission): void;
  /** Changes the follow-up (on screen at once, then on the server): the request as saved, or null. */
  onFollowUp(contact: ContactSubmission, patch: FollowUpPatch): Promise<ContactRecord | null>;
  /** Why the server refused the last change of this request, if it did. */
  followUpFailure: string | null;
  onUnauthorized(): void;
}

/** One request in full, in the admin's dialog. Every value is rendered as text, never as HTML. */
export function ContactDetail({
  contact: listed,
  record: known,
  wide,
  deleting,
  onClose,
  onDelete,
  onFollowUp,
  followUpFailure,
  onUnauthorized,
}: ContactDetailProps) {
  // The list's copy at once, then the server's (which records that the request was read), with
  // its notes and history. If that read fails, the list's copy stays: it is what the
  // administrator was shown. The status and call-back time are the list's, which the changes
  // made here update first.
  const [fresh, setFresh] = useState<ContactRecord | undefined>(known);
  const [readFailed, setReadFailed] = useState(false);
  const record = fresh?._id === listed._id ? fresh : undefined;
  const contact: ContactSubmission = record
    ? { ...record, status: listed.status, followUpAt: listed.followUpAt }
    : listed;
  const consentAt = contact.consentAt ? new Date(contact.consentAt) : null;

  const readAlready = known?._id === listed._id;
  useEffect(() => {
    if (readAlready) return;
    const controller = new AbortController();
    fetchContactRecord(listed._id, controller.signal).then(setFresh, () => {
      if (!controller.signal.aborted) setReadFailed(true);
    });
    return () => controller.abort();
  }, [listed._id, readAlready]);

  const changeFollowUp = (patch: FollowUpPatch) =>
    void onFollowUp(contact, patch).then((saved) => saved && setFresh(saved));
  const noteAdded = (note: ContactRecord['notes'][number]) =>
    setFresh((current) => current && { ...current, notes: [note, ...current.notes] });
  const title = wide ? 'Coordonnées' : 'Détails de la demande';
  const created = new Date(contact.createdAt);

  return (
    <AdminDialog titleId="contact-detail-title" title={title} wide={wide} onClose={onClose}>
      <dl className="contact-detail__facts">
        <div>
          <dt>Nom</dt>
          <dd className="contact-detail__name">{contact.name}</dd>
        </div>
        <div>
          <dt>Date</dt>
          <dd>
            <time dateTime={isoDateTime(contact.createdAt)}>
              {formatLongDate(created)}
              {Number.isNaN(created.getTime()) ? '' : ` à ${formatTime(created)}`}
            </time>
          </dd>
        </div>
        {contact.email && (
          <div>
            <dt>E-mail</dt>
            <dd>
              <a className="contact-detail__email" href={mailtoHref(contact.email)}>
                <Mail aria-hidden="true" />
                <span>{contact.email}</span>
              </a>
            </dd>
          </div>
        )}
        {contact.phone && (
          <div>
            <dt>Téléphone</dt>
            <dd>
              <PhoneLink phone={contact.phone} large />
              {record?.phoneE164 === null && <UnrecognisedPhone />}
            </dd>
          </div>
        )}
        {contact.service && (
          <div>
            <dt>Service souhaité</dt>
            <dd>{contact.service}</dd>
          </div>
        )}
        {contact.source && (
          <div>
            <dt>Origine</dt>
            <dd className="contact-detail__source">{sourceLabel(contact.source)}</dd>
          </div>
        )}
        {contact.page && (
          <div>
            <dt>Page</dt>
            <dd className="contact-detail__page">{contact.page}</dd>
          </div>
        )}
        <div>
          <dt>Consentement</dt>
          <dd data-testid="contact-consent">
            {consentAt && !Number.isNaN(consentAt.getTime()) ? (
              <>
                Donné le{' '}
                <time dateTime={isoDateTime(contact.consentAt!)}>
                  {formatLongDate(consentAt, { weekday: false })} à {formatTime(consentAt)}
                </time>
                {contact.noticeVersion && ` (notice du ${formatNoticeVersion(contact.noticeVersion)})`}
              </>
            ) : (
              'Non recueilli (demande envoyée sans la case de consentement)'
            )}
          </dd>
        </div>
      </dl>

      <FollowUpBlock contact={contact} failure={followUpFailure} onChange={changeFollowUp} />

      {contact.selections.length > 0 && (
        <section className="contact-detail__block" aria-labelledby="contact-detail-selections">
          <h3 id="contact-detail-selections">Sélections</h3>
          <ol className="contact-detail__selections">
            {contact.selections.map(([step, label], index) => (
              <li key={step}>
                Étape {index + 1}: {label}
              </li>
            ))}
          </ol>
        </section>
      )}

      <DetailMessage titleId="contact-detail-message" message={contact.message} />

      <ContactNotes
        contactId={contact._id}
        notes={record?.notes ?? null}
        failed={readFailed}
        onAdded={noteAdded}
        onUnauthorized={onUnauthorized}
      />
      <ContactHistory history={record?.history ?? null} failed={readFailed} />

      <footer className="contact-detail__footer">
        <button type="button" className="admin-button" onClick={onClose}>
          Fermer
        </button>
        {/* The agenda's form, filled in from this request and linked to it. */}
        <Link className="admin-button" to={appointmentForRequestPath(contact._id)}>
          <CalendarPlus aria-hidden="true" />
          Fixer un rendez-vous
        </Link>
        {onDelete && (
          <button
            type="button"
            className="admin-button admin-button--danger"
            onClick={() => onDelete(contact)}
            disabled={deleting}
          >
            <Trash2 aria-hidden="true" />
            Supprimer
          </button>
        )}
      </footer>
    </AdminDialog>
  );
}
