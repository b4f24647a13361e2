/**
 * Where a request stands in the practice's follow-up, from « Nouvelle » to « Traitée » or
 * « Sans suite ». The identifiers are stored and sent by the API; the labels are what the
 * admin shows. A request starts as « Nouvelle ».
 */
export const CONTACT_STATUSES = [
  'nouvelle',
  'a-rappeler',
  'rendez-vous-fixe',
  'traitee',
  'sans-suite',
] as const;

export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const CONTACT_STATUS_LABELS: Record<ContactStatus, string> = {
  nouvelle: 'Nouvelle',
  'a-rappeler': 'À rappeler',
  'rendez-vous-fixe': 'Rendez-vous fixé',
  traitee: 'Traitée',
  'sans-suite': 'Sans suite',
};

export const DEFAULT_CONTACT_STATUS: ContactStatus = 'nouvelle';

/** The longest note the administrator can write on a request. */
export const NOTE_MAX_LENGTH = 2000;

/** A note on a request, as the API gives it. */
export interface ContactNote {
  _id: string;
  text: string;
  /** ISO 8601 UTC. */
  createdAt: string;
}

/** One change of a request's follow-up: its status or its call-back time, from → to. */
export interface ContactChange {
  _id: string;
  field: 'status' | 'followUpAt';
  /** A status identifier, or an ISO time; null for none. */
  from: string | null;
  to: string | null;
  at: string;
}

/** GET /api/admin/stats?weeks=N */
export interface ContactStats {
  /** The first day (Monday, Africa/Tunis) of the first week counted, YYYY-MM-DD. */
  since: string;
  /** Oldest first: each week's Monday and its requests, in all and by source. */
  weeks: { week: string; total: number; bySource: Record<string, number> }[];
  /** Over the whole period: requests by source (« inconnue » when not known), by service, by current status. */
  bySource: Record<string, number>;
  byService: Record<string, number>;
  byStatus: Record<ContactStatus, number>;
  /** Requests of the period that reached « Rendez-vous fixé » (now or at any time), and their share of all. */
  booked: number;
  total: number;
  /** booked / total, 0 when there is none. */
  conversion: number;
}
