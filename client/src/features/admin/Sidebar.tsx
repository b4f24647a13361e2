import { LogOut, Menu, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { SectionId, SECTIONS } from './sections';

interface SidebarProps {
  expanded: boolean;
  onExpandedChange(expanded: boolean): void;
  current: SectionId;
  onSelect(section: SectionId): void;
  onSignOut(): void;
}

/**
 * The collapsible sidebar: 280 px open, 80 px folded, 300 ms. A press outside
 * it, or Escape, folds it; choosing an item folds it. Labels stay in the accessibility tree
 * when folded (only hidden from sight), so every item keeps its name.
 */
export function Sidebar({ expanded, onExpandedChange, current, onSelect, onSignOut }: SidebarProps) {
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!expanded) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) onExpandedChange(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onExpandedChange(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [expanded, onExpandedChange]);

  const choose = (section: SectionId) => {
    onSelect(section);
    onExpandedChange(false);
  };

  return (
    <>
      {expanded && <div className="admin-scrim" aria-hidden="true" />}
      <nav
        ref={ref}
        id="admin-sidebar"
        className="admin-sidebar"
        data-expanded={expanded}
        aria-label="Menu de l’administration"
      >
        <button
          type="button"
          className="admin-sidebar__toggle"
          aria-expanded={expanded}
          aria-controls="admin-sidebar-items"
          onClick={() => onExpandedChange(!expanded)}
        >
          {expanded ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          <span className="visually-hidden">{expanded ? 'Replier le menu' : 'Déplier le menu'}</span>
        </button>
        <ul id="admin-sidebar-items" className="admin-sidebar__items">
          {SECTIONS.map(({ id, label, icon: Icon }) => (
            <li key={id}>
              <button
                type="button"
                className="admin-sidebar__item"
                aria-current={current === id ? 'page' : undefined}
                title={expanded ? undefined : label}
                onClick={() => choose(id)}
              >
                <Icon aria-hidden="true" />
                <span className="admin-sidebar__label">{label}</span>
              </button>
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
