import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Every route change starts at the top of the page. The first load is left alone: the browser
 * has already put the reader where they asked (`/#questionnaire`) or where they were before a
 * reload, and the scripts start later than the first paint, when the reader may be reading.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // The path already shown, not a "first run" flag: React may run an effect twice on mount.
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
