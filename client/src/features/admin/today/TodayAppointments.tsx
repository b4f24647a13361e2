import { APPOINTMENT_STATUS_LABELS } from '@contract/booking';
import { practiceDay, practiceTime } from '@contract/practice-time';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { isoDateTime } from '../../../lib/format';
import { isUnauthorized } from '../admin-api';
import { useAdminDataVersion } from '../admin-changes';
import { agendaPath } from '../admin-paths';
import { type Appointment, fetchAgenda } from '../agenda/agenda-api';
import { mondayOf } from '../agenda/agenda-format';
import { PhoneLink } from '../contacts/PhoneLink';
import { ListFailure, ListLoading } from '../ListStatus';
import { AppointmentOutcome } from './AppointmentOutcome';
import { appointmentsOfDay } from './today';

/**
 * Today's appointments, in time order: the time, the consultation, the patient, a number to
 * call in one tap and the status. Read again after a change made in the back-office and when
 * the tab is shown again (the day may have turned meanwhile).
 */
export function TodayAppointments({ onUnauthorized }: { onUnauthorized(): void }) {
  const version = useAdminDataVersion();
  const [loaded, setLoaded] = useState<{ day: string; list: Appointment[] } | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    const day = practiceDay();
    fetchAgenda(day, day, controller.signal).then(
      (list) => setLoaded({ day, list: appointmentsOfDay(list, day) }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isUnauthorized(error)) onUnauthorized();
        else setFailed(true);
      },
    );
    return () => controller.abort();
  }, [attempt, version, onUnauthorized]);

  let body;
  if (failed) body = <ListFailure message={null} onRetry={retry} />;
  else if (!loaded) body = <ListLoading />;
  else if (loaded.list.length === 0) body = <p className="admin-empty">Aucun rendez-vous aujourd’hui.</p>;
  else
    body = (
      <ol className="today__appointments">
        {loaded.list.map((appointment) => (
          <li key={appointment._id} className="today-appointment" data-status={appointment.status}>
            <time className="today-appointment__time" dateTime={isoDateTime(appointment.start)}>
              {practiceTime(appointment.start)}
            </time>
            <span className="today-appointment__name">{appointment.name}</span>
            <span className="today-appointment__type">{appointment.type.name}</span>
            <span className="today-appointment__status">{APPOINTMENT_STATUS_LABELS[appointment.status]}</span>
            <PhoneLink phone={appointment.phone} />
            <AppointmentOutcome appointment={appointment} onUnauthorized={onUnauthorized} />
          </li>
        ))}
      </ol>
    );

  return (
    <section className="today__part" aria-labelledby="today-appointments-title">
      <h4 id="today-appointments-title" className="call-backs__title">
        Rendez-vous
      </h4>
      {body}
      <p className="today__more">
        <Link to={agendaPath(mondayOf(loaded?.day ?? practiceDay()))}>Voir l’agenda de la semaine</Link>
      </p>
    </section>
  );
}
