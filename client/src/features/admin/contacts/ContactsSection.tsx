import { AlertTriangle, Download } from 'lucide-react';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import type { ContactSubmission } from '../admin-api';
import { contactsCsv, csvFileName, downloadCsv } from '../csv';
import { SearchBox } from '../SearchBox';
import { ShowMore } from '../ShowMore';
import type { DeleteOutcome } from '../use-admin-session';
import { useMediaQuery, WIDE_QUERY } from '../use-media-query';
import { usePaged } from '../use-paged';
import { ContactCards } from './ContactCards';
import { ContactDetail } from './ContactDetail';
import { ContactsTable } from './ContactsTable';
import { createContactSearch, indexContacts, normalizeQuery } from './contact-search';

export const DELETE_FAILED = 'Erreur: Échec de la suppression du contact. Veuillez réessayer.';

interface ContactsSectionProps {
  contacts: ContactSubmission[];
  removeContact(contact: ContactSubmission, options?: { confirmed?: boolean }): Promise<DeleteOutcome>;
}

/**
 * Contacts (SPEC §2): search, a table on wide screens or cards on narrow ones, the detail,
 * and deletion. The search text of each row is prepared once per list; each keystroke is
 * one substring test per row, rendered with a deferred value and by pages of 50.
 */
export function ContactsSection({ contacts, removeContact }: ContactsSectionProps) {
  const wide = useMediaQuery(WIDE_QUERY);
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const search = useMemo(() => createContactSearch(indexContacts(contacts)), [contacts]);
  const matches = useMemo(() => search(deferredQuery), [search, deferredQuery]);
  const { visible, remaining, showMore } = usePaged(matches, normalizeQuery(deferredQuery));

  const [detail, setDetail] = useState<ContactSubmission | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [failed, setFailed] = useState<ContactSubmission | null>(null);

  const remove = useCallback(
    async (contact: ContactSubmission, confirmed = false) => {
      setDeletingId(contact._id);
      const outcome = await removeContact(contact, { confirmed });
      setDeletingId(null);
      if (outcome === 'cancelled') return;
      // After a delete from the detail, or a failure (shown in place of the list), the detail closes.
      setDetail(null);
      setFailed(outcome === 'failed' ? contact : null);
    },
    [removeContact],
  );
  const askToRemove = useCallback((contact: ContactSubmission) => void remove(contact), [remove]);
  // The export holds the list as filtered by the search (issue 9), every page of it.
  const exportCsv = () => downloadCsv(csvFileName('contacts', new Date()), contactsCsv(matches));

  return (
    <section className="admin-section" aria-labelledby="contacts-title">
      <div className="admin-toolbar">
        <h2 id="contacts-title" className="admin-section__title">
          {matches.length} Soumissions de contact
        </h2>
        <SearchBox
          id="contacts-search"
          label="Rechercher un contact (nom, email, téléphone, service, message)"
          placeholder="Rechercher..."
          value={query}
          onChange={setQuery}
        />
        <button type="button" className="admin-button" onClick={exportCsv} disabled={matches.length === 0}>
          <Download aria-hidden="true" />
          Exporter (CSV)
        </button>
      </div>

      {failed ? (
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
      ) : matches.length === 0 ? (
        <p className="admin-empty">Aucun contact trouvé</p>
      ) : (
        <div aria-busy={query !== deferredQuery} data-query={normalizeQuery(deferredQuery)}>
          {wide ? (
            <ContactsTable
              contacts={visible}
              onView={setDetail}
              onDelete={askToRemove}
              deletingId={deletingId}
            />
          ) : (
            <ContactCards
              contacts={visible}
              onView={setDetail}
              onDelete={askToRemove}
              deletingId={deletingId}
            />
          )}
          <ShowMore shown={visible.length} total={matches.length} remaining={remaining} onMore={showMore} />
        </div>
      )}

      {detail && (
        <ContactDetail
          key={`${detail._id}-${wide}`}
          contact={detail}
          wide={wide}
          deleting={deletingId === detail._id}
          onClose={() => setDetail(null)}
          onDelete={askToRemove}
        />
      )}
    </section>
  );
}
