import { Link } from 'react-router-dom';
import { CalendarCheck } from '../../components/icons/calendar-check';
import { BOOKING_PATHS } from '../booking/paths';

/** The heading of the call-back form when online booking comes first. */
export const CALL_BACK_TITLE = 'Ou laissez-nous vos coordonnées, nous vous rappelons';

/**
 * The contact page's first offer when the site books online: a patient who came to make an
 * appointment chooses the time and has it confirmed there and then, instead of waiting for a
 * call; the call-back form follows for everyone else.
 */
export function BookingFirst() {
  return (
    <section
      className="contact-booking"
      aria-labelledby="contact-booking-title"
      data-testid="contact-booking"
    >
      <h2 id="contact-booking-title" className="contact-booking__title">
        Réservez en ligne
      </h2>
      <p className="contact-booking__text">
        {'Choisissez vous-même un créneau libre au cabinet\u00a0: votre rendez-vous est confirmé aussitôt.'}
      </p>
      <Link to={BOOKING_PATHS.booking} className="btn btn--primary contact-booking__button">
        <CalendarCheck size={18} aria-hidden="true" />
        Choisir un créneau
      </Link>
    </section>
  );
}
