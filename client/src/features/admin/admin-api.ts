import { MAIL_KINDS, MailKind } from '@contract/mail-kinds';
import { CONTACT_STATUSES, ContactStatus, DEFAULT_CONTACT_STATUS } from '@contract/follow-up';
import { http, HttpError, requestBlob } from '../../lib/http';
import { csvFileName, fileNameFromDisposition, saveFile } from './csv';
import type { AuditDetail } from '@contract/audit-detail';

/** A contact request as the back-office reads it (the server's list items). */
export interface ContactSubmission {
  _id: string;
  name: string;
  email: string;
  phone: string;
  service: string;
  message: string;
  /** Step id → chosen label, in the order the steps were answered. */
  selections: [string, string][];
  /** Lead source: 'questionnaire' | 'contact' | 'autre', or null when not known. */
  source: string | null;
  /** The path the visitor was on, or null. */
  page: string | null;
  createdAt: string;
  /** When the patient ticked the consent box (ISO time), or null for a request sent without it. */
  consentAt: string | null;
  /** The version of the privacy notice they agreed to, or null. */
  noticeVersion: string | null;
  /** Where the practice stands with this request. */
  status: ContactStatus;
  /** When to call the patient back (ISO time), or null. */
  followUpAt: string | null;
}

export interface Subscriber {
  _id: string;
  email: string;
  subscribedAt: string;
}

export const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** A status the client does not know (a newer server) reads as the default rather than breaking. */
export const toStatus = (value: unknown): ContactStatus =>
  (CONTACT_STATUSES as readonly unknown[]).includes(value)
    ? (value as ContactStatus)
    : DEFAULT_CONTACT_STATUS;

/** The server is trusted, but one odd row must not break the whole screen. */
export function toContact(raw: unknown): ContactSubmission {
  const row = (raw ?? {}) as Record<string, unknown>;
  const selections =
    row.selections && typeof row.selections === 'object' && !Array.isArray(row.selections)
      ? Object.entries(row.selections as Record<string, unknown>).map(
          ([step, label]) => [step, text(label)] as [string, string],
        )
      : [];
  return {
    _id: text(row._id),
    name: text(row.name),
    email: text(row.email),
    phone: text(row.phone),
    service: text(row.service),
    message: text(row.message),
    selections,
    source: text(row.source) || null,
    page: text(row.page) || null,
    createdAt: text(row.createdAt),
    consentAt: text(row.consentAt) || null,
    noticeVersion: text(row.noticeVersion) || null,
    status: toStatus(row.status),
    followUpAt: text(row.followUpAt) || null,
  };
}

function toSubscriber(raw: unknown): Subscriber {
  const row = (raw ?? {}) as Record<string, unknown>;
  return { _id: text(row._id), email: text(row.email), subscribedAt: text(row.subscribedAt) };
}

export const list = (data: unknown): unknown[] => (Array.isArray(data) ? data : []);

/** One page of a list, newest first, and how many items match the search in all. */
export interface ListPage<T> {
  items: T[];
  total: number;
}

export interface PageQuery {
  /** The search (the server trims it and ignores case and accents); empty for every item. */
  q?: string;
  /** The `_id` of the last item already shown: the page starts after it. */
  before?: string;
  limit?: number;
  /** Only the requests at this stage of their follow-up. */
  status?: ContactStatus;
  /** Only the requests to call back by the end of today. */
  due?: boolean;
  signal?: AbortSignal;
}

export type FetchPage<T> = (query: PageQuery) => Promise<ListPage<T>>;

