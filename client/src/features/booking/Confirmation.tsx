import type { BookingCreated, ConsultationType } from './booking-api';
import { MouseEvent, useMemo } from 'react';
import { CalendarCheck } from '../../components/icons/calendar-check';
import { CircleCheck } from '../../components/icons/circle-check';
import { appointmentPlace } from '@contract/calendar';
import { pageCalendar } from './ics';
import { cancelLink } from './paths';
import { dayLabel, practiceDay, practiceTime, visitorDateTime } from '@contract/practice-time';
import { stepTitleId } from './steps';

/**
 * What was booked, a calendar file made in the page (no request: a Blob), and the link that
 * cancels it, which the patient keeps: the server shows no appointment without it.
 */
export function Confirmation({ type, booking }: { type: ConsultationType; booking: BookingCreated }) {
  const link = `${window.location.origin}${cancelLink(booking._id, booking.cancelToken)}`;
  const place = appointmentPlace(type.mode);
  const file = useMemo(() => pageCalendar(type, booking, link), [type, booking, link]);
  // The file is handed over as a Blob made at the press (revoked a minute later); the data:
  // address stays as the link's own, for a browser that saves links another way.
  const download = (event: MouseEvent<HTMLAnchorElement>) => {
    const url = URL.createObjectURL(new Blob([file], { type: 'text/calendar;charset=utf-8' }));
    event.currentTarget.href = url;
    window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };

  const elsewhere = visitorDateTime(booking.start);
  return (
    <section className="booking-step booking-done" aria-labelledby={stepTitleId('done')}>
      <CircleCheck className="booking-done__icon" size={44} aria-hidden="true" />
      <h2 id={stepTitleId('done')} className="booking-step__title" tabIndex={-1}>
        Votre rendez-vous est confirmé
      </h2>
      <dl className="booking-summary" data-testid="booking-summary">
        <div>
          <dt>Consultation</dt>
          <dd>{type.name}</dd>
        </div>
        <div>
          <dt>Date</dt>
          <dd>{dayLabel(practiceDay(booking.start))}</dd>
        </div>
        <div>
          <dt>Heure</dt>
          <dd>
            {`${practiceTime(booking.start)} à ${practiceTime(booking.end)}, heure de Tunis`}
            {elsewhere && (
              <span className="booking-summary__local">{`Soit le ${elsewhere} à l’heure de votre appareil.`}</span>
            )}
          </dd>
        </div>
        <div>
          <dt>Lieu</dt>
          <dd>{place}</dd>
        </div>
      </dl>
      <a
        className="btn btn--primary"
        href={`data:text/calendar;charset=utf-8,${encodeURIComponent(file)}`}
        download="rendez-vous.ics"
        onClick={download}
        data-testid="booking-ics"
      >
        <CalendarCheck size={18} aria-hidden="true" />
        Ajouter à mon agenda (.ics)
      </a>
      <div className="booking-cancel">
        <h3 className="booking-cancel__title">Gardez ce lien pour annuler</h3>
        <p>
          {
            'Si vous ne pouvez pas venir, ce lien annule votre rendez-vous et libère le créneau pour un autre patient. Copiez-le dans vos notes\u00a0: si vous avez donné votre adresse e-mail, il vous a aussi été envoyé dans l’e-mail de confirmation.'
          }
        </p>
        <p className="booking-cancel__link">
          <a href={link} data-testid="booking-cancel-link">
            {link}
          </a>
        </p>
      </div>
    </section>
  );
}
