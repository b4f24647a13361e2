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
