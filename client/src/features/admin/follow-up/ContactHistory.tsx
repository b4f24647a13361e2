import type { ContactChange } from './follow-up-api';
import { describeChange } from './history';

/** What changed in the request's follow-up, newest first. */
export function ContactHistory({ history, failed }: { history: ContactChange[] | null; failed: boolean }) {
  return (
    <section className="contact-detail__block" aria-labelledby="contact-history-title">
      <h3 id="contact-history-title">Historique</h3>
      {history === null ? (
        <p className="admin-muted">
          {failed ? 'L’historique n’a pas pu être chargé.' : 'Historique en cours de chargement…'}
        </p>
      ) : history.length === 0 ? (
        <p className="admin-muted">Aucun changement pour l’instant.</p>
      ) : (
        <ul className="contact-history">
          {history.map((change) => (
            <li key={change._id}>{describeChange(change)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
