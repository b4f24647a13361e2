/**
 * Inline, first in the head of every prerendered page (compiled and minified by
 * scripts/inline-scripts.mjs): records the last click on the document and forgets it at the
 * next key pressed, from the first paint on, whatever the boot script decides about loading. A
 * button pressed before the page's scripts start (or on a part still waiting for its code) is
 * pressed again, once, when its code has arrived (client/src/lib/early-press.ts).
 */
(function (w: Window & { __press?: Event | null }, d: Document) {
  function record(event: Event) {
    w.__press = event.type == 'click' ? event : null;
  }
  w.__press = null;
  d.addEventListener('click', record, true);
  d.addEventListener('keydown', record, true);
})(window, document);
