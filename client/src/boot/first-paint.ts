/**
 * Inline in the head of every prerendered page (compiled and minified by
 * scripts/inline-scripts.mjs; the same text on every page, so one CSP hash): starts the page's
 * scripts and loads its web fonts once the first view is on screen and its high-priority image
 * (the hero, its LCP) has arrived or failed and been painted — at most 2.5 s after that first
 * paint — so that on a slow connection the HTML, its inlined CSS and the hero image get the
 * bandwidth first. What it loads is in its own data-* attributes:
 * - data-entry: the page's entry module;
 * - data-preload: the page's chunks, preloaded together with the entry (they download in parallel);
 * - data-fonts: the two web fonts, as « family|url|weight|unicode-range » joined by « ; ».
 *
 * "On screen" is the browser's own first-contentful-paint entry, written once the frame is
 * presented (a requestAnimationFrame callback runs before its frame is shown); then two frames
 * for the image. `load` is not waited for (it often comes before the first frame is shown),
 * except in a background tab, which paints nothing.
 */
(function () {
  const script = document.currentScript as HTMLScriptElement;
  let started = false;
  let waiting = false;

  /** The fonts are loaded apart, then added together: one relayout of the page, when both are there. */
  function loadFonts() {
    const fonts = document.fonts;
    const list = script.dataset.fonts;
    if (!fonts || !window.FontFace || !list) {
      // No FontFace API: the print-only copy of the rules is turned on instead.
      const rules = document.querySelector<HTMLStyleElement>('style[data-fonts]');
      if (rules) rules.media = 'all';
      return;
    }
    const faces = list.split(';').map((entry) => {
      const [family, url, weight, unicodeRange] = entry.split('|');
      return new FontFace(family, `url(${url}) format("woff2")`, { weight, unicodeRange, display: 'swap' });
    });
    Promise.all(faces.map((face) => face.load())).then(
      () => faces.forEach((face) => fonts.add(face)),
      () => undefined,
    );
  }

  function start() {
    if (started) return;
    started = true;
    loadFonts();
    const head = document.head;
    (script.dataset.preload ?? '').split(' ').forEach((url) => {
      if (!url) return;
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = url;
      head.appendChild(link);
    });
    const entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = script.dataset.entry ?? '';
    head.appendChild(entry);
  }

  /** Two frames (the image painted), then after the current task. */
  function startAfterPaint() {
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
  }

  /** Once the first view is on screen: wait for the hero image, at most 2.5 s. */
  function onFirstPaint() {
    if (waiting) return;
    waiting = true;
    setTimeout(start, 2500);
    const pending = Array.prototype.filter.call(
      document.querySelectorAll('img[fetchpriority=high]'),
      (image: HTMLImageElement) => !image.complete,
    ) as HTMLImageElement[];
    let left = pending.length;
    if (!left) return startAfterPaint();
    pending.forEach((image) => {
      const settled = () => {
        if (!--left) startAfterPaint();
      };
      image.addEventListener('load', settled);
      image.addEventListener('error', settled);
    });
  }

  try {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) {
        observer.disconnect();
        onFirstPaint();
      }
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing: the fallback below.
  }
  // Without a paint entry (an old browser), a second after the first frame.
  requestAnimationFrame(() => setTimeout(() => setTimeout(onFirstPaint, 1000), 0));
  addEventListener('load', () => {
    if (document.hidden) start();
  });
})();
