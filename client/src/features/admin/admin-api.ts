import { http, HttpError } from '../../lib/http';

/** A contact request as the back-office reads it (SPEC §3, issue 3's contract). */
export interface ContactSubmission {
  _id: string;
  name: string;
  email: string;
  phone: string;
  service: string;
  message: string;
  /** Step id → chosen label, in the order the steps were answered. */
  selections: [string, string][];
  /** Lead source (issue 9): 'questionnaire' | 'contact' | 'autre', or null when not known. */
  source: string | null;
  /** The path the visitor was on, or null. */
  page: string | null;
  createdAt: string;
}

export interface Subscriber {
  _id: string;
  email: string;
  subscribedAt: string;
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** The server is trusted, but one odd row must not break the whole screen. */
function toContact(raw: unknown): ContactSubmission {
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
  };
}

function toSubscriber(raw: unknown): Subscriber {
  const row = (raw ?? {}) as Record<string, unknown>;
  return { _id: text(row._id), email: text(row.email), subscribedAt: text(row.subscribedAt) };
}

const list = (data: unknown): unknown[] => (Array.isArray(data) ? data : []);

export async function fetchContacts(): Promise<ContactSubmission[]> {
  const { data } = await http.get<unknown>('/api/contact');
  return list(data).map(toContact);
}

export async function fetchSubscribers(): Promise<Subscriber[]> {
  const { data } = await http.get<unknown>('/api/newsletter');
  return list(data).map(toSubscriber);
}

export async function deleteContact(id: string): Promise<void> {
  await http.delete(`/api/contact/${encodeURIComponent(id)}`);
}

/** Removes a subscriber (issue 9). */
export async function deleteSubscriber(id: string): Promise<void> {
  await http.delete(`/api/newsletter/${encodeURIComponent(id)}`);
}

/** GET /api/admin/status (issue 9): the server's own work, for the dashboard. */
export interface AdminStatus {
  notifications: { enabled: boolean; failed: number; lastFailureAt: string | null };
  retentionMonths: number;
}

export async function fetchAdminStatus(): Promise<AdminStatus | null> {
  const { data } = await http.get<unknown>('/api/admin/status');
  const row = (data ?? {}) as Record<string, unknown>;
  const notifications = (row.notifications ?? {}) as Record<string, unknown>;
  if (typeof row.retentionMonths !== 'number') return null;
  return {
    retentionMonths: row.retentionMonths,
    notifications: {
      enabled: notifications.enabled === true,
      failed: typeof notifications.failed === 'number' ? notifications.failed : 0,
      lastFailureAt: typeof notifications.lastFailureAt === 'string' ? notifications.lastFailureAt : null,
    },
  };
}

/** The token expired or was revoked: the back-office must send the administrator to sign in. */
export const isUnauthorized = (error: unknown) => error instanceof HttpError && error.status === 401;
