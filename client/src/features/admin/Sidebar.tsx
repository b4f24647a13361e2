import { LogOut, Menu, X } from 'lucide-react';
import { KeyboardEvent, useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { sectionPath } from './admin-paths';
import type { AdminRole } from '@contract/admin-roles';
import { SectionId, sectionsFor } from './sections';

interface SidebarProps {
  expanded: boolean;
  onExpandedChange(expanded: boolean): void;
  /** The section shown (none for an unknown address). */
  current: SectionId | null;
  /** A phone: the sidebar is a drawer opened from the header's menu button, not a rail. */
  drawer: boolean;
  onSignOut(): void;
  /** The signed-in account's role: only the sections it may use are listed. */
  role: AdminRole | null;
}

const FOCUSABLE = 'a[href], button:not([disabled])';

/**
 * The collapsible sidebar. From 768 px: a rail 80 px wide, 280 px open, 300 ms; a press outside
 * it, or Escape, folds it; choosing an item folds it. Labels stay in the accessibility tree when
 * folded (only hidden from sight), so every item keeps its name. On a phone an 80 px column
 * would eat a quarter of the screen: the sidebar is a drawer instead, opened from the header,
 * which keeps the focus inside while open and gives it back to whatever opened it.
 * Each item is a link to its section's address.
 */
export function Sidebar({ expanded, onExpandedChange, current, drawer, onSignOut, role }: SidebarProps) {
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!expanded) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) onExpandedChange(false);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onExpandedChange(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [expanded, onExpandedChange]);

  // The drawer takes the focus when it opens and gives it back to its opener when it closes
  // (the header's menu button), unless the focus has meanwhile gone somewhere else on purpose.
  useEffect(() => {
    const nav = ref.current;
    if (!drawer || !expanded || !nav) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const start =
      nav.querySelector<HTMLElement>('[aria-current="page"]') ?? nav.querySelector<HTMLElement>(FOCUSABLE);
    start?.focus();
    return () => {
      const focus = document.activeElement;
      if (opener?.isConnected && (!focus || focus === document.body || nav.contains(focus))) opener.focus();
    };
  }, [drawer, expanded]);

  // Tab and Shift+Tab go round the drawer's items while it is open.
  const trapFocus = (event: KeyboardEvent<HTMLElement>) => {
    if (!drawer || !expanded || event.key !== 'Tab' || !ref.current) return;
    const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
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
    <>
      {expanded && <div className="admin-scrim" aria-hidden="true" />}
      <nav
        ref={ref}
        id="admin-sidebar"
        className="admin-sidebar"
        data-expanded={expanded}
        data-drawer={drawer}
        aria-label="Menu de l’administration"
        onKeyDown={trapFocus}
      >
        <button
          type="button"
          className="admin-sidebar__toggle"
          aria-expanded={expanded}
          aria-controls="admin-sidebar-items"
          onClick={() => onExpandedChange(!expanded)}
        >
          {expanded ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          <span className="visually-hidden">
            {drawer ? 'Fermer le menu' : expanded ? 'Replier le menu' : 'Déplier le menu'}
          </span>
        </button>
        <ul id="admin-sidebar-items" className="admin-sidebar__items">
          {sectionsFor(role).map(({ id, label, icon: Icon }) => (
            <li key={id}>
              <Link
                to={sectionPath(id)}
                className="admin-sidebar__item"
                aria-current={current === id ? 'page' : undefined}
                title={expanded ? undefined : label}
                onClick={() => onExpandedChange(false)}
              >
                <Icon aria-hidden="true" />
                <span className="admin-sidebar__label">{label}</span>
              </Link>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="admin-sidebar__item admin-sidebar__logout"
          title={expanded ? undefined : 'Déconnexion'}
          onClick={onSignOut}
        >
          <LogOut aria-hidden="true" />
          <span className="admin-sidebar__label">Déconnexion</span>
        </button>
      </nav>
    </>
  );
}
