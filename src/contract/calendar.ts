import type { ConsultationMode } from './booking';
import { PRACTICE_ADDRESS, PRACTICE_EMAIL } from './practice-contact';
import { PRACTICE_SHORT_NAME } from './practice-name';

/**
 * The appointment as a one-event iCalendar file (RFC 5545), the same whether the patient takes it
 * from the booking page or from the confirmation e-mail: same UID, so a calendar that gets both
 * keeps one entry, and a later cancellation (METHOD:CANCEL, a higher SEQUENCE) removes it.
 * Times are written in UTC, so every calendar shows the right hour wherever the device is.
 */
export interface AppointmentCalendar {
  id: string;
  /** The site's host (www.example.tn): the UID's right-hand side. */
  host: string;
  start: string | Date;
  end: string | Date;
  typeName: string;
  mode: ConsultationMode;
  cancelUrl: string;
  /** PUBLISH to add the entry; CANCEL, with a higher sequence, to take it away. */
  method?: 'PUBLISH' | 'CANCEL';
  sequence?: number;
  /** When the file was made (DTSTAMP); now by default. */
  stamp?: Date;
}

export const appointmentUid = (id: string, host: string) => `${id}@${host}`;

/** Where the appointment takes place, as the page and the calendar entry say it. */
export const appointmentPlace = (mode: ConsultationMode) =>
  mode === 'video'
    ? 'Consultation vidéo'
    : `${PRACTICE_ADDRESS.street}, ${PRACTICE_ADDRESS.area}, ${PRACTICE_ADDRESS.city}, ${PRACTICE_ADDRESS.country}`;

/** 2026-11-26T09:30:00+01:00 → 20261126T083000Z */
export const icsUtc = (instant: string | Date) =>
  new Date(instant)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');

/** Text values escape backslashes, commas, semicolons and line breaks. */
export const icsText = (value: string) => value.replace(/([\\;,])/g, '\\$1').replace(/\r?\n/g, '\\n');

const encoder = new TextEncoder();

/** Lines longer than 75 octets go on after a line break and a space, never inside a character. */
export function foldLine(line: string): string {
  let out = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    if (size + bytes > 75) {
      out += '\r\n ';
      size = 1; // the continuation's space counts
    }
    out += char;
    size += bytes;
  }
  return out;
}

// ORGANIZER's value must be a cal-address, a URI: without the practice's e-mail there is no
// valid one to write, so the line is left out rather than written wrong. The name is quoted,
// its own double quotes dropped, since a parameter value cannot hold them.
const organizer = () =>
  PRACTICE_EMAIL ? [`ORGANIZER;CN="${PRACTICE_SHORT_NAME.replace(/"/g, '')}":mailto:${PRACTICE_EMAIL}`] : [];

export function appointmentCalendar(event: AppointmentCalendar): string {
  const method = event.method ?? 'PUBLISH';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Cabinet//Rendez-vous en ligne//FR',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    'BEGIN:VEVENT',
    `UID:${appointmentUid(event.id, event.host)}`,
    `SEQUENCE:${event.sequence ?? 0}`,
    `DTSTAMP:${icsUtc(event.stamp ?? new Date())}`,
    `DTSTART:${icsUtc(event.start)}`,
    `DTEND:${icsUtc(event.end)}`,
    `SUMMARY:${icsText(`${event.typeName} – ${PRACTICE_SHORT_NAME}`)}`,
    `LOCATION:${icsText(appointmentPlace(event.mode))}`,
    `DESCRIPTION:${icsText(method === 'CANCEL' ? 'Rendez-vous annulé.' : `Rendez-vous pris en ligne. Pour l’annuler\u00a0: ${event.cancelUrl}`)}`,
    ...organizer(),
    method === 'CANCEL' ? 'STATUS:CANCELLED' : 'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
