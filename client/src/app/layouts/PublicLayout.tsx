import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Toaster } from '../../components/toast/Toaster';
import { DeferredFooter } from '../../features/chrome/DeferredFooter';
import { FloatingBar } from '../../features/chrome/FloatingBar';
import { Header } from '../../features/chrome/Header';
import '../../features/chrome/chrome.css';
import './forms.css';
import { startSession } from '../../stores/session-flag';

/**
 * The public chrome around every page but the admin: header, page, footer, floating
 * action bar and the toasts. The home page's hero runs under the transparent header.
 */
export function PublicLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    startSession();
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
        </Suspense>
      </main>
      <DeferredFooter />
      <FloatingBar />
      <Toaster />
    </div>
  );
}
