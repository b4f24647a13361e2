import { RefObject, useEffect } from 'react';

/**
 * Calls `onNear` once when the target (an element, or the first match of a selector) comes
 * within `rootMargin` of the viewport, and at once where IntersectionObserver is missing.
 */
export function useWhenNear(
  target: RefObject<Element | null> | string,
  onNear: () => void,
  rootMargin: string,
): void {
  useEffect(() => {
    const element = typeof target === 'string' ? document.querySelector(target) : target.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      onNear();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          onNear();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, onNear, rootMargin]);
}
