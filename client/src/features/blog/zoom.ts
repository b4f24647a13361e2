/** Length of the card-to-article image zoom. */
export const ZOOM_MS = 800;
/** The article hero image carries this view-transition name (see article.css). */
export const COVER_TRANSITION_NAME = 'article-cover';

type ViewTransitionDocument = Document & {
  startViewTransition?: (update: () => Promise<void> | void) => { finished: Promise<void> };
};

/**
 * Resolves once `selector` matches an element, or after `timeout` ms. Watches the DOM rather than
 * animation frames: while a view transition prepares its new state, rendering (and so
 * requestAnimationFrame) is paused.
 */
function whenPresent(selector: string, timeout = 3000): Promise<void> {
  return new Promise((resolve) => {
    if (document.querySelector(selector)) return resolve();
    const done = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => {
      if (document.querySelector(selector)) done();
    });
    const timer = window.setTimeout(done, timeout);
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

/**
 * Grows the card's image to the full screen in 0.8 s, then opens the article (`open`).
 * With the View Transitions API the card image morphs into the article's hero image; without
 * it a copy of the image is zoomed over the page, then `open` runs. No animation at all when
 * the visitor prefers reduced motion.
 */
export function zoomIntoArticle(
  image: HTMLImageElement | null,
  open: (viaTransition: boolean) => void,
): void {
  const doc = document as ViewTransitionDocument;
  if (!image || window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    open(false);
    return;
  }

  if (typeof doc.startViewTransition === 'function') {
    image.style.setProperty('view-transition-name', COVER_TRANSITION_NAME);
    document.documentElement.dataset.blogZoom = 'true';
    const transition = doc.startViewTransition(async () => {
      image.style.removeProperty('view-transition-name');
      open(true);
      await whenPresent('[data-article-cover]');
    });
    void transition.finished.finally(() => {
      delete document.documentElement.dataset.blogZoom;
    });
    return;
  }

  const from = image.getBoundingClientRect();
  const overlay = document.createElement('div');
  overlay.className = 'blog-zoom';
  overlay.setAttribute('aria-hidden', 'true');
  const copy = document.createElement('img');
  copy.src = image.currentSrc || image.src;
  copy.alt = '';
  overlay.appendChild(copy);
  Object.assign(overlay.style, {
    top: `${from.top}px`,
    left: `${from.left}px`,
    width: `${from.width}px`,
    height: `${from.height}px`,
  });
  document.body.appendChild(overlay);
  // Next frame: grow to the viewport (the CSS transition lasts ZOOM_MS).
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      overlay.classList.add('blog-zoom--full');
    }),
  );
  window.setTimeout(() => {
    open(false);
    // Let the article paint under the copy, then fade the copy away.
    window.setTimeout(() => {
      overlay.classList.add('blog-zoom--done');
      window.setTimeout(() => overlay.remove(), 400);
    }, 120);
  }, ZOOM_MS);
}
