import { lazy, Suspense, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Menu } from '../../components/icons/menu';
import { practice } from '../../content/practice';
import { AppointmentLink } from './AppointmentLink';
import { DesktopNav } from './DesktopNav';
import { useHeaderScroll } from './useHeaderScroll';

// The drawer's code is fetched the first time a visitor reaches for the menu button.
const loadDrawer = () => import('./MobileDrawer');
const MobileDrawer = lazy(loadDrawer);

/**
 * The fixed top bar: transparent over the home hero until 50 px of scroll, dark
 * translucent otherwise; slides away when scrolling down, back when scrolling up.
 */
export function Header() {
  const { pathname } = useLocation();
  const { scrolled, hidden } = useHeaderScroll();
  // The drawer is open for the path it was opened on: any route change closes it.
  const [drawerPath, setDrawerPath] = useState<string | null>(null);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const drawerOpen = drawerPath === pathname;
  const burger = useRef<HTMLButtonElement>(null);
  const transparent = pathname === '/' && !scrolled && !drawerOpen;
  const preload = () => void loadDrawer();

  return (
    <>
      <header
        className="header"
        data-transparent={transparent}
        data-hidden={hidden && !drawerOpen}
        data-testid="site-header"
      >
        <div className="header__inner">
          <Link to="/" className="logo">
            <span className="logo__name">{practice.shortName}</span>
            <span className="logo__sub">{`Chirurgie esthétique\u00a0· ${practice.city}`}</span>
            <span className="visually-hidden">, accueil</span>
          </Link>
          <DesktopNav />
          <AppointmentLink className="btn btn--gold header__cta">Prendre rendez-vous</AppointmentLink>
          <button
            ref={burger}
            type="button"
            className="icon-button header__burger"
            aria-label="Ouvrir le menu"
            aria-expanded={drawerOpen}
            aria-controls={drawerWanted ? 'menu-mobile' : undefined}
            onPointerEnter={preload}
            onFocus={preload}
            onClick={() => {
              setDrawerWanted(true);
              // The address the browser shows, not the page rendered: while the next page's
              // code is still loading the router keeps rendering the previous one, and a menu
              // opened then belongs to the page that is arriving (opened for the old path, it
              // would close the moment the new page shows).
              setDrawerPath(window.location.pathname);
            }}
          >
            <Menu size={24} />
          </button>
        </div>
      </header>
      {/* Outside the header: a transformed ancestor would trap its fixed position. */}
      {drawerWanted && (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onClose={() => setDrawerPath(null)} opener={burger} />
        </Suspense>
      )}
    </>
  );
}
