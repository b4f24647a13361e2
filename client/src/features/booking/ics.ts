import type { BookingCreated, ConsultationType } from './booking-api';
import { appointmentCalendar } from '@contract/calendar';

/**
 * The booking page's calendar file, made in the page (no request, nothing stored) by the same
 * builder as the confirmation e-mail's attachment: same UID (the appointment's id at the site's
 * host), so a calendar given both keeps one entry.
 */
export function pageCalendar(
  type: Pick<ConsultationType, 'name' | 'mode'>,
  booking: Pick<BookingCreated, '_id' | 'start' | 'end'>,
  cancelUrl: string,
  host = window.location.host,
): string {
  return appointmentCalendar({
    id: booking._id,
    host,
    start: booking.start,
    end: booking.end,
    typeName: type.name,
    mode: type.mode,
    cancelUrl,
  });
}
