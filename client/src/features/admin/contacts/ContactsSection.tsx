// « Demandes »: the contact requests, searched and paged by the server, their detail and deletion.

import type { ContactStatus } from '@contract/follow-up';
import { AlertTriangle } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { HttpError } from '../../../lib/http';
import { ContactSubmission, FetchPage, fetchContactsPage, isUnauthorized } from '../admin-api';
import { SECTION_PATHS } from '../admin-paths';
import { ContactRecord, fetchContactRecord } from '../follow-up/follow-up-api';
import { StatusFilter } from '../follow-up/StatusFilter';
import { useFollowUp } from '../follow-up/use-follow-up';
import { ListResults } from '../ListStatus';
import type { DeleteOutcome } from '../use-admin-session';
import { ListToolbar } from '../ListToolbar';
import { useExport } from '../use-export';
import { usePractitioner } from '../use-admin-role';
import { useMediaQuery, WIDE_QUERY } from '../use-media-query';
import { useServerList } from '../use-server-list';
import { ContactCards } from './ContactCards';
import { ContactDetail } from './ContactDetail';
import { ContactsTable } from './ContactsTable';
import { requests } from '../stats/chart-scale';

export const DELETE_FAILED = 'Erreur\u00a0: la demande n’a pas pu être supprimée. Veuillez réessayer.';
export const DETAIL_MISSING = 'Cette demande est introuvable\u00a0: elle a peut-être été supprimée.';
export const DETAIL_FAILED = 'Erreur\u00a0: la demande n’a pas pu être chargée. Veuillez réessayer.';

interface ContactsSectionProps {
  /** The number of requests already known (the dashboard's), shown until the server answers. */
  initialTotal: number;
  removeContact(contact: ContactSubmission, options?: { confirmed?: boolean }): Promise<DeleteOutcome>;
  onUnauthorized(): void;
  /** The request whose detail is open (the address's /admin/demandes/:id), if any. */
  detailId: string | null;
  onOpenDetail(contact: ContactSubmission): void;
  onCloseDetail(): void;
}

/**
 * « Demandes » (contact requests): search, a table on wide screens or cards on narrow ones, the detail,
 * and deletion. The server searches and pages: the section holds the pages received for the
 * current search (50 rows each, « Afficher plus » for the next) and the server's count of
 * every match, so a million requests cost what a hundred do. A status filter narrows the
 * search on the server too; each request's status changes from its row.
 */
