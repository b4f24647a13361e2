import { practice } from '../../content/practice';

/** The booking page and the page its cancellation link opens. */
export const BOOKING_PATHS = {
  booking: '/rendez-vous',
  cancel: '/rendez-vous/annulation',
} as const;

/** The booking page's steps: where its header's « Prendre rendez-vous » leads on that page. */
export const BOOKING_AREA_ID = 'reservation';

/**
 * Whether « Rendez-vous » leads to the site's own booking page (rather than to an outside
 * booking service): only then do the contact page and the request forms offer to choose a slot.
 */
export function siteBookingOn(bookingUrl: string = practice.bookingUrl): boolean {
  return bookingUrl === BOOKING_PATHS.booking;
}

/** The link that cancels one appointment (kept by the patient, opened later). */
export function cancelLink(id: string, token: string): string {
  return `${BOOKING_PATHS.cancel}?${new URLSearchParams({ id, token })}`;
}

/** The query key that carries the request a patient just sent to the booking page. */
const REQUEST_KEY = 'demande';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The booking page, carrying the request just sent (`/rendez-vous?demande=<id>`): the booking
 * then moves that request's follow-up to « Rendez-vous fixé », if it is the same person's.
 */
export function bookingLink(requestId?: string): string {
  return requestId
    ? `${BOOKING_PATHS.booking}?${new URLSearchParams({ [REQUEST_KEY]: requestId })}`
    : BOOKING_PATHS.booking;
}

/** The request id the booking page was opened with, if it is one. */
export function requestIdFromAddress(search: string = window.location.search): string | undefined {
  const id = new URLSearchParams(search).get(REQUEST_KEY)?.trim();
  return id && UUID.test(id) ? id : undefined;
}
