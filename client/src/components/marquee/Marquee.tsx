// Moving bands: the CSS marquee, the band that turns with the page's scroll (ScrollBand.tsx), and
// the « pause the animations » choice they share (motion.ts).

import { CSSProperties, ReactNode } from 'react';
import './marquee.css';

export interface MarqueeProps {
  children: ReactNode;
  /** Seconds per loop (30 by default). */
  speed?: number;
  reverse?: boolean;
  className?: string;
}

export const MARQUEE_DEFAULT_SPEED = 30;

/**
 * An endless horizontal scroll in pure CSS: the content twice in a row, translated by half its
 * width per loop; the second copy is hidden from assistive technology and the keyboard. Pauses
 * on hover and keyboard focus, when the visitor paused the animations, and never moves under
 * `prefers-reduced-motion`.
 */
export function Marquee({ children, speed = MARQUEE_DEFAULT_SPEED, reverse, className }: MarqueeProps) {
  return (
    <div
      className={`marquee${reverse ? ' marquee--reverse' : ''}${className ? ` ${className}` : ''}`}
      style={{ '--marquee-duration': `${speed}s` } as CSSProperties}
    >
      <div className="marquee__track">
        <div className="marquee__group">{children}</div>
        <div className="marquee__group" aria-hidden="true" inert>
          {children}
        </div>
      </div>
    </div>
  );
}
