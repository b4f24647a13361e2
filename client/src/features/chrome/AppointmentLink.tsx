import { MouseEvent, ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { BOOKING_AREA_ID, BOOKING_PATHS } from '../booking/paths';

/** Where « Prendre rendez-vous » leads from every page but the booking page. */
const CONTACT_PATH = '/contact';

/**
 * Brings the booking on the page into view and puts the focus on its current step's heading,
 * so a screen reader says where the visitor is; the step and what was typed stay as they are.
 */
export function showBookingArea(): void {
  const area = document.getElementById(BOOKING_AREA_ID);
  if (!area) return;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  area.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
  area.querySelector<HTMLElement>('.booking-step__title')?.focus({ preventScroll: true });
}

interface AppointmentLinkProps {
  className: string;
  children: ReactNode;
  /** Called on a press, before the link does its work (the drawer closes itself). */
  onPress?(): void;
}

/**
 * The header's « Prendre rendez-vous ». Everywhere it opens /contact, whose first offer is the
 * online booking; on the booking page itself that would take the patient away from the slots
 * they came for, so there it is a link to the booking area of the same page. A link rather than a
 * button: it stays the same kind of control on every page, and in the prerendered page it already
 * jumps to the slots before the scripts run. Once they run, the press scrolls and moves the focus
 * to the current step without touching the address (a new « #… » entry in the history would
 * make « Retour » stay on the page).
 */
export function AppointmentLink({ className, children, onPress }: AppointmentLinkProps) {
  const { pathname } = useLocation();
  if (pathname !== BOOKING_PATHS.booking) {
    return (
      <Link to={CONTACT_PATH} className={className} onClick={onPress}>
        {children}
      </Link>
    );
  }
  const press = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onPress?.();
    // After the press's own updates (a closing drawer gives the page its scroll back).
    requestAnimationFrame(showBookingArea);
  };
  return (
    <a href={`#${BOOKING_AREA_ID}`} className={className} onClick={press}>
      {children}
    </a>
  );
}
