import { useSyncExternalStore } from 'react';

/**
 * The visitor's « pause the animations » choice (WCAG 2.2.2), shared by every band, marquee and
 * looping video of the page. Kept for the visit; the system's reduced-motion setting is
 * honoured separately, in CSS and in each component.
 */
let paused = false;
const listeners = new Set<() => void>();

export function setMotionPaused(value: boolean): void {
  paused = value;
  if (typeof document !== 'undefined') document.documentElement.toggleAttribute('data-motion-paused', value);
  listeners.forEach((listener) => listener());
}

/** Calls `listener` whenever the choice changes; returns the unsubscribe function. */
export function subscribeMotion(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function isMotionPaused(): boolean {
  return paused;
}

export function useMotionPaused(): boolean {
  return useSyncExternalStore(subscribeMotion, isMotionPaused, () => false);
}

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
