import { api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';
import { AsSubmission, ContactSubmission, fetchContactsPage, ListPage, toContact } from '../admin-api';

type Schemas = components['schemas'];

export type ContactNote = Schemas['ContactNoteDto'];

/** One change of a request's follow-up: its status or its call-back time, from → to. */
export type ContactChange = Schemas['ContactChangeDto'];

/** One request in full: the list's fields, its notes and its history, newest first. */
export type ContactRecord = AsSubmission<Schemas['ContactRecordDto']>;

/** What the administrator changes of a request's follow-up (a time is ISO; null clears it). */
export type FollowUpPatch = Schemas['ChangeFollowUpDto'];

/** One request as the server holds it now; opening it is written in the journal. */
export async function fetchContactRecord(id: string, signal?: AbortSignal): Promise<ContactRecord> {
  const { data } = await unwrap(api.GET('/contact/{id}', { params: { path: { id } }, signal }));
  return toContact(data);
}

/** Changes the status or the call-back time; the request as it now is. */
export async function updateFollowUp(id: string, patch: FollowUpPatch): Promise<ContactRecord> {
  const { data } = await unwrap(api.PATCH('/contact/{id}', { params: { path: { id } }, body: patch }));
  return toContact(data);
}

export async function addNote(id: string, noteText: string): Promise<ContactNote> {
  const { data } = await unwrap(
    api.POST('/contact/{id}/notes', { params: { path: { id } }, body: { text: noteText } }),
  );
  return data;
}

/** The most call-backs the dashboard lists: more would be a backlog to work from the list. */
export const DUE_LIMIT = 100;

/** The requests « À rappeler » by the end of today (or with no time set), and how many in all. */
export const fetchDueContacts = (signal?: AbortSignal): Promise<ListPage<ContactSubmission>> =>
  fetchContactsPage({ due: true, limit: DUE_LIMIT, signal });
