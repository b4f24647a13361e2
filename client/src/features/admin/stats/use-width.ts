import { RefObject, useLayoutEffect, useState } from 'react';

/**
 * The width an element is given, kept up to date: the charts draw at that size in pixels, so
 * their text stays legible on a phone instead of shrinking with the drawing.
 */
export function useWidth(ref: RefObject<HTMLElement | null>, fallback: number): number {
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(Math.max(200, Math.floor(element.clientWidth)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
