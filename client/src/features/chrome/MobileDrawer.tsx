import { CalendarCheck } from '../../components/icons/calendar-check';
import { Phone } from '../../components/icons/phone';
import { X } from '../../components/icons/x';
import { KeyboardEvent, RefObject, useEffect, useRef } from 'react';
import { NavLink } from 'react-router-dom';
import { mainNavigation } from '../../content/navigation';
import { phoneText, practice } from '../../content/practice';
import { useFloatingBarStore } from '../../stores/floating-bar-store';
import { AppointmentLink } from './AppointmentLink';

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface MobileDrawerProps {
  open: boolean;
  onClose(returnFocus: boolean): void;
  /** The button that opened the drawer: focus goes back to it on Escape, backdrop or close. */
  opener: RefObject<HTMLButtonElement | null>;
}

/**
 * The side drawer of small screens: every link and sub-link. Closes on a link, the backdrop,
 * Escape, the close button and any route change (the header derives `open` from the route);
 * keeps the focus inside while open and locks the page's scroll.
 */
export default function MobileDrawer({ open, onClose, opener }: MobileDrawerProps) {
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const hideBar = useFloatingBarStore((state) => state.hide);
  const showBar = useFloatingBarStore((state) => state.show);

  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
    hideBar('drawer');
    closeButton.current?.focus();
    return () => {
      root.style.overflow = previousOverflow;
      showBar('drawer');
    };
  }, [open, hideBar, showBar]);

  const close = (returnFocus: boolean) => {
    onClose(returnFocus);
    if (returnFocus) opener.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="drawer" data-open={open} inert={!open}>
      <div className="drawer__backdrop" data-testid="drawer-backdrop" onClick={() => close(true)} />
      <div
        ref={panel}
        id="menu-mobile"
        className="drawer__panel"
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        onKeyDown={onKeyDown}
      >
        <div className="drawer__head">
          <span className="drawer__brand">{practice.shortName}</span>
          <button
            ref={closeButton}
            type="button"
            className="icon-button"
            onClick={() => close(true)}
            aria-label="Fermer le menu"
          >
            <X size={22} aria-hidden="true" />
          </button>
        </div>
        <nav aria-label="Menu mobile" className="drawer__nav">
          <ul className="drawer__list">
            {mainNavigation.map((entry) => (
              <li key={entry.path} className="drawer__item">
                <NavLink to={entry.path} className="drawer__link" onClick={() => close(false)}>
                  {entry.name}
                </NavLink>
                {entry.children && (
                  <ul className="drawer__sublist">
                    {entry.children.map((child) => (
                      <li key={child.path}>
                        <NavLink to={child.path} className="drawer__sublink" onClick={() => close(false)}>
                          {child.name}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="drawer__foot">
          <AppointmentLink className="btn btn--gold" onPress={() => close(false)}>
            <CalendarCheck size={18} aria-hidden="true" />
            Prendre rendez-vous
          </AppointmentLink>
          <a href={`tel:${practice.phones[0].tel}`} className="drawer__phone">
            <Phone size={16} aria-hidden="true" />
            {phoneText(practice.phones[0].display)}
          </a>
        </div>
      </div>
    </div>
  );
}
