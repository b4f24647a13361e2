import { addDays, practiceDay } from '@contract/practice-time';
import { SectionId, SECTIONS } from './sections';

/**
 * The back-office's addresses. The sections stay sections of one screen (the sidebar and the
 * header stay mounted), but each has its own address, so that a place in the back-office can be
 * bookmarked, reopened with F5 and reached with Back and Forward. The words are French, like the
 * screen: the address is something the practice reads and shares.
 */
export const ADMIN_ROOT = '/admin';

export const SECTION_PATHS: Record<SectionId, string> = {
  dashboard: ADMIN_ROOT,
  contacts: `${ADMIN_ROOT}/demandes`,
  agenda: `${ADMIN_ROOT}/agenda`,
  stats: `${ADMIN_ROOT}/statistiques`,
  newsletter: `${ADMIN_ROOT}/abonnes`,
  journal: `${ADMIN_ROOT}/journal`,
  subject: `${ADMIN_ROOT}/droits`,
  team: `${ADMIN_ROOT}/equipe`,
  security: `${ADMIN_ROOT}/compte`,
};

export const sectionPath = (section: SectionId) => SECTION_PATHS[section];

/** One request's detail, open over the requests' list. */
export const contactPath = (id: string) => `${SECTION_PATHS.contacts}/${encodeURIComponent(id)}`;

/** Where an address leads: a section (with the request whose detail is open), or nowhere known. */
export type AdminPlace = { section: SectionId; contactId?: string } | { section: null };

const BY_SEGMENT = new Map<string, SectionId>(
  SECTIONS.map(({ id }) => [SECTION_PATHS[id].slice(ADMIN_ROOT.length + 1), id]),
);

/** A request's id as it may appear in an address: one segment, no spaces or control characters. */
const CONTACT_ID = /^[\w-]{1,100}$/;

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The place an address under /admin names. A trailing slash changes nothing. */
export function adminPlace(pathname: string): AdminPlace {
  if (pathname !== ADMIN_ROOT && !pathname.startsWith(`${ADMIN_ROOT}/`)) return { section: null };
  const segments = pathname.slice(ADMIN_ROOT.length).split('/').filter(Boolean);
  if (segments.length === 0) return { section: 'dashboard' };
  const section = BY_SEGMENT.get(segments[0]);
  if (!section || section === 'dashboard') return { section: null };
  if (segments.length === 1) return { section };
  if (section !== 'contacts' || segments.length > 2) return { section: null };
  const id = decoded(segments[1]);
  return id && CONTACT_ID.test(id) ? { section, contactId: id } : { section: null };
}

/** The agenda's week in its address: `?semaine=2026-W48` (ISO 8601 week). */
export const WEEK_PARAM = 'semaine';

const ISO_WEEK = /^(\d{4})-W(\d{2})$/;

const weekdayOf = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay() || 7;

/** The Monday (YYYY-MM-DD) of ISO week 1 of `year`: the week that holds 4 January. */
function firstMonday(year: number): string {
  const january4 = `${String(year).padStart(4, '0')}-01-04`;
  return addDays(january4, 1 - weekdayOf(january4));
}

/** The ISO week (`2026-W48`) of a day. Its year is the year of that week's Thursday. */
export function isoWeek(day: string): string {
  const thursday = addDays(day, 4 - weekdayOf(day));
  const year = Number(thursday.slice(0, 4));
  const week =
    Math.round(
      (Date.parse(`${thursday}T12:00:00Z`) - Date.parse(`${firstMonday(year)}T12:00:00Z`)) / (7 * 86_400_000),
    ) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/**
 * The Monday of an ISO week written `2026-W48`, or null when the text is not one (a week 53 only
 * in the years that have it).
 */
export function mondayOfIsoWeek(text: string | null | undefined): string | null {
  const match = text ? ISO_WEEK.exec(text) : null;
  if (!match) return null;
  const year = Number(match[1]);
  const week = Number(match[2]);
  if (year < 1970 || week < 1 || week > 53) return null;
  const monday = addDays(firstMonday(year), (week - 1) * 7);
  return isoWeek(monday) === text ? monday : null;
}

/** The week the agenda shows for an address's `semaine`: that week, or this one (in Tunis) if absent or wrong. */
export function agendaMonday(param: string | null, today: string = practiceDay()): string {
  return mondayOfIsoWeek(param) ?? addDays(today, 1 - weekdayOf(today));
}

/** The agenda's address for the week starting `monday`. */
export const agendaPath = (monday: string) => `${SECTION_PATHS.agenda}?${WEEK_PARAM}=${isoWeek(monday)}`;

/** The request an appointment is being fixed for: `/admin/agenda?demande=<id>` opens the form filled in. */
export const REQUEST_PARAM = 'demande';

/** The agenda's address that opens « Nouveau rendez-vous » for a request. */
export const appointmentForRequestPath = (id: string) =>
  `${SECTION_PATHS.agenda}?${REQUEST_PARAM}=${encodeURIComponent(id)}`;

/** The request named by an address's `demande`, or null when absent or not an id. */
export const requestParam = (value: string | null) => (value && CONTACT_ID.test(value) ? value : null);
