import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches, kept up to date (the back-office renders in the browser only). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** The table layout (and the detail as a modal) from this width up; cards below. */
export const WIDE_QUERY = '(min-width: 768px)';
