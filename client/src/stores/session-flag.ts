/**
 * The session flag: whether this page load is the first one of the visitor's session
 * (sessionStorage, so it resets with the tab). Read once, after hydration, when the app starts;
 * never during render on the server.
 */
export const SESSION_FLAG_KEY = 'cabinet:site-loaded';

let firstLoad: boolean | undefined;
let hydrated = false;

/** Called once the app has hydrated: records the load in the session and remembers whether it was the first. */
export function startSession(): void {
  if (firstLoad !== undefined) return;
  try {
    firstLoad = sessionStorage.getItem(SESSION_FLAG_KEY) === null;
    sessionStorage.setItem(SESSION_FLAG_KEY, '1');
  } catch {
    firstLoad = true; // storage unavailable (private mode): behave as a first visit
  }
  hydrated = true;
}

/** True until the app has started, and for the whole life of the first load of a session. */
export function isFirstLoadOfSession(): boolean {
  return firstLoad ?? true;
}

/** Whether the app has finished hydrating (so a component renders on the client, after navigation). */
export function isAppStarted(): boolean {
  return hydrated;
}
