import type { WeeklyHours } from './agenda-api';
import { addDays, practiceDay, practiceMinutes } from '@contract/practice-time';

/** The Monday (Tunis) of the week holding `day`, YYYY-MM-DD. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay() || 7;
  return addDays(day, 1 - weekday);
}

/** This week's Monday in Tunis. */
export const thisMonday = () => mondayOf(practiceDay());

/** The seven days of the week starting `monday`. */
export const weekDays = (monday: string) => Array.from({ length: 7 }, (_, i) => addDays(monday, i));

/** The digits wa.me wants: the number with its country code, Tunisia's when none is written. */
export function whatsappDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^00/, '');
  return digits.length === 8 ? `216${digits}` : digits;
}

/** A WhatsApp link with a French confirmation ready to send. */
export function whatsappConfirmation(phone: string, name: string, when: string): string {
  const text = `Bonjour ${name}, le cabinet vous confirme votre rendez-vous du ${when} (heure de Tunis). À bientôt.`;
  return `https://wa.me/${whatsappDigits(phone)}?text=${encodeURIComponent(text)}`;
}

/** One day's ranges as typed: « 09:00-12:00, 14:00-18:00 » (empty: closed). */
export const rangesText = (ranges: WeeklyHours[string] = []) =>
  ranges.map(([a, b]) => `${a}-${b}`).join(', ');

/** The text of one day back to ranges, or null when it does not read as « HH:MM-HH:MM, … ». */
export function parseRanges(text: string): [string, string][] | null {
  const trimmed = text.trim();
  if (trimmed === '') return [];
  const ranges: [string, string][] = [];
  for (const part of trimmed.split(/\s*[,;]\s*/)) {
    const match = /^(\d{1,2})[:h](\d{2})\s*[-–àa]+\s*(\d{1,2})[:h](\d{2})$/.exec(part.trim());
    if (!match) return null;
    const time = (h: string, m: string) => `${h.padStart(2, '0')}:${m}`;
    ranges.push([time(match[1], match[2]), time(match[3], match[4])]);
  }
  return ranges;
}

export const WEEKDAY_NAMES = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'];

/** Every day's text, from the stored week. */
export const weekTexts = (hours: WeeklyHours) =>
  WEEKDAY_NAMES.map((_, i) => rangesText(hours[String(i + 1)] ?? []));

/** An appointment's place in its day column: minutes from the grid's top, and its lane. */
export interface Placed<T> {
  item: T;
  top: number;
  length: number;
  lane: number;
  lanes: number;
}

/**
 * Places one day's appointments on the time grid. Live ones never overlap (the database
 * forbids it), but a cancelled one stays visible and a new one may take its time: overlapping
 * items share the width, side by side, each cluster of overlaps in as many lanes as it needs.
 */
export function placeDay<T extends { start: string; end: string }>(
  items: T[],
  gridStartMinute: number,
): Placed<T>[] {
  const sorted = [...items].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  const placed: Placed<T>[] = [];
  let cluster: Placed<T>[] = [];
  let laneEnds: number[] = [];
  let clusterEnd = -Infinity;
  const closeCluster = () => {
    for (const p of cluster) p.lanes = laneEnds.length;
    cluster = [];
    laneEnds = [];
    clusterEnd = -Infinity;
  };
  for (const item of sorted) {
    const start = Date.parse(item.start);
    const end = Math.max(Date.parse(item.end), start);
    if (start >= clusterEnd) closeCluster();
    let lane = laneEnds.findIndex((laneEnd) => laneEnd <= start);
    if (lane === -1) lane = laneEnds.push(end) - 1;
    else laneEnds[lane] = end;
    clusterEnd = Math.max(clusterEnd, end);
    const top = practiceMinutes(item.start) - gridStartMinute;
    const p = { item, top, length: Math.max((end - start) / 60_000, 1), lane, lanes: 1 };
    cluster.push(p);
    placed.push(p);
  }
  closeCluster();
  return placed;
}

const toMinutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/** The opening ranges of a day (YYYY-MM-DD) in minutes after midnight. */
export function openMinutes(hours: WeeklyHours | null, day: string): [number, number][] {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay() || 7;
  return (hours?.[String(weekday)] ?? []).map(([a, b]) => [toMinutes(a), toMinutes(b)]);
}

/**
 * The hours the week's grid spans, whole hours: the opening hours of every day and every
 * appointment, 8 h to 18 h when the week has neither.
 */
export function gridHours(
  hours: WeeklyHours | null,
  days: string[],
  appointments: { start: string; end: string }[],
): { first: number; last: number } {
  const minutes: number[] = [];
  for (const day of days) for (const [a, b] of openMinutes(hours, day)) minutes.push(a, b);
  for (const { start, end } of appointments) {
    const from = practiceMinutes(start);
    minutes.push(from, Math.max(from + (Date.parse(end) - Date.parse(start)) / 60_000, from));
  }
  if (minutes.length === 0) return { first: 8, last: 18 };
  const first = Math.floor(Math.min(...minutes) / 60);
  const last = Math.min(24, Math.ceil(Math.max(...minutes) / 60));
  return { first, last: Math.max(last, first + 1) };
}
