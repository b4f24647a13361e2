import { AlertTriangle, Clock } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { isoDateTime } from '../../../lib/format';
import { ContactSubmission, isUnauthorized, ListPage } from '../admin-api';
import { useAdminDataVersion } from '../admin-changes';
import { contactPath } from '../admin-paths';
import { PhoneLink } from '../contacts/PhoneLink';
import { ListFailure, ListLoading } from '../ListStatus';
import { callBackState, sortCallBacks } from './call-back';
import { DUE_LIMIT, fetchDueContacts } from './follow-up-api';
import { formatPracticeDateTime, formatPracticeTime } from '@contract/practice-time';

/**
 * The dashboard's « À rappeler »: the requests to call back by tonight, those with no time
 * first, then by time. A late one says « En retard » in words (and red); one due later today
 * says « Aujourd’hui ». Its name links to its detail (/admin/demandes/:id). Read again after
 * each change made in the back-office and when the tab is shown again.
 */
export function CallBackList({ now, onUnauthorized }: { now: Date; onUnauthorized(): void }) {
  const version = useAdminDataVersion();
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
  }, [attempt, version, onUnauthorized]);

  let body;
  if (failed) body = <ListFailure message={null} onRetry={retry} />;
  else if (!page) body = <ListLoading />;
  else if (page.items.length === 0) body = <p className="admin-empty">Aucun rappel prévu aujourd’hui.</p>;
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
            <CallBack key={contact._id} contact={contact} now={now} />
          ))}
        </ul>
      </>
    );

  return (
    <section className="call-backs" aria-labelledby="call-backs-title">
      <h4 id="call-backs-title" className="call-backs__title">
        À rappeler
      </h4>
      {body}
    </section>
  );
}

function CallBack({ contact, now }: { contact: ContactSubmission; now: Date }) {
  const state = callBackState(contact.followUpAt, now);
  return (
    <li className={`call-back call-back--${state}`}>
      <Link className="call-back__name" to={contactPath(contact._id)}>
        {contact.name}
        <span className="visually-hidden"> (ouvrir la fiche)</span>
      </Link>
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
