// The public chrome around every page but the admin: header, footer, floating action bar and toasts.

import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Toaster } from '../../components/toast/Toaster';
import { DeferredFooter } from '../../features/chrome/DeferredFooter';
import { FloatingBar } from '../../features/chrome/FloatingBar';
import { Header } from '../../features/chrome/Header';
import '../../features/chrome/chrome.css';
import './forms.css';
import { replayEarlyPress, useReplayEarlyPress } from '../../lib/early-press';
import { startSession } from '../../stores/session-flag';

/** Rendered with the page, inside its boundary: the page may be hydrated after the layout. */
function PageRendered() {
  useReplayEarlyPress();
  return null;
}

/**
 * The public chrome around every page but the admin: header, page, footer, floating
 * action bar and the toasts. The home page's hero runs under the transparent header.
 */
export function PublicLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    startSession();
    replayEarlyPress(); // a button of the header or of the page, pressed before the scripts started
  }, []);
  // The admin area never shows the public chrome, whatever route renders it.
  if (pathname.startsWith('/admin')) return <Outlet />;
  return (
    <div className="layout">
      <a href="#contenu" className="skip-link">
        Aller au contenu
      </a>
      <Header />
      <main id="contenu" tabIndex={-1} className={pathname === '/' ? 'main main--under-header' : 'main'}>
        <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
          <Outlet />
          <PageRendered />
        </Suspense>
      </main>
      <DeferredFooter />
      <FloatingBar />
      <Toaster />
    </div>
  );
}