/** `/api/contact?limit=50&q=…`: only the parameters given, each encoded. */
export function listPath(path: string, { q, before, limit, status, due }: Omit<PageQuery, 'signal'>): string {
  const params = new URLSearchParams();
  if (limit !== undefined) params.set('limit', String(limit));
  if (before) params.set('before', before);
  if (q) params.set('q', q);
  if (status) params.set('status', status);
  if (due) params.set('due', '1');
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The X-Total-Count header; the page's own length if it is missing or unreadable. */
export function totalCount(header: string | null, pageLength: number): number {
  const total = header === null || header.trim() === '' ? NaN : Number(header);
  return Number.isSafeInteger(total) && total >= 0 ? total : pageLength;
}

async function fetchPage<T>(
  path: string,
  toItem: (raw: unknown) => T,
  query: PageQuery,
): Promise<ListPage<T>> {
  const { data, headers } = await http.get<unknown>(listPath(path, query), { signal: query.signal });
  const items = list(data).map(toItem);
  return { items, total: totalCount(headers.get('X-Total-Count'), items.length) };
}

export const fetchContactsPage: FetchPage<ContactSubmission> = (query) =>
  fetchPage('/api/contact', toContact, query);

export const fetchSubscribersPage: FetchPage<Subscriber> = (query) =>
  fetchPage('/api/newsletter', toSubscriber, query);

/** What the server can export, and the file name to use if its answer gives none. */
export const EXPORTS = {
  contacts: { path: '/api/contact/export', fileBase: 'contacts' },
  subscribers: { path: '/api/newsletter/export', fileBase: 'abonnes' },
} as const;

/**
 * Downloads the server's CSV of every item matching the search (and the status filter, for
 * requests): fetched with the token (a
 * plain link could not send it), then saved under the name the server gives.
 */
export async function downloadExport(
  list: keyof typeof EXPORTS,
  q: string,
  filter: Pick<PageQuery, 'status'> = {},
): Promise<void> {
  const { path, fileBase } = EXPORTS[list];
  const { data, headers } = await requestBlob(listPath(path, { q, ...filter }));
  const fileName =
    fileNameFromDisposition(headers.get('Content-Disposition')) ?? csvFileName(fileBase, new Date());
  saveFile(fileName, data);
}

export async function deleteContact(id: string): Promise<void> {
  await http.delete(`/api/contact/${encodeURIComponent(id)}`);
}

/** Removes a subscriber. */
export async function deleteSubscriber(id: string): Promise<void> {
  await http.delete(`/api/newsletter/${encodeURIComponent(id)}`);
}

/** GET /api/admin/status: the server's own work, for the dashboard. */
/** One kind of e-mail in the outbox: how many wait to be sent, how many failed for good. */
export interface EmailKindCount {
  kind: MailKind;
  waiting: number;
  failed: number;
}

export interface AdminStatus {
  emails: { enabled: boolean; kinds: EmailKindCount[] };
  retentionMonths: number;
  /** When the site's hourly budget of public posts was last reached (ISO time, kept 24 h), or null. */
  publicBudgetExhaustedAt: string | null;
  /** Every request, counted by status; null from a server that does not count them. */
  contactsByStatus: Record<ContactStatus, number> | null;
  /** False when the server's database role could alter the journal; null when not said. */
  journalProtected: boolean | null;
}

function toStatusCounts(value: unknown): Record<ContactStatus, number> | null {
  if (!value || typeof value !== 'object') return null;
  const row = value as Record<string, unknown>;
  return Object.fromEntries(
    CONTACT_STATUSES.map((status) => [status, typeof row[status] === 'number' ? row[status] : 0]),
  ) as Record<ContactStatus, number>;
}

function toEmailCounts(value: unknown): EmailKindCount[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((item): item is Record<string, unknown> => !!item && typeof item === 'object')
    .filter((item) => typeof item.kind === 'string' && item.kind in MAIL_KINDS)
    .map((item) => ({
      kind: item.kind as MailKind,
      waiting: typeof item.waiting === 'number' ? item.waiting : 0,
      failed: typeof item.failed === 'number' ? item.failed : 0,
    }));
}

/** Puts every e-mail that failed for good back in the queue; how many. */
export async function retryFailedEmails(): Promise<number> {
  const { data } = await http.post<{ retried?: unknown }>('/api/admin/emails/retry', {});
  return typeof data?.retried === 'number' ? data.retried : 0;
}

export async function fetchAdminStatus(): Promise<AdminStatus | null> {
  const { data } = await http.get<unknown>('/api/admin/status');
  const row = (data ?? {}) as Record<string, unknown>;
  const emails = (row.emails ?? {}) as Record<string, unknown>;
  if (typeof row.retentionMonths !== 'number') return null;
  return {
    retentionMonths: row.retentionMonths,
    emails: { enabled: emails.enabled === true, kinds: toEmailCounts(emails.kinds) },
    publicBudgetExhaustedAt:
      typeof row.publicBudgetExhaustedAt === 'string' ? row.publicBudgetExhaustedAt : null,
    contactsByStatus: toStatusCounts(row.contactsByStatus),
    journalProtected: typeof row.journalProtected === 'boolean' ? row.journalProtected : null,
  };
}

/** The token expired or was revoked: the back-office must send the administrator to sign in. */
export const isUnauthorized = (error: unknown) => error instanceof HttpError && error.status === 401;

export const OPERATION_FAILED = 'Erreur\u00a0: l’opération a échoué. Veuillez réessayer.';

/** What to tell the administrator when a call fails: the server's French message, else a general one. */
export const failureText = (error: unknown) =>
  (error instanceof HttpError && error.serverMessage) || OPERATION_FAILED;

/** An entry of the journal (GET /api/admin/audit): identifiers only. */
export interface AuditEntry {
  _id: string;
  action: string;
  /** The request or subscriber acted on, or null. */
  targetId: string | null;
  /** The administrator who acted, or null (a patient's own action, the command line). */
  actorId: string | null;
  /** The client's network (IPv4 /24, IPv6 /48), or null. */
  ip: string | null;
  /** How the action was done (a list's filters, the fields changed…), or null. */
  detail: AuditDetail | null;
  at: string;
}

/** The detail's flat values only: anything else from the server is left out. */
function toAuditDetail(value: unknown): AuditDetail | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const kept = Object.entries(value as Record<string, unknown>).filter(
    ([, v]) =>
      ['string', 'number', 'boolean'].includes(typeof v) ||
      (Array.isArray(v) && v.every((item) => typeof item === 'string')),
  );
  return kept.length ? (Object.fromEntries(kept) as AuditDetail) : null;
}

