import { Download } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { formatShortDate, isoDateTime } from '../../../lib/format';
import type { Subscriber } from '../admin-api';
import { csvFileName, downloadCsv, subscribersCsv } from '../csv';
import { SearchBox } from '../SearchBox';
import { ShowMore } from '../ShowMore';
import type { DeleteOutcome } from '../use-admin-session';
import { usePaged } from '../use-paged';

export const UNSUBSCRIBE_FAILED = 'Erreur : le désabonnement a échoué. Veuillez réessayer.';

interface NewsletterSectionProps {
  subscribers: Subscriber[];
  removeSubscriber(subscriber: Subscriber): Promise<DeleteOutcome>;
}

/**
 * Newsletter (SPEC §2): subscribers with a search on the address. "Désabonner" (issue 9) asks
 * for confirmation, removes the address and reloads the list; "Exporter (CSV)" saves the
 * listed (searched) addresses.
 */
export function NewsletterSection({ subscribers, removeSubscriber }: NewsletterSectionProps) {
  const [removingId, setRemovingId] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const needle = deferredQuery.trim().toLowerCase();
  const matches = useMemo(
    () => (needle ? subscribers.filter((s) => s.email.toLowerCase().includes(needle)) : subscribers),
    [subscribers, needle],
  );
  const { visible, remaining, showMore } = usePaged(matches, needle);

  const unsubscribe = async (subscriber: Subscriber) => {
    setRemovingId(subscriber._id);
    const outcome = await removeSubscriber(subscriber);
    setRemovingId(null);
    if (outcome !== 'cancelled') setFailed(outcome === 'failed' ? subscriber.email : null);
  };
  const exportCsv = () => downloadCsv(csvFileName('abonnes', new Date()), subscribersCsv(matches));

  return (
    <section className="admin-section" aria-labelledby="newsletter-title">
      <div className="admin-toolbar">
        <h2 id="newsletter-title" className="admin-section__title">
          Les abonnés Newsletter
        </h2>
        <SearchBox
          id="newsletter-search"
          label="Rechercher un abonné par email"
          placeholder="Rechercher par email..."
          value={query}
          onChange={setQuery}
        />
        <button type="button" className="admin-button" onClick={exportCsv} disabled={matches.length === 0}>
          <Download aria-hidden="true" />
          Exporter (CSV)
        </button>
      </div>
      {failed && (
        <p className="admin-error admin-error--inline" role="alert">
          {UNSUBSCRIBE_FAILED} <span className="visually-hidden">({failed})</span>
        </p>
      )}
      {matches.length === 0 ? (
        <p className="admin-empty">Aucun abonné trouvé</p>
      ) : (
        <>
          <div className="admin-table-wrap">
            <table className="admin-table subscribers-table">
              <caption className="visually-hidden">Abonnés à la newsletter</caption>
              <thead>
                <tr>
                  <th scope="col">Email</th>
                  <th scope="col">Date d'inscription</th>
                  <th scope="col">Statut</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {visible.map((subscriber) => (
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
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ShowMore shown={visible.length} total={matches.length} remaining={remaining} onMore={showMore} />
        </>
      )}
    </section>
  );
}
