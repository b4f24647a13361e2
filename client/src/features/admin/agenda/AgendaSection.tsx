// « Agenda »: the appointments of a week, their detail and status, and the settings that make the slots.

import { APPOINTMENT_STATUS_LABELS } from '@contract/booking';
import {
  addDays,
  dayLabel,
  practiceDateTime,
  practiceDay,
  practiceTime,
  shortDayLabel,
} from '@contract/practice-time';
import { CalendarPlus, ChevronLeft, ChevronRight } from 'lucide-react';
import { CSSProperties, useCallback, useEffect, useState } from 'react';
import { failureText, isUnauthorized } from '../admin-api';
import { adminDataChanged } from '../admin-changes';
import { fetchContactRecord } from '../follow-up/follow-up-api';
import { ListLoading } from '../ListStatus';
import { usePractitioner } from '../use-admin-role';
import { useMediaQuery, WIDE_QUERY } from '../use-media-query';
import { type Appointment, fetchAgenda, fetchSettings, type WeeklyHours } from './agenda-api';
import { gridHours, mondayOf, openMinutes, placeDay, thisMonday, weekDays } from './agenda-format';
import { type AppointmentPrefill, AppointmentForm } from './AppointmentForm';
import { AgendaSettings } from './AgendaSettings';
import { AppointmentDetail } from './AppointmentDetail';
import './agenda.css';

interface Week {
  key: string;
  list: Appointment[];
  hours: WeeklyHours | null;
  error: string | null;
}

/**
 * « Agenda »: the appointments taken online, a week at a time — on a wide screen seven columns
 * on a time grid (opening hours light, closed hours shaded, each appointment as long as it
 * lasts), on a phone a list of days — each opening its detail, where its status changes.
 * Under it, the hours, notice, horizon and absences that make the slots patients see.
 */
