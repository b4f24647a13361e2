import { practiceDay } from '@contract/practice-time';
import { CalendarPlus } from 'lucide-react';
import { FormEvent, useEffect, useState } from 'react';
import { AdminDialog } from '../AdminDialog';
import { failureText, isUnauthorized } from '../admin-api';
import { type AdminConsultationType, type Appointment, createAppointment, fetchTypes } from './agenda-api';
import { clashAlternatives, type DayTime, dayTimeOf, type Slot, tunisStart } from './appointment-time';
import { SlotChoices } from './SlotChoices';

/** What a request brings to the form: the patient's details and the request to link. */
export interface AppointmentPrefill {
  requestId: string;
  name: string;
  phone: string;
  email: string;
}

/**
 * « Nouveau rendez-vous »: an appointment the practice enters (a call, the desk), at any time to
 * come on the 5 minutes, Tunis time. A clash answers with the nearest free slots, offered as
 * buttons that fill the time. Opened from a request, it comes filled in and linked to it.
 */
export function AppointmentForm({
  wide,
  prefill,
  onClose,
  onCreated,
  onUnauthorized,
}: {
  wide: boolean;
  prefill: AppointmentPrefill | null;
  onClose(): void;
  onCreated(appointment: Appointment): void;
  onUnauthorized(): void;
}) {
  const [types, setTypes] = useState<AdminConsultationType[] | null>(null);
  const [when, setWhen] = useState<DayTime>({ day: practiceDay(), time: '' });
  const [error, setError] = useState<string | null>(null);
  const [alternatives, setAlternatives] = useState<Slot[] | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    let current = true;
    fetchTypes().then(
      (list) => current && setTypes(list.filter((type) => type.active)),
      (caught: unknown) => {
        if (!current) return;
        if (isUnauthorized(caught)) onUnauthorized();
        else setError(failureText(caught));
      },
    );
    return () => {
      current = false;
    };
  }, [onUnauthorized]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const start = tunisStart(when);
    if (!start) return setError('Indiquez le jour et l’heure du rendez-vous.');
    const text = (name: string) => String(data.get(name) ?? '').trim();
    setSending(true);
    setError(null);
    setAlternatives(null);
    try {
      const created = await createAppointment({
        typeId: text('typeId'),
        start,
        name: text('name'),
        phone: text('phone'),
        ...(text('email') && { email: text('email') }),
        ...(text('note') && { note: text('note') }),
        ...(prefill && { requestId: prefill.requestId }),
      });
      onCreated(created);
    } catch (caught) {
      if (isUnauthorized(caught)) return onUnauthorized();
      setError(failureText(caught));
      setAlternatives(clashAlternatives(caught));
    } finally {
      setSending(false);
    }
  };

  const choose = (slot: Slot) => {
    setWhen(dayTimeOf(slot.start));
    setAlternatives(null);
    setError(null);
  };

  return (
    <AdminDialog
      titleId="agenda-new-title"
      title="Nouveau rendez-vous"
      wide={wide}
      className="agenda-form"
      onClose={onClose}
    >
      {prefill && (
        <p className="admin-notice" data-testid="agenda-form-request">
          Pour la demande de {prefill.name}&nbsp;: le rendez-vous y sera lié.
        </p>
      )}
      <form className="agenda-form__form" onSubmit={(event) => void submit(event)}>
        <div className="agenda-form__field">
          <label htmlFor="agenda-new-type">Consultation</label>
          <select id="agenda-new-type" name="typeId" required disabled={!types}>
            {(types ?? []).map((type) => (
              <option key={type._id} value={type._id}>
                {type.name} ({type.durationMinutes}&nbsp;min)
              </option>
            ))}
          </select>
        </div>
        <fieldset className="agenda-form__when">
          <legend>Quand (heure de Tunis)</legend>
          <div className="agenda-form__field">
            <label htmlFor="agenda-new-day">Jour</label>
            <input
              id="agenda-new-day"
              type="date"
              required
              value={when.day}
              onChange={(event) => setWhen((w) => ({ ...w, day: event.target.value }))}
            />
          </div>
          <div className="agenda-form__field">
            <label htmlFor="agenda-new-time">Heure</label>
            <input
              id="agenda-new-time"
              type="time"
              required
              step={300}
              value={when.time}
              onChange={(event) => setWhen((w) => ({ ...w, time: event.target.value }))}
            />
          </div>
        </fieldset>
        <div className="agenda-form__field">
          <label htmlFor="agenda-new-name">Nom du patient</label>
          <input
            id="agenda-new-name"
            name="name"
            required
            maxLength={100}
            defaultValue={prefill?.name}
            autoComplete="off"
          />
        </div>
        <div className="agenda-form__field">
          <label htmlFor="agenda-new-phone">Téléphone</label>
          <input
            id="agenda-new-phone"
            name="phone"
            type="tel"
            required
            maxLength={30}
            defaultValue={prefill?.phone}
            autoComplete="off"
          />
        </div>
        <div className="agenda-form__field">
          <label htmlFor="agenda-new-email">
            E-mail (facultatif&nbsp;: le patient reçoit la confirmation)
          </label>
          <input
            id="agenda-new-email"
            name="email"
            type="email"
            maxLength={254}
            defaultValue={prefill?.email}
            autoComplete="off"
          />
        </div>
        <div className="agenda-form__field">
          <label htmlFor="agenda-new-note">Note du cabinet (jamais montrée au patient)</label>
          <textarea id="agenda-new-note" name="note" rows={2} maxLength={2000} />
        </div>
        {error && (
          <p className="admin-error admin-error--inline" role="alert">
            {error}
          </p>
        )}
        {alternatives && <SlotChoices slots={alternatives} onChoose={choose} />}
        <footer className="contact-detail__footer">
          <button type="button" className="admin-button" onClick={onClose}>
            Fermer
          </button>
          <button type="submit" className="admin-button" disabled={sending || !types}>
            <CalendarPlus aria-hidden="true" />
            Enregistrer le rendez-vous
          </button>
        </footer>
      </form>
    </AdminDialog>
  );
}
