import { Link } from 'react-router-dom';
import { CalendarCheck } from '../../components/icons/calendar-check';
import { bookingLink } from './paths';

interface ChooseSlotLinkProps {
  className: string;
  /** The request just sent, if any: the booking page then marks it booked. */
  requestId?: string;
}

/**
 * « Choisir un créneau »: the way from a request form to the site's own booking page, offered
 * only when the site books online (`siteBookingOn`).
 */
export function ChooseSlotLink({ className, requestId }: ChooseSlotLinkProps) {
  return (
    <Link to={bookingLink(requestId)} className={className}>
      <CalendarCheck size={18} aria-hidden="true" />
      Choisir un créneau
    </Link>
  );
}
