// « Droits des personnes »: find, export or erase everything held about one patient.

import { APPOINTMENT_STATUS_LABELS, AppointmentStatus } from '@contract/booking';
import { Download, Search, Trash2 } from 'lucide-react';
import { FormEvent, useState } from 'react';
import { formatShortDate, isoDateTime } from '../../../lib/format';
import { HttpError } from '../../../lib/http';
import { practiceDateTime } from '@contract/practice-time';
import {
  downloadSubject,
  eraseSubject,
  fetchSubject,
  isUnauthorized,
  OPERATION_FAILED,
  SubjectData,
  SubjectKey,
} from '../admin-api';
import { adminDataChanged } from '../admin-changes';

export const ERASE_CONFIRMATION =
  'Effacer définitivement les demandes, l’abonnement et les rendez-vous de cette personne\u00a0? Cette action est irréversible.';

/** The server's reason: the refused field's own message first (« au moins 8 chiffres »), else its summary. */
function serverReason(error: unknown): string | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const errors = (error.body as { errors?: unknown } | null)?.errors;
  const first = errors && typeof errors === 'object' ? Object.values(errors)[0] : undefined;
  return typeof first === 'string' ? first : error.serverMessage;
}

/** An address when it holds « @ », a phone number otherwise. */
const keyOf = (text: string): SubjectKey => (text.includes('@') ? { email: text } : { phone: text });

const plural = (n: number, one: string, many: string) => `${n}\u00a0${n > 1 ? many : one}`;

/** « 2 demandes et 1 abonnement », with « et 1 rendez-vous » when there are some. */
function summary(contacts: number, subscriptions: number, appointments: number): string {
  const parts = [plural(contacts, 'demande', 'demandes'), plural(subscriptions, 'abonnement', 'abonnements')];
  if (appointments > 0) parts.push(plural(appointments, 'rendez-vous', 'rendez-vous'));
  return `${parts.slice(0, -1).join(', ')} et ${parts.at(-1)}`;
}

/**
 * « Droits des personnes »: a patient asks to see, receive or erase what the practice holds
 * about them. The administrator finds it by e-mail or phone, exports it (JSON or CSV) and
 * erases it after a confirmation; the server writes each step in the journal.
 */
export function SubjectSection({ onUnauthorized }: { onUnauthorized(): void }) {
  const [text, setText] = useState('');
  const [found, setFound] = useState<{ key: SubjectKey; data: SubjectData } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const run = async (step: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await step();
    } catch (caught) {
      if (isUnauthorized(caught)) return onUnauthorized();
      setError(serverReason(caught) ?? OPERATION_FAILED);
    } finally {
      setBusy(false);
    }
  };

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = text.trim();
    if (!value) return setError('Indiquez une adresse e-mail ou un numéro de téléphone.');
    setDone(null);
    void run(async () => {
      const key = keyOf(value);
      setFound({ key, data: await fetchSubject(key) });
    });
  };

  const erase = () => {
    if (!found || !window.confirm(ERASE_CONFIRMATION)) return;
    void run(async () => {
      const deleted = await eraseSubject(found.key);
      adminDataChanged();
      setFound(null);
      setDone(`Effacé\u00a0: ${summary(deleted.contacts, deleted.subscriptions, deleted.appointments)}.`);
    });
  };

  const total = found
    ? found.data.contacts.length + found.data.subscriptions.length + found.data.appointments.length
    : 0;

  return (
    <section className="admin-section" aria-labelledby="subject-title">
      <h2 id="subject-title" className="admin-section__title">
        Droits des personnes
      </h2>
      <p className="admin-section__intro">
        Une personne demande à voir, recevoir ou effacer ses données&nbsp;: retrouvez tout ce que le cabinet
        conserve à son sujet par son adresse e-mail ou son numéro de téléphone. Répondez-lui dans le mois.
      </p>
      <form className="subject-form" onSubmit={search} role="search" aria-label="Rechercher une personne">
        <label htmlFor="subject-key">Adresse e-mail ou numéro de téléphone</label>
        <div className="subject-form__row">
          <input
            id="subject-key"
            type="text"
            inputMode="email"
            autoComplete="off"
            spellCheck={false}
            value={text}
            maxLength={254}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="admin-button" disabled={busy}>
            <Search aria-hidden="true" />
            Rechercher
          </button>
        </div>
      </form>

      {error && (
        <p className="admin-error admin-error--inline" role="alert">
          {error}
        </p>
      )}
      {done && (
        <p className="admin-notice" role="status">
          {done}
        </p>
      )}

      {found && (
        <div className="subject-results" aria-live="polite">
          <h3>
            {total === 0
              ? 'Aucune donnée conservée pour cette personne.'
              : `${summary(
                  found.data.contacts.length,
                  found.data.subscriptions.length,
                  found.data.appointments.length,
                )} trouvés`}
          </h3>
          {found.data.contacts.length > 0 && (
            <ul className="subject-results__list" aria-label="Demandes">
              {found.data.contacts.map((contact) => (
                <li key={contact._id}>
                  <time dateTime={isoDateTime(contact.createdAt)}>{formatShortDate(contact.createdAt)}</time>
                  {' · '}
                  {contact.name}
                  {' · '}
                  {contact.service}
                  {' · '}
                  {contact.consentAt ? 'consentement donné' : 'consentement non recueilli'}
                </li>
              ))}
            </ul>
          )}
          {found.data.subscriptions.length > 0 && (
            <ul className="subject-results__list" aria-label="Abonnements à la newsletter">
              {found.data.subscriptions.map((subscription) => (
                <li key={subscription._id}>
                  Newsletter · {subscription.email} ·{' '}
                  {subscription.pending ? 'inscription en attente de confirmation depuis le' : 'inscrit le'}{' '}
                  <time dateTime={isoDateTime(subscription.subscribedAt)}>
                    {formatShortDate(subscription.subscribedAt)}
                  </time>
                </li>
              ))}
            </ul>
          )}
          {found.data.appointments.length > 0 && (
            <ul className="subject-results__list" aria-label="Rendez-vous pris en ligne">
              {found.data.appointments.map((appointment) => (
                <li key={appointment._id}>
                  Rendez-vous · {appointment.type} · {practiceDateTime(appointment.start)} (heure de Tunis) ·{' '}
                  {APPOINTMENT_STATUS_LABELS[appointment.status as AppointmentStatus] ?? appointment.status}
                </li>
              ))}
            </ul>
          )}
          {total > 0 && (
            <div className="subject-results__actions">
              <button
                type="button"
                className="admin-button"
                disabled={busy}
                onClick={() => void run(() => downloadSubject(found.key, 'json'))}
              >
                <Download aria-hidden="true" />
                Exporter (JSON)
              </button>
              <button
                type="button"
                className="admin-button"
                disabled={busy}
                onClick={() => void run(() => downloadSubject(found.key, 'csv'))}
              >
                <Download aria-hidden="true" />
                Exporter (CSV)
              </button>
              <button
                type="button"
                className="admin-button admin-button--danger"
                disabled={busy}
                onClick={erase}
              >
                <Trash2 aria-hidden="true" />
                Tout effacer
              </button>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