function toAuditEntry(raw: unknown): AuditEntry {
  const row = (raw ?? {}) as Record<string, unknown>;
  return {
    _id: text(row._id),
    action: text(row.action),
    targetId: text(row.targetId) || null,
    actorId: text(row.actorId) || null,
    ip: text(row.ip) || null,
    detail: toAuditDetail(row.detail),
    at: text(row.at),
  };
}

export const fetchAuditPage: FetchPage<AuditEntry> = (query) =>
  fetchPage('/api/admin/audit', toAuditEntry, query);

/** One person, by e-mail or phone: what the rights' calls take. */
export type SubjectKey = { email: string } | { phone: string };

/** A subscription of the person, or their sign-up still waiting for its e-mail confirmation. */
export interface SubjectSubscription extends Subscriber {
  pending: boolean;
}

/** An appointment of the person, taken online. */
export interface SubjectAppointment {
  _id: string;
  type: string;
  start: string;
  status: string;
}

/** Everything held about one person (GET /api/admin/subject). */
export interface SubjectData {
  contacts: ContactSubmission[];
  subscriptions: SubjectSubscription[];
  appointments: SubjectAppointment[];
}

const subjectQuery = (key: SubjectKey) => new URLSearchParams(key as Record<string, string>).toString();

export async function fetchSubject(key: SubjectKey): Promise<SubjectData> {
  const { data } = await http.get<unknown>(`/api/admin/subject?${subjectQuery(key)}`);
  const row = (data ?? {}) as Record<string, unknown>;
  return {
    contacts: list(row.contacts).map(toContact),
    subscriptions: list(row.subscriptions).map((raw) => ({
      ...toSubscriber(raw),
      pending: ((raw ?? {}) as Record<string, unknown>).consentMethod === null,
    })),
    appointments: list(row.appointments).map((raw) => {
      const item = (raw ?? {}) as Record<string, unknown>;
      return {
        _id: text(item._id),
        type: text(item.type),
        start: text(item.start),
        status: text(item.status),
      };
    }),
  };
}

/** Saves everything held about the person as a file: JSON (to hand over) or CSV (a spreadsheet). */
export async function downloadSubject(key: SubjectKey, format: 'json' | 'csv'): Promise<void> {
  const { data, headers } = await requestBlob(
    `/api/admin/subject/export?${subjectQuery(key)}&format=${format}`,
  );
  const fallback = csvFileName('donnees-personnelles', new Date()).replace(/\.csv$/, `.${format}`);
  saveFile(fileNameFromDisposition(headers.get('Content-Disposition')) ?? fallback, data);
}

/** Erases everything held about the person; how many requests and subscriptions went. */
export async function eraseSubject(
  key: SubjectKey,
): Promise<{ contacts: number; subscriptions: number; appointments: number }> {
  const { data } = await http.delete<{
    deleted?: { contacts?: unknown; subscriptions?: unknown; appointments?: unknown };
  }>(`/api/admin/subject?${subjectQuery(key)}`);
  const count = (value: unknown) => (typeof value === 'number' ? value : 0);
  return {
    contacts: count(data?.deleted?.contacts),
    subscriptions: count(data?.deleted?.subscriptions),
    appointments: count(data?.deleted?.appointments),
  };
}
