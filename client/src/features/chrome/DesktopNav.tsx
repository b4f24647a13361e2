import { ChevronDown } from '../../components/icons/chevron-down';
import { FocusEvent, KeyboardEvent, useId, useRef, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { mainNavigation, NavEntry } from '../../content/navigation';

/**
 * A group of the desktop bar: its link, and a dropdown of sub-links that opens on hover and on
 * keyboard focus, and closes on leaving, on Escape (focus back on the group's link) and on choice.
 */
function NavGroup({ entry }: { entry: NavEntry & { children: NavEntry[] } }) {
  const [open, setOpen] = useState(false);
  const dismissed = useRef(false);
  const link = useRef<HTMLAnchorElement>(null);
  const id = `nav${useId()}`;

  const onFocus = () => {
    if (!dismissed.current) setOpen(true);
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
      dismissed.current = false;
      setOpen(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      dismissed.current = true;
      setOpen(false);
      link.current?.focus();
    } else if (event.key === 'ArrowDown' && !open) {
      event.preventDefault();
      dismissed.current = false;
      setOpen(true);
    }
  };

  return (
    <li
      className="nav__item nav__item--group"
      data-open={open}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => {
        dismissed.current = false;
        setOpen(false);
      }}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <NavLink ref={link} to={entry.path} className="nav__link" aria-expanded={open} aria-controls={id}>
        {entry.name}
        <ChevronDown className="nav__chevron" size={14} aria-hidden="true" />
      </NavLink>
      <div className="nav__dropdown" id={id}>
        <ul className="nav__sublist">
          {entry.children.map((child) => (
            <li key={child.path}>
              <NavLink to={child.path} className="nav__sublink" onClick={() => setOpen(false)}>
                {child.name}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

/** The navigation of screens 768 px and wider. */
export function DesktopNav() {
  return (
    <nav className="nav" aria-label="Navigation principale">
      <ul className="nav__list">
        {mainNavigation.map((entry) =>
          entry.children ? (
            <NavGroup key={entry.path} entry={entry as NavEntry & { children: NavEntry[] }} />
          ) : (
            <li key={entry.path} className="nav__item">
              <NavLink to={entry.path} className="nav__link">
                {entry.name}
              </NavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
