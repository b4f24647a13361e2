import { AlertTriangle, Clock } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { isoDateTime } from '../../../lib/format';
import { ContactSubmission, isUnauthorized, ListPage } from '../admin-api';
import { PhoneLink } from '../contacts/PhoneLink';
import { ListFailure, ListLoading } from '../ListStatus';
import { callBackState, sortCallBacks } from './call-back';
import { DUE_LIMIT, fetchDueContacts } from './follow-up-api';
import { formatPracticeDateTime, formatPracticeTime } from '@contract/practice-time';

/**
 * The dashboard's « À rappeler »: the requests to call back by tonight, those with no time
 * first, then by time. A late one says « En retard » in words (and red); one due later today
 * says « Aujourd’hui ». Its name opens its detail.
 */
export function CallBackList({
  now,
  onOpen,
  onUnauthorized,
}: {
  now: Date;
  onOpen(contact: ContactSubmission): void;
  onUnauthorized(): void;
}) {
  const [page, setPage] = useState<ListPage<ContactSubmission> | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    fetchDueContacts(controller.signal).then(setPage, (error: unknown) => {
      if (controller.signal.aborted) return;
      if (isUnauthorized(error)) onUnauthorized();
      else setFailed(true);
    });
    return () => controller.abort();
  }, [attempt, onUnauthorized]);

  let body;
  if (failed) body = <ListFailure message={null} onRetry={retry} />;
  else if (!page) body = <ListLoading />;
  else if (page.items.length === 0)
    body = <p className="admin-empty">Aucune demande à rappeler d’ici ce soir.</p>;
  else
    body = (
      <>
        {page.total > page.items.length && (
          <p className="admin-note">
            {page.total.toLocaleString('fr-FR')} demandes à rappeler&nbsp;: les {DUE_LIMIT} premières sont
            affichées.
          </p>
        )}
        <ul className="call-backs__list">
          {sortCallBacks(page.items).map((contact) => (
            <CallBack key={contact._id} contact={contact} now={now} onOpen={onOpen} />
          ))}
        </ul>
      </>
    );

  return (
    <section className="call-backs" aria-labelledby="call-backs-title">
      <h3 id="call-backs-title" className="call-backs__title">
        À rappeler
      </h3>
      {body}
    </section>
  );
}

function CallBack({
  contact,
  now,
  onOpen,
}: {
  contact: ContactSubmission;
  now: Date;
  onOpen(contact: ContactSubmission): void;
}) {
  const state = callBackState(contact.followUpAt, now);
  return (
    <li className={`call-back call-back--${state}`}>
      <button type="button" className="call-back__name" onClick={() => onOpen(contact)}>
        {contact.name}
        <span className="visually-hidden"> (ouvrir la fiche)</span>
      </button>
      {contact.service && <span className="call-back__service">{contact.service}</span>}
      <span className="call-back__when">
        {state === 'late' && (
          <span className="call-back__badge call-back__badge--late">
            <AlertTriangle aria-hidden="true" />
            En retard
          </span>
        )}
        {state === 'today' && (
          <span className="call-back__badge">
            <Clock aria-hidden="true" />
            Aujourd’hui
          </span>
        )}
        {contact.followUpAt ? (
          <time dateTime={isoDateTime(contact.followUpAt)}>
            {state === 'today'
              ? `à ${formatPracticeTime(contact.followUpAt)}`
              : formatPracticeDateTime(contact.followUpAt)}
          </time>
        ) : (
          <span className="admin-muted">Sans heure fixée</span>
        )}
      </span>
      <PhoneLink phone={contact.phone} />
    </li>
  );
}
