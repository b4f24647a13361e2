/**
 * The back-office's CSV exports, written for Excel in French, where it matters most: UTF-8
 * with a byte-order mark (so accents open intact), ";" between cells (the list separator of
 * the French locale: a "," file opens as one column there), CRLF line ends. Every cell is
 * quoted, inner quotes doubled; a cell that a spreadsheet would read as a formula (starting
 * with = + - @, a tab or a carriage return) gets a leading apostrophe.
 */
import { PRACTICE_TIME_ZONE } from '../../contract/booking';
import { practiceDay } from '../../contract/practice-time';

export const CSV_BOM = '\uFEFF';
const SEPARATOR = ';';
const LINE_END = '\r\n';
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | null | undefined): string {
  let text = value ?? '';
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvLine(cells: (string | null | undefined)[]): string {
  return cells.map(csvCell).join(SEPARATOR) + LINE_END;
}

// Dates and times in the practice's own time zone, whatever the server's.
const DATE_TIME = new Intl.DateTimeFormat('fr-FR', {
  timeZone: PRACTICE_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "03/03/2025 14:05", in Tunis. */
export function csvDateTime(date: Date): string {
  return DATE_TIME.format(date);
}

/** "contacts-2025-03-03.csv" (the date in Tunis). */
export function csvFileName(base: string, now = new Date()): string {
  return `${base}-${practiceDay(now)}.csv`;
}
