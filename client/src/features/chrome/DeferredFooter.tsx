import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';

type FooterModule = { default: ComponentType };

const load = () => import('./Footer');
let Loaded: ComponentType | undefined;
let reveal: () => void = () => undefined;
const wanted = new Promise<void>((resolve) => (reveal = resolve));
const LazyFooter = lazy(() =>
  wanted.then(load).then((module: FooterModule) => {
    Loaded = module.default;
    return module;
  }),
);

// The prerendered HTML holds the whole footer.
if (import.meta.env.SSR) Loaded = (await load()).default;

/**
 * The footer, whose code (links, newsletter form, icons: about 4 KB gzip) is not needed to
 * show or use the top of a page. The prerendered footer stays on screen, as plain links, and
 * is hydrated once it comes within a screen's height of the viewport, or at the first in-app
 * navigation (which then waits for that one small chunk). Its newsletter button stays disabled
 * until then.
 */
export function DeferredFooter() {
  const { pathname, search, hash } = useLocation();
  const here = `${pathname}${search}${hash}`;
  const [first] = useState(here);
  // Any change of location (a navigation, or only its #fragment) reaches the footer's links:
  // React then hydrates the footer before committing, so its code is asked for now, in this
  // render, or the change would wait until the footer scrolls near. Resolving twice is harmless.
  if (here !== first) reveal();

  useEffect(() => {
    if (Loaded) return;
    const target = document.querySelector('[data-footer]');
    if (!target || typeof IntersectionObserver === 'undefined') {
      reveal();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          reveal();
        }
      },
      { rootMargin: '0px 0px 100% 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, []);

  return (
    <Suspense fallback={<div className="footer-placeholder" data-footer aria-hidden="true" />}>
      {Loaded ? <Loaded /> : <LazyFooter />}
    </Suspense>
  );
}