export function AgendaSection({
  monday,
  onWeekChange,
  requestId,
  onUnauthorized,
}: {
  /** The week shown (its Monday, YYYY-MM-DD): the address's, so that a week can be linked to. */
  monday: string;
  /** Replaces the address with this week's (which also drops a `demande` once done with). */
  onWeekChange(monday: string): void;
  /** A request to fix an appointment for (the address's `demande`): the form opens filled in. */
  requestId: string | null;
  onUnauthorized(): void;
}) {
  const wide = useMediaQuery(WIDE_QUERY);
  const setMonday = onWeekChange;
  const [reload, setReload] = useState(0);
  // The week's answer, kept with the week and reload it answers: another week shows the spinner.
  const [loaded, setLoaded] = useState<Week | null>(null);
  const [open, setOpen] = useState<Appointment | null>(null);
  const [creating, setCreating] = useState(false);
  const [prefill, setPrefill] = useState<AppointmentPrefill | null>(null);
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const practitioner = usePractitioner();
  const days = weekDays(monday);
  const key = `${monday}:${reload}`;
  const week = loaded?.key === key ? loaded : null;

  useEffect(() => {
    const controller = new AbortController();
    // The opening hours only shape the grid: without them it still shows every appointment
    // (the secretary, who may not read the settings, sees the grid from 8 h to 18 h).
    const hours = practitioner
      ? fetchSettings().then(
          (settings) => settings.weeklyHours,
          () => null,
        )
      : Promise.resolve(null);
    Promise.all([fetchAgenda(monday, addDays(monday, 6), controller.signal), hours]).then(
      ([list, weeklyHours]) => setLoaded({ key, list, hours: weeklyHours, error: null }),
      (caught: unknown) => {
        if (controller.signal.aborted) return;
        if (isUnauthorized(caught)) return onUnauthorized();
        setLoaded({ key, list: [], hours: null, error: failureText(caught) });
      },
    );
    return () => controller.abort();
  }, [key, monday, onUnauthorized, practitioner]);

  // A request's « Fixer un rendez-vous »: its name, phone and e-mail fill the form, linked to it.
  useEffect(() => {
    if (!requestId) return;
    const controller = new AbortController();
    fetchContactRecord(requestId, controller.signal).then(
      (request) => {
        setPrefill({ requestId, name: request.name, phone: request.phone ?? '', email: request.email ?? '' });
        setNotice(null);
        setCreating(true);
      },
      (caught: unknown) => {
        if (controller.signal.aborted) return;
        if (isUnauthorized(caught)) return onUnauthorized();
        setNotice({ kind: 'error', text: failureText(caught) });
      },
    );
    return () => controller.abort();
  }, [requestId, onUnauthorized]);

  const closeForm = useCallback(() => {
    setCreating(false);
    setPrefill(null);
    // The request's address would open the form again on F5: the week's address replaces it.
    if (requestId) onWeekChange(monday);
  }, [requestId, onWeekChange, monday]);

  const created = (appointment: Appointment) => {
    setCreating(false);
    setPrefill(null);
    setNotice({
      kind: 'ok',
      text: `Rendez-vous enregistré\u00a0: ${appointment.name}, ${practiceDateTime(appointment.start)}.`,
    });
    adminDataChanged();
    // The new appointment's week, read again (it may be this one).
    setReload((n) => n + 1);
    onWeekChange(mondayOf(practiceDay(appointment.start)));
  };

  const changed = (updated: Appointment) => {
    setLoaded(
      (current) =>
        current && { ...current, list: current.list.map((a) => (a._id === updated._id ? updated : a)) },
    );
    setOpen(updated);
    // Today's appointments on the dashboard show the new status.
    adminDataChanged();
  };

  return (
    <section className="admin-section agenda" aria-labelledby="agenda-title">
      <div className="admin-toolbar">
        <h2 id="agenda-title" className="admin-section__title">
          Semaine du {dayLabel(days[0])}
        </h2>
        <div className="agenda__nav">
          <button
            type="button"
            className="admin-button"
            onClick={() => {
              setPrefill(null);
              setCreating(true);
            }}
          >
            <CalendarPlus aria-hidden="true" />
            Nouveau rendez-vous
          </button>
          <button type="button" className="admin-button" onClick={() => setMonday(addDays(monday, -7))}>
            <ChevronLeft aria-hidden="true" />
            Semaine précédente
          </button>
          <button type="button" className="admin-button" onClick={() => setMonday(thisMonday())}>
            Cette semaine
          </button>
          <button type="button" className="admin-button" onClick={() => setMonday(addDays(monday, 7))}>
            Semaine suivante
            <ChevronRight aria-hidden="true" />
          </button>
        </div>
      </div>
      <p className="admin-section__intro">
        Heures de Tunis. Les rendez-vous annulés restent visibles, barrés.
      </p>
      {notice && (
        <p
          className={notice.kind === 'ok' ? 'admin-notice' : 'admin-error admin-error--inline'}
          role={notice.kind === 'ok' ? 'status' : 'alert'}
        >
          {notice.text}
        </p>
      )}
      {week?.error && (
        <p className="admin-error admin-error--inline" role="alert">
          {week.error}
        </p>
      )}
      <div aria-busy={week === null}>
        {week === null ? (
          <ListLoading />
        ) : wide ? (
          <WeekGrid days={days} week={week} onOpen={setOpen} />
        ) : (
          <DayList days={days} list={week.list} onOpen={setOpen} />
        )}
      </div>
      {open && (
        <AppointmentDetail
          key={open._id}
          appointment={open}
          wide={wide}
          onClose={() => setOpen(null)}
          onChanged={changed}
          onUnauthorized={onUnauthorized}
        />
      )}
      {creating && (
        <AppointmentForm
          key={prefill?.requestId ?? 'new'}
          wide={wide}
          prefill={prefill}
          onClose={closeForm}
          onCreated={created}
          onUnauthorized={onUnauthorized}
        />
      )}
      <AgendaSettings onUnauthorized={onUnauthorized} onSaved={() => setReload((n) => n + 1)} />
    </section>
  );
}

