import { NOTE_MAX_LENGTH } from '@contract/follow-up';
import { FormEvent, useState } from 'react';
import { isoDateTime } from '../../../lib/format';
import { isUnauthorized } from '../admin-api';
import { addNote, type ContactNote } from './follow-up-api';
import { refusalReason } from './follow-up-failure';
import { formatPracticeDateTime } from '@contract/practice-time';

/** The practice's notes on a request, newest first, and the form to add one. */
export function ContactNotes({
  contactId,
  notes,
  failed,
  onAdded,
  onUnauthorized,
}: {
  contactId: string;
  /** null while they are on their way, or if they could not be read (`failed`). */
  notes: ContactNote[] | null;
  failed: boolean;
  onAdded(note: ContactNote): void;
  onUnauthorized(): void;
}) {
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const text = draft.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text || sending) return;
    setSending(true);
    setFailure(null);
    try {
      onAdded(await addNote(contactId, text));
      setDraft('');
    } catch (error) {
      if (isUnauthorized(error)) return onUnauthorized();
      setFailure(
        `Erreur\u00a0: la note n’a pas pu être ajoutée. ${refusalReason(error) ?? 'Veuillez réessayer.'}`,
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="contact-detail__block" aria-labelledby="contact-notes-title">
      <h3 id="contact-notes-title">Notes</h3>
      {notes === null ? (
        <p className="admin-muted">
          {failed ? 'Les notes n’ont pas pu être chargées.' : 'Notes en cours de chargement…'}
        </p>
      ) : notes.length === 0 ? (
        <p className="admin-muted">Aucune note pour l’instant.</p>
      ) : (
        <ul className="contact-notes" aria-label="Notes, de la plus récente à la plus ancienne">
          {notes.map((note) => (
            <li key={note._id} className="contact-notes__item">
              <p className="contact-notes__text">{note.text}</p>
              <time className="contact-notes__date" dateTime={isoDateTime(note.createdAt)}>
                Le {formatPracticeDateTime(note.createdAt)}
              </time>
            </li>
          ))}
        </ul>
      )}
      <form className="contact-notes__form" onSubmit={(event) => void submit(event)}>
        <label htmlFor="contact-note-text">Nouvelle note</label>
        <textarea
          id="contact-note-text"
          rows={3}
          maxLength={NOTE_MAX_LENGTH}
          value={draft}
          aria-describedby="contact-note-count"
          onChange={(event) => setDraft(event.target.value)}
        />
        <div className="contact-notes__actions">
          <span id="contact-note-count" className="contact-notes__count">
            {draft.length.toLocaleString('fr-FR')}&nbsp;/&nbsp;{NOTE_MAX_LENGTH.toLocaleString('fr-FR')}{' '}
            caractères
          </span>
          <button type="submit" className="admin-button" disabled={!text} aria-busy={sending || undefined}>
            Ajouter la note
          </button>
        </div>
        {failure && (
          <p className="admin-error admin-error--inline" role="alert">
            {failure}
          </p>
        )}
      </form>
    </section>
  );
}
