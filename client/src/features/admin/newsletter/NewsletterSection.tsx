// « Newsletter »: the subscribers, searched and paged by the server, their removal and export.

import { useCallback, useMemo, useState } from 'react';
import { formatShortDate, isoDateTime } from '../../../lib/format';
import { fetchSubscribersPage, Subscriber } from '../admin-api';
import { ListResults } from '../ListStatus';
import type { DeleteOutcome } from '../use-admin-session';
import { ListToolbar } from '../ListToolbar';
import { useExport } from '../use-export';
import { usePractitioner } from '../use-admin-role';
import { useServerList } from '../use-server-list';

export const UNSUBSCRIBE_FAILED = 'Erreur : le désabonnement a échoué. Veuillez réessayer.';

interface NewsletterSectionProps {
  /** The number of subscribers already known (the dashboard's), shown until the server answers. */
  initialTotal: number;
  removeSubscriber(subscriber: Subscriber): Promise<DeleteOutcome>;
  onUnauthorized(): void;
}

/**
 * Newsletter: subscribers with a search on the address, searched and paged by the
 * server like the contacts. "Désabonner" asks for confirmation and removes the
 * address from the list; "Exporter (CSV)" saves every address matching the search.
 */
export function NewsletterSection({
  initialTotal,
  removeSubscriber,
  onUnauthorized,
}: NewsletterSectionProps) {
  const [removingId, setRemovingId] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const list = useServerList(fetchSubscribersPage, { initialTotal, onUnauthorized });
  const { items, removed } = list;
  const exporter = useExport('subscribers', onUnauthorized);
  // Exports and unsubscribing are the practitioner's: the secretary reads the list.
  const practitioner = usePractitioner();

  const unsubscribe = useCallback(
    async (subscriber: Subscriber) => {
      setRemovingId(subscriber._id);
      const outcome = await removeSubscriber(subscriber);
      setRemovingId(null);
      if (outcome === 'deleted') removed(subscriber._id);
      if (outcome !== 'cancelled') setFailed(outcome === 'failed' ? subscriber.email : null);
    },
    [removeSubscriber, removed],
  );

  // Typing re-renders the section, not the rows: they change only when the rows or their state do.
  const table = useMemo(
    () => (
      <div className="admin-table-wrap">
        <table className="admin-table subscribers-table">
          <caption className="visually-hidden">Abonnés à la newsletter</caption>
          <thead>
            <tr>
              <th scope="col">Email</th>
              <th scope="col">Date d'inscription</th>
              <th scope="col">Statut</th>
              {practitioner && <th scope="col">Actions</th>}
            </tr>
          </thead>
          <tbody>
            {items.map((subscriber) => (
              <tr key={subscriber._id}>
                <td className="subscribers-table__email">{subscriber.email}</td>
                <td className="subscribers-table__date">
                  <time dateTime={isoDateTime(subscriber.subscribedAt)}>
                    {formatShortDate(subscriber.subscribedAt)}
                  </time>
                </td>
                <td>
                  <span className="admin-badge">Actif</span>
                </td>
                {practitioner && (
                  <td className="subscribers-table__actions">
                    <button
                      type="button"
                      className="admin-button"
                      disabled={removingId === subscriber._id}
                      onClick={() => void unsubscribe(subscriber)}
                    >
                      Désabonner<span className="visually-hidden"> {subscriber.email}</span>
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    ),
    [items, removingId, unsubscribe, practitioner],
  );

  const results = (
    <ListResults list={list} empty="Aucun abonné trouvé">
      {table}
    </ListResults>
  );

  return (
    <section className="admin-section" aria-labelledby="newsletter-title">
      <ListToolbar
        title="Les abonnés Newsletter"
        titleId="newsletter-title"
        search={{
          id: 'newsletter-search',
          label: 'Rechercher un abonné par e-mail',
          placeholder: 'Rechercher par email...',
        }}
        list={list}
        exporter={practitioner ? exporter : undefined}
      />
      {failed && (
        <p className="admin-error admin-error--inline" role="alert">
          {UNSUBSCRIBE_FAILED} <span className="visually-hidden">({failed})</span>
        </p>
      )}
      <div aria-busy={list.searching}>{results}</div>
    </section>
  );
}
