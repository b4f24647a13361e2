import { Link } from 'react-router-dom';
import { CalendarCheck } from '../../components/icons/calendar-check';
import { contactPage } from '../../content/contact';
import { BOOKING_PATHS, siteBookingOn } from '../booking/paths';
import { ContactForm } from './ContactForm';

/** The heading of the call-back form when online booking comes first. */
const CALL_BACK_TITLE = 'Ou laissez-nous vos coordonnées, nous vous rappelons';

/**
 * The contact page's first offer when the site books online: a patient who came to make an
 * appointment chooses the time and has it confirmed there and then, instead of waiting for a
 * call; the call-back form follows for everyone else.
 */
function BookingFirst() {
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

/**
 * The contact page's ways to an appointment: online booking first, then the call-back form, when
 * the site books online (`booking`); the form alone, as the page has always been, otherwise.
 */
export function ContactWays({ booking = siteBookingOn() }: { booking?: boolean }) {
  return booking ? (
    <>
      <BookingFirst />
      <ContactForm title={CALL_BACK_TITLE} />
    </>
  ) : (
    <>
      <p className="lead contact__intro">{contactPage.intro}</p>
      <ContactForm />
    </>
  );
}
