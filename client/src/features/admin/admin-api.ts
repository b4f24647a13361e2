import { MAIL_KINDS } from '@contract/mail-kinds';
import { CONTACT_STATUSES, ContactStatus, DEFAULT_CONTACT_STATUS } from '@contract/follow-up';
import { api, unwrap } from '../../lib/api/client';
import type { components } from '../../lib/api/schema';
import { HttpError } from '../../lib/http';
import { csvFileName, fileNameFromDisposition, saveFile } from './csv';

type Schemas = components['schemas'];

/** A contact request as the server lists it. */
export type ContactRow = Schemas['ContactRowDto'];

/** A request as the back-office reads it: its answers as (step, label) pairs, in order. */
export type AsSubmission<R extends ContactRow> = Omit<R, 'selections'> & { selections: [string, string][] };

export type ContactSubmission = AsSubmission<ContactRow>;

export type Subscriber = Schemas['SubscriberDto'];

/** A status the client does not know (a newer server) reads as the default rather than breaking. */
export const toStatus = (value: unknown): ContactStatus =>
  (CONTACT_STATUSES as readonly unknown[]).includes(value)
    ? (value as ContactStatus)
    : DEFAULT_CONTACT_STATUS;

export function toContact<R extends ContactRow>(row: R): AsSubmission<R> {
  return {
    ...row,
    selections: Object.entries(row.selections ?? {}),
    status: toStatus(row.status),
  };
}

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

/** The query string of a list: only the parameters given (an empty search is none). */
export function listQuery({ q, before, limit, status, due }: Omit<PageQuery, 'signal'>) {
  return {
    ...(limit !== undefined && { limit }),
    ...(before && { before }),
    ...(q && { q }),
    ...(status && { status }),
    ...(due && { due: '1' as const }),
  };
}

/** The X-Total-Count header; the page's own length if it is missing or unreadable. */
export function totalCount(header: string | null, pageLength: number): number {
  const total = header === null || header.trim() === '' ? NaN : Number(header);
  return Number.isSafeInteger(total) && total >= 0 ? total : pageLength;
}

function toPage<T>(items: T[], headers: Headers): ListPage<T> {
  return { items, total: totalCount(headers.get('X-Total-Count'), items.length) };
}

export const fetchContactsPage: FetchPage<ContactSubmission> = async ({ signal, ...query }) => {
  const { data, headers } = await unwrap(
    api.GET('/contact', { params: { query: listQuery(query) }, signal }),
  );
  return toPage(data.map(toContact), headers);
};

export const fetchSubscribersPage: FetchPage<Subscriber> = async ({ signal, q, before, limit }) => {
  const { data, headers } = await unwrap(
    api.GET('/newsletter', {
      params: { query: listQuery({ q, before, limit }) },
      signal,
    }),
  );
  return toPage(data, headers);
};

/** What the server can export, and the file name to use if its answer gives none. */
export const EXPORTS = {
  contacts: { fileBase: 'contacts' },
  subscribers: { fileBase: 'abonnes' },
} as const;

/**
 * Downloads the server's CSV of every item matching the search (and the status filter, for
 * requests): fetched with the token (a plain link could not send it), then saved under the
 * name the server gives.
 */
export async function downloadExport(
  list: keyof typeof EXPORTS,
  q: string,
  filter: Pick<PageQuery, 'status'> = {},
): Promise<void> {
  const { data, headers } = await unwrap(
    list === 'contacts'
      ? api.GET('/contact/export', { params: { query: listQuery({ q, ...filter }) }, parseAs: 'blob' })
      : api.GET('/newsletter/export', { params: { query: listQuery({ q }) }, parseAs: 'blob' }),
  );
  const fileName =
    fileNameFromDisposition(headers.get('Content-Disposition')) ??
    csvFileName(EXPORTS[list].fileBase, new Date());
  saveFile(fileName, data);
}

export async function deleteContact(id: string): Promise<void> {
  await unwrap(api.DELETE('/contact/{id}', { params: { path: { id } } }));
}

/** Removes a subscriber. */
export async function deleteSubscriber(id: string): Promise<void> {
  await unwrap(api.DELETE('/newsletter/{id}', { params: { path: { id } } }));
}

