import { FormEvent, useEffect, useRef, useState } from 'react';
import { ConsentField } from '../../components/consent/ConsentField';
import { EmailField, MessageField, NameField, PhoneField } from '../../components/field/contact-fields';
import { CalendarCheck } from '../../components/icons/calendar-check';
import { CircleAlert } from '../../components/icons/circle-alert';
import { PROOF_OF_WORK_MESSAGE } from '@contract/proof-of-work';
import { useHydrated } from '../../lib/use-hydrated';
import { attemptKey } from '../../lib/submission-key';
import { book, type BookingCreated, type ConsultationType, type Slot } from './booking-api';
import { requestIdFromAddress } from './paths';
import {
  BookingErrors,
  BookingFieldName,
  FIELD_ORDER,
  fieldErrorsFromServer,
  readFields,
  validateBooking,
} from './booking-form';
import { dayLabel, practiceDay, practiceTime } from '@contract/practice-time';
import { stepTitleId } from './steps';

interface Props {
  type: ConsultationType;
  slot: Slot;
  onChangeSlot: () => void;
  /** One of the slots the server offered instead of one just taken. */
  onOtherSlot: (slot: Slot) => void;
  onBooked: (booking: BookingCreated) => void;
  announce: (message: string) => void;
}

/**
 * The chosen slot and the patient's details. The fields are uncontrolled (what is typed before
 * the script runs stays) and stay on the page when the slot changes, so a patient whose slot was
 * just taken picks another without typing again.
 */
