import { useEffect } from 'react';

/**
 * A press on a button whose code has not run yet: before the page's scripts start (they start
 * after the first paint, seconds later on a slow phone), or on a part of the page still waiting
 * for its code (React drops such a click). An inline script at the top of every prerendered page
 * (PRESS in scripts/prerender.mjs) records the last click on the document from the first paint
 * on, and forgets it at the next key pressed; the app presses that button again, once, when a
 * part of the page has just been rendered by its code.
 */
interface PressWindow {
  /** The last click not known to be answered yet; null once answered or after a key. */
  __press?: Event | null;
}

// globalThis: this module is also evaluated while prerendering, where there is no window.
const pressWindow = globalThis as unknown as PressWindow;

/** The same recorder as the inline script's, for a page without it (the development server). */
function record(event: Event) {
  pressWindow.__press = event.type === 'click' ? event : null;
}

/**
 * Called when React starts. A click React answers goes on to the window; one aimed at a part
 * still waiting for its code is stopped at React's root (and nothing else in the site stops a
 * click): so a click that reaches the window is never pressed again.
 */
export function watchEarlyPresses(): void {
  if (pressWindow.__press === undefined) {
    pressWindow.__press = null;
    document.addEventListener('click', record, true);
    document.addEventListener('keydown', record, true);
  }
  window.addEventListener('click', (event) => {
    if (pressWindow.__press === event) pressWindow.__press = null;
  });
}

/**
 * Presses again the button of the last unanswered click, if it is still in the page and can be
 * pressed. After the current event (a part may be rendered while React handles a click, which
 * it then answers itself). A button still waiting for its code is stopped again and recorded
 * again: only a press that is answered counts, so it is answered once. Only plain buttons: a
 * submit button stays disabled until its form's code has run.
 */
export function replayEarlyPress(): void {
  window.setTimeout(() => {
    const target = pressWindow.__press?.target;
    const button = target instanceof Element ? target.closest('button') : null;
    if (!button?.isConnected || button.type !== 'button' || button.matches(':disabled')) return;
    // Not yet rendered by its code (React marks the elements it has hydrated): the press waits
    // for the part holding it, which replays it when it is. Pressed now, React would hydrate
    // that part in a hurry under an update and fall back to rendering it again from scratch.
    if (!Object.keys(button).some((key) => key.startsWith('__reactProps$'))) return;
    pressWindow.__press = null;
    button.click();
  });
}

/** For a part of the page rendered by its code: replays the early press once it is on screen. */
export function useReplayEarlyPress(): void {
  useEffect(replayEarlyPress, []);
}
