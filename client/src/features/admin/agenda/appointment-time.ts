import { fromPracticeInput, toPracticeInput } from '@contract/practice-time';
import { HttpError } from '../../../lib/http';
import type { Appointment } from './agenda-api';

/** A day and a time as the practice reads them (Tunis), in the form's two fields. */
export interface DayTime {
  /** YYYY-MM-DD */
  day: string;
  /** HH:MM */
  time: string;
}

/**
 * The instant (ISO, UTC) of a day and time read on the practice's clock, whatever the browser's
 * own zone: a secretary abroad or a laptop left on another zone still enters Tunis time. Null
 * when the fields do not make a time.
 */
export function tunisStart({ day, time }: DayTime): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !/^\d{2}:\d{2}$/.test(time)) return null;
  return fromPracticeInput(`${day}T${time}`);
}

/** The form's fields for an instant, on the practice's clock (a proposed slot fills them). */
export function dayTimeOf(instant: string): DayTime {
  const [day = '', time = ''] = toPracticeInput(instant).split('T');
  return { day, time };
}

/** A free slot the server proposes after a clash. */
export interface Slot {
  start: string;
  end: string;
}

/** The nearest free slots a 409 carries (an empty list when it carries none), or null for any other failure. */
export function clashAlternatives(error: unknown): Slot[] | null {
  if (!(error instanceof HttpError) || error.status !== 409) return null;
  const list = (error.body as { alternatives?: unknown } | null)?.alternatives;
  if (!Array.isArray(list)) return null;
  return list.filter(
    (slot): slot is Slot =>
      typeof (slot as Slot | null)?.start === 'string' && typeof (slot as Slot | null)?.end === 'string',
  );
}

/**
 * Why « Honoré » and « Absent » may not be pressed now, or null: they say what happened, so not
 * before the appointment's time (the server refuses it too), nor for a cancelled one.
 */
export function outcomeRefusal(appointment: Pick<Appointment, 'start' | 'status'>, now: Date = new Date()) {
  if (appointment.status === 'annule') return 'Rendez-vous annulé\u00a0: rétablissez-le d’abord.';
  if (Date.parse(appointment.start) > now.getTime()) return 'Possible une fois l’heure du rendez-vous venue.';
  return null;
}

/** Why the appointment may not be moved, or null: only a confirmed one still to come moves. */
export function moveRefusal(appointment: Pick<Appointment, 'start' | 'status'>, now: Date = new Date()) {
  if (appointment.status !== 'confirme') return 'Seul un rendez-vous confirmé se déplace.';
  if (Date.parse(appointment.start) <= now.getTime()) return 'Ce rendez-vous a déjà commencé.';
  return null;
}