export function BookingForm({ type, slot, onChangeSlot, onOtherSlot, onBooked, announce }: Props) {
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<BookingErrors>({});
  const [formError, setFormError] = useState<string>();
  // What the server offered for a slot just taken: shown while that slot is the chosen one.
  const [taken, setTaken] = useState<{ slot: string; message: string; alternatives: Slot[] }>();
  const [sending, setSending] = useState(false);
  // The flooded server asked for a proof of work: the browser computes it before sending again.
  const [verifying, setVerifying] = useState(false);
  const [focusRequest, setFocusRequest] = useState<{ selector: string }>();
  // One key per booking attempt (a slot): sent again after a lost answer, the same attempt
  // books once; another slot is another attempt.
  const key = useRef<{ slot: string; value: string } | undefined>(undefined);
  const conflict = taken?.slot === slot.start ? taken : undefined;

  useEffect(() => {
    if (!focusRequest || sending) return;
    form.current?.querySelector<HTMLElement>(focusRequest.selector)?.focus();
  }, [focusRequest, sending]);

  const change = (name: BookingFieldName) => () => {
    if (errors[name]) setErrors({ ...errors, [name]: undefined });
  };

  const focusFirst = (found: BookingErrors) => {
    const first = FIELD_ORDER.find((name) => found[name]);
    if (first) setFocusRequest({ selector: `[name="${first}"]` });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const values = readFields(event.currentTarget);
    const found = validateBooking(values);
    setErrors(found);
    setFormError(undefined);
    setTaken(undefined);
    if (Object.keys(found).length) {
      focusFirst(found);
      announce('Le formulaire contient des erreurs.');
      return;
    }
    if (key.current?.slot !== slot.start) key.current = { slot: slot.start, value: attemptKey() };
    setSending(true);
    announce('Envoi de votre réservation…');
    const requestId = requestIdFromAddress();
    const result = await book(
      {
        type: type._id,
        start: slot.start,
        name: values.name,
        phone: values.phone,
        ...(values.email ? { email: values.email } : {}),
        ...(values.message ? { message: values.message } : {}),
        ...(requestId ? { requestId } : {}),
        consent: true,
      },
      key.current.value,
      () => setVerifying(true),
    );
    setSending(false);
    setVerifying(false);
    if (result.ok) {
      onBooked(result.booking);
      return;
    }
    if (result.kind === 'taken') {
      key.current = undefined;
      setTaken({ slot: slot.start, message: result.message, alternatives: result.alternatives });
      setFocusRequest({ selector: '#booking-taken-title' });
      announce(result.message);
      return;
    }
    if (!result.retry) key.current = undefined;
    const fieldErrors = fieldErrorsFromServer(result.fieldErrors);
    setErrors(fieldErrors);
    setFormError(
      Object.keys(fieldErrors).length
        ? 'Votre réservation n’a pas pu être enregistrée. Vérifiez les champs signalés.'
        : result.message,
    );
    if (Object.keys(fieldErrors).length) focusFirst(fieldErrors);
    else setFocusRequest({ selector: '.booking-form__submit' });
  };

  const common = (name: BookingFieldName) => ({
    id: `booking-${name}`,
    name,
    error: errors[name],
    onChange: change(name),
  });

  return (
    <section className="booking-step" aria-labelledby={stepTitleId('form')}>
      <h2 id={stepTitleId('form')} className="booking-step__title" tabIndex={-1}>
        Vos coordonnées
      </h2>
      <div className="booking-recap">
        <CalendarCheck size={22} aria-hidden="true" className="booking-recap__icon" />
        <p className="booking-recap__text">
          <strong>{type.name}</strong>
          <span>{dayLabel(practiceDay(slot.start))}</span>
          <span>{`à ${practiceTime(slot.start)} (heure de Tunis)`}</span>
        </p>
        <button type="button" className="booking-link" onClick={onChangeSlot}>
          Changer de créneau
        </button>
      </div>

      <form
        ref={form}
        className="booking-form"
        onSubmit={submit}
        noValidate
        aria-labelledby={stepTitleId('form')}
      >
        {conflict && (
          <div className="booking-taken" role="group" aria-labelledby="booking-taken-title">
            <p id="booking-taken-title" className="booking-taken__title" tabIndex={-1}>
              <CircleAlert size={18} aria-hidden="true" />
              {conflict.message}
            </p>
            {conflict.alternatives.length > 0 ? (
              <>
                <p className="booking-taken__hint">
                  {'Créneaux libres les plus proches (heure de Tunis)\u00a0:'}
                </p>
                <ul className="booking-times__list">
                  {conflict.alternatives.map((alternative) => (
                    <li key={alternative.start}>
                      <button
                        type="button"
                        className="booking-time booking-time--wide"
                        onClick={() => onOtherSlot(alternative)}
                      >
                        {`${dayLabel(practiceDay(alternative.start))} à ${practiceTime(alternative.start)}`}
                      </button>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <button type="button" className="btn btn--ghost" onClick={onChangeSlot}>
                Choisir un autre créneau
              </button>
            )}
          </div>
        )}
        <p className="booking-form__hint">Les champs marqués d’un astérisque (*) sont obligatoires.</p>
        <fieldset className="booking-form__fields" disabled={sending}>
          <legend className="visually-hidden">Vos coordonnées</legend>
          <NameField {...common('name')} />
          <div className="booking-form__row">
            <PhoneField {...common('phone')} placeholder="+216 XX XXX XXX" />
            <EmailField {...common('email')} optional />
          </div>
          <MessageField {...common('message')} rows={4} />
          <ConsentField id="booking-consent" error={errors.consent} onChange={change('consent')} />
          {formError && (
            <p className="booking-alert booking-alert--inline" role="alert">
              <CircleAlert size={18} aria-hidden="true" />
              {formError}
            </p>
          )}
          {verifying && (
            <p className="booking-form__hint" role="status" data-testid="booking-verifying">
              {PROOF_OF_WORK_MESSAGE}
            </p>
          )}
          <button type="submit" className="btn btn--primary booking-form__submit" disabled={!hydrated}>
            <CalendarCheck size={18} aria-hidden="true" />
            {sending ? 'Réservation en cours…' : 'Confirmer le rendez-vous'}
          </button>
        </fieldset>
      </form>
    </section>
  );
}
