// /rendez-vous: online booking, a type, a slot and the patient's details; the cancel link's page is CancelPage.tsx.

import { CONSULTATION_MODE_LABELS } from '@contract/booking';
import { startTransition, useCallback, useEffect, useState } from 'react';
import { CircleAlert } from '../../components/icons/circle-alert';
import { practice } from '../../content/practice';
import { Head } from '../../lib/head';
import { BookingForm } from './BookingForm';
import { Confirmation } from './Confirmation';
import { DayStep } from './DayStep';
import {
  type BookingCreated,
  type ConsultationType,
  fetchTypes,
  loadFailure,
  type Slot,
} from './booking-api';
import { BOOKING_AREA_ID, BOOKING_PATHS } from './paths';
import { practiceDateTime } from '@contract/practice-time';
import { Step, stepTitleId } from './steps';
import './booking.css';

const STEPS: { step: Step; label: string }[] = [
  { step: 'type', label: 'Consultation' },
  { step: 'slot', label: 'Date et heure' },
  { step: 'form', label: 'Coordonnées' },
  { step: 'done', label: 'Confirmation' },
];

/**
 * /rendez-vous: online booking in four steps, a consultation type (skipped when the practice
 * offers one, then shown as done), a day and a free slot, the patient's details, then the confirmation with a
 * calendar file and the cancellation link. The prerendered page is a shell: what is free is
 * asked for once the page runs. Each new step's heading takes the focus, so keyboard and
 * screen-reader users go on from where the page changed.
 */
export default function BookingPage() {
  const [types, setTypes] = useState<ConsultationType[]>();
  const [typesError, setTypesError] = useState<string>();
  const [type, setType] = useState<ConsultationType>();
  const [step, setStep] = useState<Step>('type');
  const [slot, setSlot] = useState<Slot>();
  const [booking, setBooking] = useState<BookingCreated>();
  const [announcement, setAnnouncement] = useState('');
  const [focusRequest, setFocusRequest] = useState<{ id: string }>();

  const loadTypes = useCallback(
    () =>
      fetchTypes().then(
        // A transition: React renders the next step in short slices, so a slow phone stays
        // responsive to a tap while the days appear.
        (list) =>
          startTransition(() => {
            setTypes(list);
            // One kind of consultation: nothing to choose, the page opens on the days.
            if (list.length === 1) {
              setType(list[0]);
              setStep('slot');
            }
          }),
        (error: unknown) => setTypesError(loadFailure(error)),
      ),
    [],
  );
  useEffect(() => {
    void loadTypes();
  }, [loadTypes]);
  const retryTypes = () => {
    setTypesError(undefined);
    void loadTypes();
  };

  useEffect(() => {
    if (focusRequest) document.getElementById(focusRequest.id)?.focus();
  }, [focusRequest]);

  const go = (next: Step, message?: string) => {
    setStep(next);
    setFocusRequest({ id: stepTitleId(next) });
    if (message) setAnnouncement(message);
  };

  const chooseType = (chosen: ConsultationType) => {
    setType(chosen);
    setSlot(undefined);
    go('slot', `${chosen.name}\u00a0: choisissez un jour.`);
  };
  const chooseSlot = (chosen: Slot) => {
    setSlot(chosen);
    go('form', `Créneau choisi\u00a0: ${practiceDateTime(chosen.start)}, heure de Tunis.`);
  };
  const booked = (created: BookingCreated) => {
    setBooking(created);
    go('done', 'Votre rendez-vous est confirmé.');
  };

  // The four steps always show, so that the list does not change under the visitor's eyes when
  // the types arrive: with a single type, « Consultation » is simply done already.
  const current = STEPS.findIndex((s) => s.step === step);

  return (
    <>
      <Head
        title={`Prendre rendez-vous en ligne | ${practice.shortName}, chirurgien esthétique à ${practice.city}`}
        description={`Réservez en ligne votre consultation avec le ${practice.shortName} à ${practice.city} (${practice.address.area})\u00a0: choisissez un créneau libre, à l’heure de Tunis, et recevez aussitôt votre confirmation.`}
        path={BOOKING_PATHS.booking}
      />
      <section className="booking-hero section--night" aria-labelledby="booking-title">
        <div className="container">
          <p className="eyebrow">Rendez-vous en ligne</p>
          <h1 id="booking-title" className="booking-hero__title">
            Prendre rendez-vous
          </h1>
          <p className="booking-hero__subtitle">
            Choisissez un créneau libre au cabinet. Les horaires sont ceux de Tunis.
          </p>
        </div>
      </section>
      <div className="section booking">
        <div className="container booking__inner" id={BOOKING_AREA_ID}>
          <ol className="booking-progress" aria-label="Étapes de la réservation">
            {STEPS.map((s, position) => (
              <li
                key={s.step}
                className="booking-progress__item"
                data-state={position < current ? 'done' : position === current ? 'current' : 'next'}
                aria-current={position === current ? 'step' : undefined}
              >
                <span className="booking-progress__number" aria-hidden="true">
                  {position + 1}
                </span>
                {s.label}
              </li>
            ))}
          </ol>
          <p className="visually-hidden" role="status" aria-live="polite">
            {announcement}
          </p>

          {step === 'type' && (
            <section className="booking-step" aria-labelledby={stepTitleId('type')}>
              <h2 id={stepTitleId('type')} className="booking-step__title" tabIndex={-1}>
                {'Quel type de consultation\u00a0?'}
              </h2>
              {typesError ? (
                <div className="booking-alert" role="alert">
                  <CircleAlert size={18} aria-hidden="true" />
                  <p>{typesError}</p>
                  <button type="button" className="btn btn--ghost" onClick={retryTypes}>
                    Réessayer
                  </button>
                </div>
              ) : !types ? (
                <p className="booking-loading">Chargement des consultations…</p>
              ) : types.length === 0 ? (
                <p className="booking-empty">
                  La réservation en ligne n’est pas ouverte pour le moment. Appelez le cabinet ou écrivez-nous
                  depuis la page Contact.
                </p>
              ) : (
                <ul className="booking-types">
                  {types.map((t) => (
                    <li key={t._id}>
                      <button type="button" className="booking-type" onClick={() => chooseType(t)}>
                        <span className="booking-type__name">{t.name}</span>
                        <span className="booking-type__meta">
                          {`${t.durationMinutes}\u00a0min · ${CONSULTATION_MODE_LABELS[t.mode]}`}
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )}

          {step === 'slot' && type && (
            <DayStep
              type={type}
              canChangeType={(types?.length ?? 0) > 1}
              onChangeType={() => go('type')}
              onChoose={chooseSlot}
              announce={setAnnouncement}
            />
          )}

          {step === 'form' && type && slot && (
            <BookingForm
              type={type}
              slot={slot}
              onChangeSlot={() => go('slot')}
              onOtherSlot={chooseSlot}
              onBooked={booked}
              announce={setAnnouncement}
            />
          )}

          {step === 'done' && type && booking && <Confirmation type={type} booking={booking} />}
        </div>
      </div>
    </>
  );
}
