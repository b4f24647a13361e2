import type { ContactChange, ContactNote, ContactStatus } from '@contract/follow-up';
import { http, request } from '../../../lib/http';
import { ContactSubmission, fetchContactsPage, list, ListPage, text, toContact } from '../admin-api';

/** One request in full: the list's fields, its notes and its history, newest first. */
export interface ContactRecord extends ContactSubmission {
  notes: ContactNote[];
  history: ContactChange[];
  /** The number in E.164; null when it was not recognised (no lookup finds the request by it). */
  phoneE164?: string | null;
}

/** What the administrator changes of a request's follow-up. */
export interface FollowUpPatch {
  status?: ContactStatus;
  /** ISO time, or null to clear it. */
  followUpAt?: string | null;
}

const path = (id: string) => `/api/contact/${encodeURIComponent(id)}`;

export function toNote(raw: unknown): ContactNote {
  const row = (raw ?? {}) as Record<string, unknown>;
  return { _id: text(row._id), text: text(row.text), createdAt: text(row.createdAt) };
}

function toChange(raw: unknown): ContactChange {
  const row = (raw ?? {}) as Record<string, unknown>;
  return {
    _id: text(row._id),
    field: row.field === 'followUpAt' ? 'followUpAt' : 'status',
    from: text(row.from) || null,
    to: text(row.to) || null,
    at: text(row.at),
  };
}

export function toContactRecord(raw: unknown): ContactRecord {
  const row = (raw ?? {}) as Record<string, unknown>;
  return {
    ...toContact(raw),
    notes: list(row.notes).map(toNote),
    history: list(row.history).map(toChange),
    phoneE164: typeof row.phoneE164 === 'string' ? row.phoneE164 : row.phoneE164 === null ? null : undefined,
  };
}

/** One request as the server holds it now; opening it is written in the journal. */
export async function fetchContactRecord(id: string, signal?: AbortSignal): Promise<ContactRecord> {
  const { data } = await http.get<unknown>(path(id), { signal });
  return toContactRecord(data);
}

/** Changes the status or the call-back time; the request as it now is. */
export async function updateFollowUp(id: string, patch: FollowUpPatch): Promise<ContactRecord> {
  const { data } = await request<unknown>(path(id), { method: 'PATCH', body: patch });
  return toContactRecord(data);
}

export async function addNote(id: string, noteText: string): Promise<ContactNote> {
  const { data } = await http.post<unknown>(`${path(id)}/notes`, { text: noteText });
  return toNote(data);
}

/** The most call-backs the dashboard lists: more would be a backlog to work from the list. */
export const DUE_LIMIT = 100;

/** The requests « À rappeler » by the end of today (or with no time set), and how many in all. */
export const fetchDueContacts = (signal?: AbortSignal): Promise<ListPage<ContactSubmission>> =>
  fetchContactsPage({ due: true, limit: DUE_LIMIT, signal });