export function ContactsSection({
  initialTotal,
  removeContact,
  onUnauthorized,
  detailId,
  onOpenDetail,
  onCloseDetail,
}: ContactsSectionProps) {
  const wide = useMediaQuery(WIDE_QUERY);
  const [status, setStatus] = useState<ContactStatus | ''>('');
  const fetchPage = useMemo<FetchPage<ContactSubmission>>(
    () => (status ? (query) => fetchContactsPage({ ...query, status }) : fetchContactsPage),
    [status],
  );
  const list = useServerList(fetchPage, { initialTotal, onUnauthorized });
  const { items, removed, patched } = list;
  const exporter = useExport('contacts', onUnauthorized);
  // Exports and deletions are the practitioner's: the secretary gets neither button.
  const practitioner = usePractitioner();

  // The open request: the list's row when the list holds it; otherwise (an address opened
  // cold, a link from the dashboard) the request read from the server by its id.
  const [fetched, setFetched] = useState<ContactRecord | null>(null);
  const [detailFailure, setDetailFailure] = useState<{ id: string; missing: boolean } | null>(null);
  const [detailAttempt, setDetailAttempt] = useState(0);
  const listed = detailId ? items.find((contact) => contact._id === detailId) : undefined;
  const record = fetched && fetched._id === detailId ? fetched : null;
  const detail: ContactSubmission | null = listed ?? record;
  const failure = detailFailure?.id === detailId ? detailFailure : null;
  const known = Boolean(listed ?? record);

  useEffect(() => {
    if (!detailId || known) return;
    const controller = new AbortController();
    fetchContactRecord(detailId, controller.signal).then(
      (found) => setFetched(found),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isUnauthorized(error)) return onUnauthorized();
        const missing = error instanceof HttpError && (error.status === 404 || error.status === 400);
        setDetailFailure({ id: detailId, missing });
      },
    );
    return () => controller.abort();
  }, [detailId, known, detailAttempt, onUnauthorized]);

  const retryDetail = () => {
    setDetailFailure(null);
    setDetailAttempt((n) => n + 1);
  };

  // A change shows at once in the row and in the open detail.
  const patch = useCallback(
    (id: string, fields: Partial<ContactSubmission>) => {
      patched(id, fields);
      setFetched((shown) => (shown?._id === id ? { ...shown, ...fields } : shown));
    },
    [patched],
  );
  const followUp = useFollowUp(patch, onUnauthorized);
  const { change } = followUp;
  const changeStatus = useCallback(
    (contact: ContactSubmission, next: ContactStatus) => void change(contact, { status: next }),
    [change],
  );
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [failed, setFailed] = useState<ContactSubmission | null>(null);

  const remove = useCallback(
    async (contact: ContactSubmission, confirmed = false) => {
      setDeletingId(contact._id);
      const outcome = await removeContact(contact, { confirmed });
      setDeletingId(null);
      if (outcome === 'cancelled') return;
      if (outcome === 'deleted') removed(contact._id);
      // After a delete from the detail, or a failure (shown in place of the list), the detail closes.
      if (detailId) onCloseDetail();
      setFailed(outcome === 'failed' ? contact : null);
    },
    [removeContact, removed, detailId, onCloseDetail],
  );
  const askToRemove = useCallback((contact: ContactSubmission) => void remove(contact), [remove]);

  // Typing re-renders the section, not the rows: they change only when the rows or their state do.
  const rows = useMemo(
    () =>
      wide ? (
        <ContactsTable
          contacts={items}
          onView={onOpenDetail}
          onDelete={practitioner ? askToRemove : undefined}
          onStatusChange={changeStatus}
          deletingId={deletingId}
        />
      ) : (
        <ContactCards
          contacts={items}
          onView={onOpenDetail}
          onDelete={practitioner ? askToRemove : undefined}
          onStatusChange={changeStatus}
          deletingId={deletingId}
        />
      ),
    [wide, items, askToRemove, changeStatus, deletingId, onOpenDetail, practitioner],
  );

  let results;
  if (failed) {
    results = (
      <div className="admin-error" role="alert">
        <AlertTriangle aria-hidden="true" />
        <p>{DELETE_FAILED}</p>
        <div className="admin-actions">
          <button
            type="button"
            className="admin-button admin-button--danger"
            disabled={deletingId !== null}
            onClick={() => void remove(failed, true)}
          >
            Réessayer
          </button>
          <button type="button" className="admin-button" onClick={() => setFailed(null)}>
            Retour à la liste
          </button>
        </div>
      </div>
    );
  } else {
    results = (
      <ListResults list={list} empty="Aucune demande trouvée">
        {rows}
      </ListResults>
    );
  }

  return (
    <section className="admin-section" aria-labelledby="contacts-title">
      <ListToolbar
        title={requests(list.total)}
        titleId="contacts-title"
        search={{
          id: 'contacts-search',
          label: 'Rechercher une demande (nom, e-mail, téléphone, service, message)',
          placeholder: 'Rechercher...',
        }}
        list={list}
        exporter={practitioner ? exporter : undefined}
        filter={status ? { status } : undefined}
      />
      <StatusFilter value={status} onChange={setStatus} />
      {followUp.failure && !detail && (
        <p className="admin-error admin-error--inline" role="alert">
          {followUp.failure.message}
        </p>
      )}

      <div aria-busy={list.searching}>{results}</div>

      {detailId && !detail && failure && (
        <div className="admin-error admin-detail-failure" role="alert">
          <AlertTriangle aria-hidden="true" />
          <p>{failure.missing ? DETAIL_MISSING : DETAIL_FAILED}</p>
          <div className="admin-actions">
            {!failure.missing && (
              <button type="button" className="admin-button" onClick={retryDetail}>
                Réessayer
              </button>
            )}
            <Link className="admin-button" to={SECTION_PATHS.contacts} replace>
              Retour à la liste
            </Link>
          </div>
        </div>
      )}

      {detail && (
        <ContactDetail
          key={`${detail._id}-${wide}`}
          contact={detail}
          record={record ?? undefined}
          wide={wide}
          deleting={deletingId === detail._id}
          onClose={onCloseDetail}
          onDelete={practitioner ? askToRemove : undefined}
          onFollowUp={change}
          followUpFailure={followUp.failure?.id === detail._id ? followUp.failure.message : null}
          onUnauthorized={onUnauthorized}
        />
      )}
    </section>
  );
}
