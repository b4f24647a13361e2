// « Journal »: what was done to personal data, newest first, identifiers only.

import { AUDIT_ACTION_LABELS, AuditAction } from '@contract/audit-actions';
import { describeAuditDetail } from '@contract/audit-detail';
import { formatDateTime, isoDateTime } from '../../../lib/format';
import { AuditEntry, fetchAuditPage } from '../admin-api';
import { ListResults } from '../ListStatus';
import { useServerList } from '../use-server-list';

const actionLabel = (action: string) =>
  Object.hasOwn(AUDIT_ACTION_LABELS, action) ? AUDIT_ACTION_LABELS[action as AuditAction] : action;

/** An id is long: its first block tells rows apart on screen, the whole one is in the title. */
const shortId = (id: string) => id.split('-')[0];

/**
 * « Journal »: what was done to personal data, newest first, paged by the server like the
 * other lists. Identifiers only: the journal never holds a name, a number or an address. The
 * detail (a list's filters, the fields changed) sits under the action, in French, so the table
 * keeps five narrow columns.
 */
export function JournalSection({
  currentAdminId,
  onUnauthorized,
}: {
  currentAdminId: string | null;
  onUnauthorized(): void;
}) {
  const list = useServerList<AuditEntry>(fetchAuditPage, { initialTotal: 0, onUnauthorized });
  const { items } = list;

  const results = (
    <ListResults list={list} empty="Aucune action enregistrée">
      {/* Wider than a tablet: scrolled sideways, so it takes the focus to be scrolled by keyboard (on a
          phone each entry is a card instead). */}
      <div className="admin-table-wrap" role="region" aria-labelledby="journal-title" tabIndex={0}>
        <table className="admin-table admin-table--stack journal-table">
          <caption className="visually-hidden">Journal des actions, les plus récentes d’abord</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Action</th>
              <th scope="col">Élément</th>
              <th scope="col">Par</th>
              <th scope="col">Réseau</th>
            </tr>
          </thead>
          <tbody>
            {items.map((entry) => (
              <tr key={entry._id} data-action={entry.action}>
                <td className="journal-table__date" data-label="Date">
                  <time dateTime={isoDateTime(entry.at)}>{formatDateTime(entry.at)}</time>
                </td>
                <td data-label="Action">
                  {actionLabel(entry.action)}
                  {entry.detail && (
                    <span className="journal-table__detail">{describeAuditDetail(entry.detail)}</span>
                  )}
                </td>
                <td data-label="Élément">
                  {entry.targetId ? (
                    <code title={entry.targetId}>{shortId(entry.targetId)}</code>
                  ) : (
                    <span className="admin-muted">—</span>
                  )}
                </td>
                <td data-label="Par">
                  {entry.actorId === null
                    ? '—'
                    : entry.actorId === currentAdminId
                      ? 'Vous'
                      : (entry.actorUsername ?? 'Un membre de l’équipe')}
                </td>
                <td data-label="Réseau">
                  {entry.ip ? (
                    <code className="journal-table__ip">{entry.ip}</code>
                  ) : (
                    <span className="admin-muted">—</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </ListResults>
  );

  return (
    <section className="admin-section" aria-labelledby="journal-title">
      <div className="admin-toolbar">
        <h2 id="journal-title" className="admin-section__title">
          Journal des actions
        </h2>
      </div>
      <p className="admin-section__intro">
        Connexions, consultations, recherches, exports, modifications et suppressions de données personnelles,
        conservés douze mois. Le réseau est celui du poste, tronqué (IPv4 /24, IPv6 /48)&nbsp;; une recherche
        est décrite par sa forme, jamais par le texte saisi.
      </p>
      <div aria-busy={list.searching}>{results}</div>
    </section>
  );
}
