import { CalendarCheck } from '../../components/icons/calendar-check';
import { Stethoscope } from '../../components/icons/stethoscope';
import { MouseEvent, useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { floatingBar } from '../../content/navigation';
import { practice, whatsappUrl } from '../../content/practice';
import { FIRST_SCREEN, selectFloatingBarHidden, useFloatingBarStore } from '../../stores/floating-bar-store';
import { WhatsAppIcon } from '../../components/icons/whatsapp';
import { BOOKING_AREA_ID, BOOKING_PATHS } from '../booking/paths';
import { showBookingArea } from './AppointmentLink';

const TEXT_FIELD = 'input:not([type="checkbox"]):not([type="radio"]):not([type="submit"]), textarea, select';

/** The bar's reason to stay away while the booking's steps reach the bottom of the window. */
const BOOKING_AREA = 'booking-area';

/** Share of the window's height the visitor scrolls before the bar comes. */
const FIRST_SCREEN_SHARE = 0.4;

/**
 * The floating action bar: a full-width bottom bar with a round WhatsApp button on
 * phones, a pill on larger screens. It slides 80 px down when hidden: while the menu is open,
 * on phones while a form field is being typed in (the keyboard would push it over the form),
 * and while a page's first screen shows, where it would sit on the page's own buttons and links
 * (the header carries the same calls to action there). It comes once the visitor scrolls, and
 * at the end of a short page, whose last lines the footer keeps clear of it.
 */
export function FloatingBar() {
  const hidden = useFloatingBarStore(selectFloatingBarHidden);
  const hide = useFloatingBarStore((state) => state.hide);
  const show = useFloatingBarStore((state) => state.show);
  const { pathname } = useLocation();

  useEffect(() => {
    const phone = window.matchMedia('(max-width: 767.98px)');
    const onFocusIn = (event: FocusEvent) => {
      if (phone.matches && event.target instanceof Element && event.target.matches(TEXT_FIELD))
        hide('typing');
    };
    // The bar comes back when the visitor leaves the form, never under a press: sliding up while
    // a finger or the mouse is down on the form's button would take the click (its target would
    // become the bar's and the button's common ancestor).
    let pressing = false;
    let showAfterPress = false;
    const onPointerDown = () => {
      pressing = true;
    };
    const onPointerUp = () => {
      pressing = false;
      if (!showAfterPress) return;
      showAfterPress = false;
      setTimeout(() => show('typing')); // after the click this press makes
    };
    const onFocusOut = (event: FocusEvent) => {
      const form = event.target instanceof Element ? event.target.closest('form') : null;
      if (form && event.relatedTarget instanceof Node && form.contains(event.relatedTarget)) return;
      if (pressing) showAfterPress = true;
      else show('typing');
    };
    let frame = 0;
    const place = () => {
      frame = 0;
      const { scrollY, innerHeight } = window;
      const atEnd = scrollY + innerHeight >= document.documentElement.scrollHeight - 2;
      if (scrollY < innerHeight * FIRST_SCREEN_SHARE && !atEnd) hide(FIRST_SCREEN);
      else show(FIRST_SCREEN);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(place);
    };
    place();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('pointerup', onPointerUp, true);
    document.addEventListener('pointercancel', onPointerUp, true);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('pointerup', onPointerUp, true);
      document.removeEventListener('pointercancel', onPointerUp, true);
    };
  }, [hide, show]);

  // On the booking page the days, the times and the form are the page: wherever the visitor
  // scrolls, some of them sit where the bar would. The bar stays away while the booking's area
  // reaches the bottom band it occupies (--fab-space high), and comes back below it, by the
  // footer. The area may render after this effect (the page's chunk loads on demand): it is
  // waited for.
  useEffect(() => {
    if (pathname !== BOOKING_PATHS.booking) return;
    let observer: IntersectionObserver | undefined;
    let waiting: MutationObserver | undefined;
    const watch = () => {
      const area = document.getElementById(BOOKING_AREA_ID);
      if (!area) return false;
      observer?.disconnect();
      const band =
        Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--fab-space')) || 148;
      observer = new IntersectionObserver(
        ([entry]) => (entry.isIntersecting ? hide(BOOKING_AREA) : show(BOOKING_AREA)),
        { rootMargin: `-${Math.max(0, Math.round(window.innerHeight - band))}px 0px 0px 0px` },
      );
      observer.observe(area);
      return true;
    };
    if (!watch()) {
      waiting = new MutationObserver(() => {
        if (watch()) waiting?.disconnect();
      });
      waiting.observe(document.body, { childList: true, subtree: true });
    }
    const onResize = () => void watch();
    window.addEventListener('resize', onResize, { passive: true });
    return () => {
      observer?.disconnect();
      waiting?.disconnect();
      window.removeEventListener('resize', onResize);
      show(BOOKING_AREA);
    };
  }, [pathname, hide, show]);

  const whatsapp = whatsappUrl();
  // The site's own booking page opens in the same tab, like any page of the site; an outside
  // booking service opens in a new one, the site staying where the visitor left it.
  const internalBooking = practice.bookingUrl.startsWith('/');
  // On the booking page itself, « Rendez-vous » brings its steps into view, as the header does.
  const stayOnBooking =
    pathname === BOOKING_PATHS.booking
      ? (event: MouseEvent<HTMLAnchorElement>) => {
          event.preventDefault();
          showBookingArea();
        }
      : undefined;
  const appointment = (className: string, withIcon: boolean) =>
    internalBooking ? (
      <Link to={practice.bookingUrl} className={className} onClick={stayOnBooking}>
        {withIcon && <CalendarCheck size={18} aria-hidden="true" />}
        {floatingBar.appointment.name}
      </Link>
    ) : (
      <a href={practice.bookingUrl} target="_blank" rel="noopener" className={className}>
        {withIcon && <CalendarCheck size={18} aria-hidden="true" />}
        {floatingBar.appointment.name}
        <span className="visually-hidden"> (nouvel onglet)</span>
      </a>
    );

  return (
    <nav
      className="fab"
      aria-label="Actions rapides"
      data-hidden={hidden}
      inert={hidden}
      data-testid="floating-bar"
    >
      <div className="fab__mobile" data-testid="floating-bar-mobile">
        <a
          href={whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          className="fab__whatsapp"
          aria-label="Écrire sur WhatsApp (nouvel onglet)"
        >
          <WhatsAppIcon size={28} />
        </a>
        <div className="fab__bar">
          <Link to={floatingBar.consultation.path} className="fab__action">
            <Stethoscope size={18} aria-hidden="true" />
            {floatingBar.consultation.name}
          </Link>
          {appointment('fab__action fab__action--gold', true)}
        </div>
      </div>
      <div className="fab__pill" data-testid="floating-bar-desktop">
        <Link to={floatingBar.consultation.path} className="fab__pill-link">
          {floatingBar.consultation.name}
        </Link>
        <a
          href={whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          className="fab__pill-whatsapp"
          aria-label="Écrire sur WhatsApp (nouvel onglet)"
        >
          <WhatsAppIcon size={22} />
        </a>
        {appointment('fab__pill-link fab__pill-link--gold', false)}
      </div>
    </nav>
  );
}
