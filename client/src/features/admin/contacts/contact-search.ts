import type { ContactSubmission } from '../admin-api';

/** A contact with its search text prepared once, so a keystroke costs one `includes` per row. */
export interface IndexedContact {
  contact: ContactSubmission;
  haystack: string;
}

// Fields are joined by a line break, which a search box cannot hold: a match never spans two fields.
const SEPARATOR = '\n';

export function indexContacts(contacts: ContactSubmission[]): IndexedContact[] {
  return contacts.map((contact) => ({
    contact,
    haystack: [contact.name, contact.email, contact.phone, contact.service, contact.message]
      .join(SEPARATOR)
      .toLowerCase(),
  }));
}

export const normalizeQuery = (query: string) => query.trim().toLowerCase();

/** Case-insensitive substring match over name, email, phone, service and message (SPEC §5). */
export function filterContacts(index: IndexedContact[], query: string): ContactSubmission[] {
  return filterIndex(index, normalizeQuery(query)).map((entry) => entry.contact);
}

function filterIndex(index: IndexedContact[], needle: string): IndexedContact[] {
  if (!needle) return index;
  const result: IndexedContact[] = [];
  for (const entry of index) {
    if (entry.haystack.includes(needle)) result.push(entry);
  }
  return result;
}

/**
 * `filterContacts` for one list, typed into letter by letter: when the new query extends the
 * previous one, only the previous matches can still match, so only they are scanned.
 */
export function createContactSearch(index: IndexedContact[]): (query: string) => ContactSubmission[] {
  let last = { needle: '', entries: index, contacts: index.map((entry) => entry.contact) };
  return (query) => {
    const needle = normalizeQuery(query);
    if (needle === last.needle) return last.contacts;
    const from = last.needle && needle.startsWith(last.needle) ? last.entries : index;
    const entries = filterIndex(from, needle);
    last = { needle, entries, contacts: entries.map((entry) => entry.contact) };
    return last.contacts;
  };
}

/** The first two chosen values, then an ellipsis when there are more (SPEC §2). */
export function selectionPreview(selections: [string, string][]): string {
  if (selections.length === 0) return '—';
  const shown = selections
    .slice(0, 2)
    .map(([, label]) => label)
    .join(', ');
  return selections.length > 2 ? `${shown},\u00a0…` : shown;
}
