import {
  APPOINTMENT_STATUS_LABELS,
  APPOINTMENT_STATUSES,
  AppointmentStatus,
  CONSULTATION_MODE_LABELS,
} from '@contract/booking';
import { telHref } from '@contract/contact-links';
import { ChevronLeft, ChevronRight, MessageCircle, Phone, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { HttpError } from '../../../lib/http';
import {
  dayLabel,
  practiceDateTime,
  practiceDay,
  practiceTime,
  shortDayLabel,
} from '@contract/practice-time';
import { addDays } from '@contract/practice-time';
import { isUnauthorized } from '../admin-api';
import { ListLoading } from '../ListStatus';
import { useMediaQuery, WIDE_QUERY } from '../use-media-query';
import { Appointment, fetchAgenda, setAppointmentStatus } from './agenda-api';
import { thisMonday, weekDays, whatsappConfirmation } from './agenda-format';
import { AgendaSettings } from './AgendaSettings';
import './agenda.css';

const failureText = (error: unknown) =>
  (error instanceof HttpError && error.serverMessage) ||
  'Erreur\u00a0: l’opération a échoué. Veuillez réessayer.';

/**
 * « Agenda »: the appointments taken online, a week at a time (seven columns on a wide screen,
 * a list of days on a phone), each opening its detail, where its status changes. Under it, the
 * hours, notice, horizon and absences that make the slots patients see.
 */
export function AgendaSection({ onUnauthorized }: { onUnauthorized(): void }) {
  const wide = useMediaQuery(WIDE_QUERY);
  const [monday, setMonday] = useState(thisMonday);
  const [reload, setReload] = useState(0);
  // The week's answer, kept with the week and reload it answers: another week shows the spinner.
  const [loaded, setLoaded] = useState<{ key: string; list: Appointment[]; error: string | null } | null>(
    null,
  );
  const [open, setOpen] = useState<Appointment | null>(null);
  const days = weekDays(monday);
  const key = `${monday}:${reload}`;
  const appointments = loaded?.key === key ? loaded.list : null;
  const error = loaded?.key === key ? loaded.error : null;

  useEffect(() => {
    const controller = new AbortController();
    const [from, to] = [monday, addDays(monday, 6)];
    fetchAgenda(from, to, controller.signal).then(
      (list) => setLoaded({ key, list, error: null }),
      (caught: unknown) => {
        if (controller.signal.aborted) return;
        if (isUnauthorized(caught)) return onUnauthorized();
        setLoaded({ key, list: [], error: failureText(caught) });
      },
    );
    return () => controller.abort();
  }, [key, monday, onUnauthorized]);

  const changed = (updated: Appointment) => {
    setLoaded(
      (current) =>
        current && { ...current, list: current.list.map((a) => (a._id === updated._id ? updated : a)) },
    );
    setOpen(updated);
  };

  const byDay = (day: string) => (appointments ?? []).filter((a) => practiceDay(a.start) === day);

  return (
    <section className="admin-section agenda" aria-labelledby="agenda-title">
      <div className="admin-toolbar">
        <h2 id="agenda-title" className="admin-section__title">
          Semaine du {dayLabel(days[0])}
        </h2>
        <div className="agenda__nav">
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
      {error && (
        <p className="admin-error admin-error--inline" role="alert">
          {error}
        </p>
      )}
      <div aria-busy={appointments === null}>
        {appointments === null ? (
          <ListLoading />
        ) : (
          <ol className={wide ? 'agenda__week' : 'agenda__days'} aria-label="Jours de la semaine">
            {days.map((day) => {
              const list = byDay(day);
              return (
                <li key={day} className="agenda__day">
                  <h3 className="agenda__day-title">{wide ? shortDayLabel(day) : dayLabel(day)}</h3>
                  {list.length === 0 ? (
                    <p className="admin-muted">Aucun rendez-vous</p>
                  ) : (
                    <ul className="agenda__list">
                      {list.map((appointment) => (
                        <li key={appointment._id}>
                          <button
                            type="button"
                            className="agenda__item"
                            data-status={appointment.status}
                            onClick={() => setOpen(appointment)}
                          >
                            <span className="agenda__time">{practiceTime(appointment.start)}</span>
                            <span className="agenda__name">{appointment.name}</span>
                            <span className="agenda__meta">
                              {appointment.type.name} · {APPOINTMENT_STATUS_LABELS[appointment.status]}
                            </span>
                          </button>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ol>
        )}
      </div>
      {open && (
        <AppointmentDetail
          key={open._id}
          appointment={open}
          onClose={() => setOpen(null)}
          onChanged={changed}
          onUnauthorized={onUnauthorized}
        />
      )}
      <AgendaSettings onUnauthorized={onUnauthorized} onSaved={() => setReload((n) => n + 1)} />
    </section>
  );
}

/** One appointment: the patient, the consultation, the status, and links to call or confirm on WhatsApp. */
function AppointmentDetail({
  appointment,
  onClose,
  onChanged,
  onUnauthorized,
}: {
  appointment: Appointment;
  onClose(): void;
  onChanged(updated: Appointment): void;
  onUnauthorized(): void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const when = practiceDateTime(appointment.start);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  const change = async (status: AppointmentStatus) => {
    setSaving(true);
    setError(null);
    try {
      onChanged(await setAppointmentStatus(appointment._id, status));
    } catch (caught) {
      if (isUnauthorized(caught)) return onUnauthorized();
      setError(failureText(caught));
    } finally {
      setSaving(false);
    }
  };

  return (
    <dialog
      ref={ref}
      className="contact-detail contact-detail--modal agenda-detail"
      aria-labelledby="agenda-detail-title"
      onClose={onClose}
    >
      <div className="contact-detail__body">
        <header className="contact-detail__header">
          <h2 id="agenda-detail-title">Rendez-vous</h2>
          <button type="button" className="admin-icon-button" onClick={onClose}>
            <X aria-hidden="true" />
            <span className="visually-hidden">Fermer la fiche</span>
          </button>
        </header>
        <dl className="contact-detail__facts">
          <div>
            <dt>Patient</dt>
            <dd className="contact-detail__name">{appointment.name}</dd>
          </div>
          <div>
            <dt>Quand</dt>
            <dd>{when} (heure de Tunis)</dd>
          </div>
          <div>
            <dt>Consultation</dt>
            <dd>
              {appointment.type.name}, {CONSULTATION_MODE_LABELS[appointment.type.mode].toLowerCase()}
            </dd>
          </div>
          <div>
            <dt>Téléphone</dt>
            <dd>
              <a href={telHref(appointment.phone)}>
                <Phone aria-hidden="true" className="agenda-detail__icon" /> {appointment.phone}
              </a>
            </dd>
          </div>
          {appointment.email && (
            <div>
              <dt>E-mail</dt>
              <dd>{appointment.email}</dd>
            </div>
          )}
        </dl>
        <section className="contact-detail__block" aria-labelledby="agenda-detail-message">
          <h3 id="agenda-detail-message">Message</h3>
          {appointment.message ? (
            <p className="contact-detail__message">{appointment.message}</p>
          ) : (
            <p className="admin-muted">Aucun message.</p>
          )}
        </section>
        <div className="agenda-detail__status">
          <label htmlFor="agenda-status">Statut du rendez-vous</label>
          <select
            id="agenda-status"
            value={appointment.status}
            disabled={saving}
            onChange={(event) => void change(event.target.value as AppointmentStatus)}
          >
            {APPOINTMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {APPOINTMENT_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        {error && (
          <p className="admin-error admin-error--inline" role="alert">
            {error}
          </p>
        )}
        <footer className="contact-detail__footer">
          <a
            className="admin-button"
            href={whatsappConfirmation(appointment.phone, appointment.name, when)}
            target="_blank"
            rel="noopener noreferrer"
          >
            <MessageCircle aria-hidden="true" />
            Confirmer sur WhatsApp
            <span className="visually-hidden"> (nouvel onglet)</span>
          </a>
          <button type="button" className="admin-button" onClick={onClose}>
            Fermer
          </button>
        </footer>
      </div>
    </dialog>
  );
}
