import { practiceDay } from '@contract/practice-time';

/**
 * Today's appointments (the practice's day, in Tunis, whatever the browser's zone), in time
 * order. The agenda's answer may hold a neighbouring day's at the edges: they are left out.
 */
export function appointmentsOfDay<T extends { start: string }>(list: T[], day: string = practiceDay()): T[] {
  return list
    .filter((appointment) => practiceDay(appointment.start) === day)
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}