/** One kind of e-mail in the outbox: how many wait to be sent, how many failed for good. */
export type EmailKindCount = Schemas['MailKindCountDto'];

/**
 * GET /admin/status, for the dashboard. A replica still running the previous version during a
 * deployment may not count the requests by status nor say whether the journal is protected:
 * null then, and the dashboard leaves them out.
 */
export type AdminStatus = Omit<Schemas['AdminStatusDto'], 'contactsByStatus' | 'journalProtected'> & {
  contactsByStatus: Schemas['AdminStatusDto']['contactsByStatus'] | null;
  journalProtected: boolean | null;
};

/** Puts every e-mail that failed for good back in the queue; how many. */
export async function retryFailedEmails(): Promise<number> {
  const { data } = await unwrap(api.POST('/admin/emails/retry', { body: {} }));
  return data.retried;
}

export async function fetchAdminStatus(): Promise<AdminStatus> {
  const { data } = await unwrap(api.GET('/admin/status'));
  return {
    ...data,
    // A kind this version cannot name (a newer server) is left out rather than shown blank.
    emails: { ...data.emails, kinds: data.emails.kinds.filter((item) => item.kind in MAIL_KINDS) },
    contactsByStatus: data.contactsByStatus ?? null,
    journalProtected: data.journalProtected ?? null,
  };
}

/** The token expired or was revoked: the back-office must send the administrator to sign in. */
export const isUnauthorized = (error: unknown) => error instanceof HttpError && error.status === 401;

export const OPERATION_FAILED = 'Erreur\u00a0: l’opération a échoué. Veuillez réessayer.';

/** What to tell the administrator when a call fails: the server's French message, else a general one. */
export const failureText = (error: unknown) =>
  (error instanceof HttpError && error.serverMessage) || OPERATION_FAILED;

/** An entry of the journal (GET /admin/audit): identifiers only. */
export type AuditEntry = Schemas['AuditEntryDto'];

export const fetchAuditPage: FetchPage<AuditEntry> = async ({ signal, q, before, limit }) => {
  const { data, headers } = await unwrap(
    api.GET('/admin/audit', {
      params: { query: listQuery({ q, before, limit }) },
      signal,
    }),
  );
  return toPage(data, headers);
};

/** One person, by e-mail or phone: what the rights' calls take. */
export type SubjectKey = { email: string } | { phone: string };

/** A subscription of the person, or their sign-up still waiting for its e-mail confirmation. */
export type SubjectSubscription = Schemas['SubjectSubscriptionDto'] & { pending: boolean };

/** An appointment of the person, taken online. */
export type SubjectAppointment = Schemas['SubjectAppointmentDto'];

/** Everything held about one person (GET /admin/subject). */
export interface SubjectData {
  contacts: ContactSubmission[];
  subscriptions: SubjectSubscription[];
  appointments: SubjectAppointment[];
}

export async function fetchSubject(key: SubjectKey): Promise<SubjectData> {
  const { data } = await unwrap(api.GET('/admin/subject', { params: { query: key } }));
  return {
    contacts: data.contacts.map(toContact),
    subscriptions: data.subscriptions.map((row) => ({ ...row, pending: row.consentMethod === null })),
    appointments: data.appointments,
  };
}

/** Saves everything held about the person as a file: JSON (to hand over) or CSV (a spreadsheet). */
export async function downloadSubject(key: SubjectKey, format: 'json' | 'csv'): Promise<void> {
  const { data, headers } = await unwrap(
    api.GET('/admin/subject/export', { params: { query: { ...key, format } }, parseAs: 'blob' }),
  );
  const fallback = csvFileName('donnees-personnelles', new Date()).replace(/\.csv$/, `.${format}`);
  saveFile(fileNameFromDisposition(headers.get('Content-Disposition')) ?? fallback, data);
}

/** Erases everything held about the person; how many requests, subscriptions and appointments went. */
export async function eraseSubject(key: SubjectKey): Promise<Schemas['SubjectDeletedCountsDto']> {
  const { data } = await unwrap(api.DELETE('/admin/subject', { params: { query: key } }));
  return data.deleted;
}
