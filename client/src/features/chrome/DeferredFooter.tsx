import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useWhenNear } from '../../components/lazy/use-when-near';

const load = () => import('./Footer');
let resolveWanted: () => void = () => undefined;
const wanted = new Promise<void>((resolve) => (resolveWanted = resolve));
const reveal = () => resolveWanted();
// Rendered the same way from hydration on: switching to another component once loaded would
// remount the footer (and empty a half-typed newsletter address).
const LazyFooter = lazy(() => wanted.then(load));

// The prerendered HTML holds the whole footer (prerendering must not suspend).
const ServerFooter = import.meta.env.SSR ? (await load()).default : undefined;

/**
 * The footer, whose code (links, newsletter form, icons: about 4 KB gzip) is not needed to
 * show or use the top of a page. The prerendered footer stays on screen, as plain links, and
 * is hydrated once it comes within a screen's height of the viewport, or at the first in-app
 * navigation (which then waits for that one small chunk). Its newsletter button stays disabled
 * until then. (The same pattern as components/lazy/deferred.tsx, kept apart because the layout
 * is in the entry chunk: sharing that module with the pages splits React Router out of it.)
 */
export function DeferredFooter() {
  const { pathname, search, hash } = useLocation();
  const here = `${pathname}${search}${hash}`;
  const [first] = useState(here);
  // Any change of location (a navigation, or only its #fragment) reaches the footer's links:
  // React then hydrates the footer before committing, so its code is asked for now, in this
  // render, or the change would wait until the footer scrolls near. Resolving twice is harmless.
  if (here !== first) reveal();
  useWhenNear('[data-footer]', reveal, '0px 0px 100% 0px');

  return (
    <Suspense fallback={<div className="footer-placeholder" data-footer aria-hidden="true" />}>
      {ServerFooter ? <ServerFooter /> : <LazyFooter />}
    </Suspense>
  );
}
