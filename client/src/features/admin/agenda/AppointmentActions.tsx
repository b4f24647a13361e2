import { APPOINTMENT_STATUS_LABELS } from '@contract/booking';
import { FormEvent, useState } from 'react';
import { failureText, isUnauthorized } from '../admin-api';
import {
  type Appointment,
  type AppointmentStatus,
  moveAppointment,
  setAppointmentStatus,
} from './agenda-api';
import {
  clashAlternatives,
  type DayTime,
  dayTimeOf,
  moveRefusal,
  outcomeRefusal,
  type Slot,
  tunisStart,
} from './appointment-time';
import { SlotChoices } from './SlotChoices';

export const CANCEL_CONFIRMATION =
  'Annuler ce rendez-vous\u00a0? Le patient en est prévenu par e-mail s’il a donné une adresse.';

/** One call that changes an appointment: the appointment as saved, or the failure shown. */
function useChange(onChanged: (updated: Appointment) => void, onUnauthorized: () => void) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [alternatives, setAlternatives] = useState<Slot[] | null>(null);
  const run = async (call: () => Promise<Appointment>) => {
    setSaving(true);
    setError(null);
    setAlternatives(null);
    try {
      onChanged(await call());
      return true;
    } catch (caught) {
      if (isUnauthorized(caught)) onUnauthorized();
      else {
        setError(failureText(caught));
        setAlternatives(clashAlternatives(caught));
      }
      return false;
    } finally {
      setSaving(false);
    }
  };
  return { saving, error, alternatives, setAlternatives, setError, run };
}

/**
 * « Honoré » and « Absent »: what happened, once the appointment's time has come. Disabled
 * before, with the reason next to them; the one already recorded shows pressed.
 */
export function OutcomeButtons({
  appointment,
  onChanged,
  onUnauthorized,
  compact = false,
}: {
  appointment: Appointment;
  onChanged(updated: Appointment): void;
  onUnauthorized(): void;
  /** In « Aujourd’hui »: the patient's name in each button's accessible name, the reason hidden. */
  compact?: boolean;
}) {
  const { saving, error, run } = useChange(onChanged, onUnauthorized);
  const refusal = outcomeRefusal(appointment);
  const reasonId = `outcome-reason-${appointment._id}`;
  const mark = (status: AppointmentStatus) => void run(() => setAppointmentStatus(appointment._id, status));
  return (
    <div className="agenda-outcome">
      {(['honore', 'absent'] as const).map((status) => (
        <button
          key={status}
          type="button"
          className="admin-button"
          aria-pressed={appointment.status === status}
          aria-describedby={refusal ? reasonId : undefined}
          disabled={saving || refusal !== null || appointment.status === status}
          onClick={() => mark(status)}
        >
          {APPOINTMENT_STATUS_LABELS[status]}
          {compact && <span className="visually-hidden"> ({appointment.name})</span>}
        </button>
      ))}
      {refusal && (
        <span id={reasonId} className={compact ? 'visually-hidden' : 'admin-muted'}>
          {refusal}
        </span>
      )}
      {error && (
        <span className="admin-error admin-error--inline" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

/**
 * The appointment's actions in its detail: the outcome, « Annuler le rendez-vous » (asked first)
 * or « Rétablir » for a cancelled one, and « Déplacer » to a new day and time (Tunis); a clash
 * offers the nearest free slots.
 */
export function AppointmentActions({
  appointment,
  onChanged,
  onUnauthorized,
}: {
  appointment: Appointment;
  onChanged(updated: Appointment): void;
  onUnauthorized(): void;
}) {
  const { saving, error, alternatives, setAlternatives, setError, run } = useChange(
    onChanged,
    onUnauthorized,
  );
  const [moving, setMoving] = useState(false);
  const [when, setWhen] = useState<DayTime>(() => dayTimeOf(appointment.start));
  const notMovable = moveRefusal(appointment);

  const cancel = () => {
    if (!window.confirm(CANCEL_CONFIRMATION)) return;
    void run(() => setAppointmentStatus(appointment._id, 'annule'));
  };

  const move = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const start = tunisStart(when);
    if (!start) return setError('Indiquez le nouveau jour et la nouvelle heure.');
    if (await run(() => moveAppointment(appointment._id, start))) setMoving(false);
  };

  return (
    <section className="agenda-detail__actions" aria-labelledby="agenda-actions-title">
      <h3 id="agenda-actions-title" className="visually-hidden">
        Actions
      </h3>
      <p className="agenda-detail__status">
        Statut&nbsp;:{' '}
        <strong data-testid="appointment-status">{APPOINTMENT_STATUS_LABELS[appointment.status]}</strong>
      </p>
      <OutcomeButtons appointment={appointment} onChanged={onChanged} onUnauthorized={onUnauthorized} />
      <div className="admin-actions">
        {appointment.status === 'annule' ? (
          <button
            type="button"
            className="admin-button"
            disabled={saving}
            onClick={() => void run(() => setAppointmentStatus(appointment._id, 'confirme'))}
          >
            Rétablir le rendez-vous
          </button>
        ) : (
          <button
            type="button"
            className="admin-button admin-button--danger"
            disabled={saving}
            onClick={cancel}
          >
            Annuler le rendez-vous
          </button>
        )}
        <button
          type="button"
          className="admin-button"
          aria-expanded={moving}
          aria-controls="agenda-move"
          aria-describedby={notMovable ? 'agenda-move-reason' : undefined}
          disabled={notMovable !== null}
          onClick={() => setMoving((m) => !m)}
        >
          Déplacer
        </button>
        {notMovable && (
          <span id="agenda-move-reason" className="admin-muted">
            {notMovable}
          </span>
        )}
      </div>
      {moving && (
        <form id="agenda-move" className="agenda-form__when" onSubmit={(event) => void move(event)}>
          <div className="agenda-form__field">
            <label htmlFor="agenda-move-day">Nouveau jour</label>
            <input
              id="agenda-move-day"
              type="date"
              required
              value={when.day}
              onChange={(event) => setWhen((w) => ({ ...w, day: event.target.value }))}
            />
          </div>
          <div className="agenda-form__field">
            <label htmlFor="agenda-move-time">Nouvelle heure (Tunis)</label>
            <input
              id="agenda-move-time"
              type="time"
              required
              step={300}
              value={when.time}
              onChange={(event) => setWhen((w) => ({ ...w, time: event.target.value }))}
            />
          </div>
          <button type="submit" className="admin-button" disabled={saving}>
            Enregistrer le nouvel horaire
          </button>
        </form>
      )}
      {error && (
        <p className="admin-error admin-error--inline" role="alert">
          {error}
        </p>
      )}
      {alternatives && (
        <SlotChoices
          slots={alternatives}
          onChoose={(slot) => {
            setWhen(dayTimeOf(slot.start));
            setMoving(true);
            setAlternatives(null);
            setError(null);
          }}
        />
      )}
    </section>
  );
}
