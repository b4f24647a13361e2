import { adminDataChanged } from '../admin-changes';
import type { Appointment } from '../agenda/agenda-api';
import { OutcomeButtons } from '../agenda/AppointmentActions';

/**
 * « Honoré » and « Absent » on today's list: marked as the day goes, without opening the agenda.
 * The change signal reads the day's list again, so the status shown is the server's.
 */
export function AppointmentOutcome({
  appointment,
  onUnauthorized,
}: {
  appointment: Appointment;
  onUnauthorized(): void;
}) {
  if (appointment.status === 'annule') return null;
  return (
    <OutcomeButtons
      appointment={appointment}
      onChanged={adminDataChanged}
      onUnauthorized={onUnauthorized}
      compact
    />
  );
}