interface DaysProps {
  days: string[];
  onOpen(appointment: Appointment): void;
}

const ofDay = (list: Appointment[], day: string) => list.filter((a) => practiceDay(a.start) === day);

/** An appointment's button: its time, the patient, the consultation and its status. */
function AppointmentButton({
  appointment,
  onOpen,
}: {
  appointment: Appointment;
  onOpen(appointment: Appointment): void;
}) {
  return (
    <button
      type="button"
      className="agenda__item"
      data-status={appointment.status}
      onClick={() => onOpen(appointment)}
    >
      <span className="agenda__time">{practiceTime(appointment.start)}</span>{' '}
      <span className="agenda__name">{appointment.name}</span>{' '}
      <span className="agenda__meta">
        {appointment.type.name} · {APPOINTMENT_STATUS_LABELS[appointment.status]}
      </span>
    </button>
  );
}

/** A phone: each day in turn, its appointments in order. */
function DayList({ days, list, onOpen }: DaysProps & { list: Appointment[] }) {
  const today = practiceDay();
  return (
    <ol className="agenda__days" aria-label="Jours de la semaine">
      {days.map((day) => {
        const appointments = ofDay(list, day);
        return (
          <li key={day} className="agenda__day" aria-current={day === today ? 'date' : undefined}>
            <h3 className="agenda__day-title">{dayLabel(day)}</h3>
            {appointments.length === 0 ? (
              <p className="admin-muted">Aucun rendez-vous</p>
            ) : (
              <ul className="agenda__list">
                {appointments.map((appointment) => (
                  <li key={appointment._id}>
                    <AppointmentButton appointment={appointment} onOpen={onOpen} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/**
 * A wide screen: the week on a time grid. Positions are fractions of the day column's height
 * (CSS custom properties), so the grid's scale lives in the stylesheet alone. The hour labels
 * are decorative: each appointment's button says its own time.
 */
function WeekGrid({ days, week, onOpen }: DaysProps & { week: Week }) {
  const today = practiceDay();
  const { first, last } = gridHours(week.hours, days, week.list);
  const span = (last - first) * 60;
  const at = (minutes: number) => `${(minutes / span) * 100}%`;
  const hours = Array.from({ length: last - first }, (_, i) => first + i);
  return (
    <div className="agenda__grid" style={{ '--agenda-hours': last - first } as CSSProperties}>
      <ol className="agenda__axis" aria-hidden="true">
        {hours.map((hour) => (
          <li key={hour} style={{ top: at((hour - first) * 60) }}>
            {hour}&nbsp;h
          </li>
        ))}
      </ol>
      <ol className="agenda__week" aria-label="Jours de la semaine">
        {days.map((day) => {
          const placed = placeDay(ofDay(week.list, day), first * 60);
          return (
            <li key={day} className="agenda__column" aria-current={day === today ? 'date' : undefined}>
              <h3 className="agenda__day-title">{shortDayLabel(day)}</h3>
              <div className="agenda__track">
                {openMinutes(week.hours, day).map(([from, to]) => (
                  <div
                    key={from}
                    className="agenda__open"
                    style={{ top: at(from - first * 60), height: at(to - from) }}
                  />
                ))}
                {placed.length === 0 ? (
                  <p className="visually-hidden">Aucun rendez-vous</p>
                ) : (
                  <ul className="agenda__list agenda__list--placed">
                    {placed.map(({ item, top, length, lane, lanes }) => (
                      <li
                        key={item._id}
                        style={{
                          top: at(top),
                          height: at(length),
                          left: `${(lane / lanes) * 100}%`,
                          width: `${100 / lanes}%`,
                        }}
                      >
                        <AppointmentButton appointment={item} onOpen={onOpen} />
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
