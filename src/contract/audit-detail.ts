import { CONTACT_STATUS_LABELS, ContactStatus } from './follow-up';

/**
 * The `detail` of a journal entry: how an action was done, never on whom. A list read records
 * the shape of its query (which filters, which page, whether a search was typed and what it
 * looked like), never the text searched; a change records which fields changed, never a text
 * typed. Small flat values only (the database caps an entry's detail at 1 000 bytes).
 */
export type AuditDetail = Record<string, string | number | boolean | string[]>;

/** What a search text looked like, without keeping it. */
export type SearchKind = 'e-mail' | 'téléphone' | 'texte';

/** The kind of a search text: an address, a number, or any other text. */
export function searchKind(q: string): SearchKind {
  if (q.includes('@')) return 'e-mail';
  // Digits with the separators a number is written with, and enough digits to be one.
  if (/^[\d\s+().-]+$/.test(q) && (q.match(/\d/g)?.length ?? 0) >= 3) return 'téléphone';
  return 'texte';
}

/** The follow-up fields a change may name, as the admin calls them. */
const FIELD_LABELS: Record<string, string> = { status: 'statut', followUpAt: 'date de rappel' };

const plural = (n: number, one: string, many: string) => `${n}\u00a0${n > 1 ? many : one}`;

const KEY_ORDER = [
  'by',
  'format',
  'fields',
  'q',
  'status',
  'due',
  'page',
  'limit',
  'contacts',
  'subscriptions',
  'appointments',
];

/** One part of a detail in French, or undefined for a key this version does not know. */
function describePart(key: string, value: AuditDetail[string]): string | undefined {
  switch (key) {
    case 'q':
      return `recherche (${String(value)})`;
    case 'status':
      return `statut «\u00a0${CONTACT_STATUS_LABELS[value as ContactStatus] ?? String(value)}\u00a0»`;
    case 'due':
      return value === true ? 'à rappeler aujourd’hui' : undefined;
    case 'page':
      return value === 'suivante' ? 'page suivante' : 'première page';
    case 'limit':
      return `${String(value)}\u00a0par page`;
    case 'fields':
      return `champs\u00a0: ${(Array.isArray(value) ? value : [String(value)]).map((f) => FIELD_LABELS[f] ?? f).join(', ')}`;
    case 'by':
      return `par ${String(value)}`;
    case 'format':
      return `format ${String(value).toUpperCase()}`;
    case 'contacts':
      return typeof value === 'number' ? plural(value, 'demande', 'demandes') : undefined;
    case 'subscriptions':
      return typeof value === 'number' ? plural(value, 'abonnement', 'abonnements') : undefined;
    case 'appointments':
      return typeof value === 'number' ? plural(value, 'rendez-vous', 'rendez-vous') : undefined;
    default:
      return undefined;
  }
}

/**
 * A detail as the admin's « Journal » shows it: « recherche (téléphone), statut « À rappeler »,
 * page suivante ». A key this version does not know is shown as it is stored.
 */
export function describeAuditDetail(detail: AuditDetail | null | undefined): string {
  if (!detail) return '';
  // In this order whatever the storage's (jsonb sorts the keys its own way); unknown keys last.
  const rank = (key: string) => (KEY_ORDER.indexOf(key) + KEY_ORDER.length + 1) % (KEY_ORDER.length + 1);
  const entries = Object.entries(detail).sort(([a], [b]) => rank(a) - rank(b));
  const parts = entries.map(
    ([key, value]) =>
      describePart(key, value) ?? `${key}\u00a0: ${Array.isArray(value) ? value.join(', ') : String(value)}`,
  );
  const text = parts.join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
