import { LEAD_SOURCE_LABELS, LeadSource } from '../../../../src/contact/lead-sources';
import { formatShortDate, formatTime } from '../../lib/format';
import type { ContactSubmission, Subscriber } from './admin-api';

/**
 * CSV exports of the back-office (issue 9). Written for Excel in French, where it matters
 * most: UTF-8 with a byte-order mark (so accents open intact), ";" between cells (the list
 * separator of the French locale: a "," file opens as one column there), CRLF line ends.
 * Every cell is quoted, inner quotes doubled; a cell that a spreadsheet would read as a
 * formula (starting with = + - @, a tab or a carriage return) gets a leading apostrophe.
 */
export const CSV_SEPARATOR = ';';
export const CSV_BOM = '\uFEFF';
const LINE_END = '\r\n';
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell, quoted and neutralised. */
export function csvCell(value: string | null | undefined): string {
  let text = value ?? '';
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** The whole file's text: BOM, header row, one line per row, each line ending in CRLF. */
export function toCsv(header: string[], rows: (string | null | undefined)[][]): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(CSV_SEPARATOR));
  return CSV_BOM + lines.map((line) => line + LINE_END).join('');
}

/** "03/03/2025 14:05" in the runtime's time zone; "" for an invalid date. */
export function csvDateTime(value: string): string {
  const date = formatShortDate(value);
  return date ? `${date} ${formatTime(value)}` : '';
}

export const CONTACT_COLUMNS = [
  'Nom',
  'E-mail',
  'Téléphone',
  'Service',
  'Sélections',
  'Message',
  'Source',
  'Page',
  'Date',
];

/** "Étape 1: Visage; Étape 2: Les lèvres", in the order the steps were answered. */
export function selectionsText(selections: [string, string][]): string {
  return selections.map(([, label], index) => `Étape ${index + 1}: ${label}`).join('; ');
}

export function sourceLabel(source: string | null): string {
  if (!source) return '';
  return Object.prototype.hasOwnProperty.call(LEAD_SOURCE_LABELS, source)
    ? LEAD_SOURCE_LABELS[source as LeadSource]
    : source;
}

export function contactsCsv(contacts: ContactSubmission[]): string {
  return toCsv(
    CONTACT_COLUMNS,
    contacts.map((c) => [
      c.name,
      c.email,
      c.phone,
      c.service,
      selectionsText(c.selections),
      c.message,
      sourceLabel(c.source),
      c.page,
      csvDateTime(c.createdAt),
    ]),
  );
}

export const SUBSCRIBER_COLUMNS = ['E-mail', "Date d'inscription"];

export function subscribersCsv(subscribers: Subscriber[]): string {
  return toCsv(
    SUBSCRIBER_COLUMNS,
    subscribers.map((s) => [s.email, csvDateTime(s.subscribedAt)]),
  );
}

/** "contacts-2025-03-03.csv" (the local date). */
export function csvFileName(base: string, now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${base}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

/** Saves the text as a file: a Blob, an object URL and a temporary link with `download`. */
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so the download has its data.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
