import type { Appointment } from '../agenda/agenda-api';

/**
 * Where « Honoré » and « Absent » will be marked from the dashboard, once the server records
 * them from there. Until then it shows nothing: a button that did nothing would mislead the
 * practice. The agenda's detail keeps changing a status meanwhile.
 */
export function AppointmentOutcome(_props: { appointment: Appointment }) {
  return null;
}
