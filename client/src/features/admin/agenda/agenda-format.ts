import type { WeeklyHours } from '@contract/booking';
import { addDays, practiceDay } from '@contract/practice-time';

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
export const rangesText = (ranges: [string, string][] = []) => ranges.map(([a, b]) => `${a}-${b}`).join(', ');

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
