import { useEffect, useRef } from 'react';
import { isMotionPaused, prefersReducedMotion, subscribeMotion } from './motion';
import './marquee.css';

/** The band moves 0.03 % of its loop per frame (at 60 frames a second), 30 % of that under the pointer. */
export const BAND_SPEED_PER_FRAME = 0.03;
export const BAND_HOVER_FACTOR = 0.3;
/** One pass over one copy of the words (50 % of the track) at that speed. */
export const BAND_LOOP_MS = (50 / BAND_SPEED_PER_FRAME / 60) * 1000;

export interface ScrollBandProps {
  items: string[];
  className?: string;
}

/**
 * A band of words that drifts sideways and turns round with the page's scroll direction.
 * The motion is a Web Animation, run by the compositor (no work on the main thread per frame);
 * scrolling and hovering only change its playback rate. Static under reduced motion, paused
 * with the page's animations and while off screen.
 */
export function ScrollBand({ items, className }: ScrollBandProps) {
  const root = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = root.current;
    const moving = track.current;
    if (!element || !moving || prefersReducedMotion() || !moving.animate) return;
    const animation = moving.animate(
      [{ transform: 'translate3d(0, 0, 0)' }, { transform: 'translate3d(-50%, 0, 0)' }],
      { duration: BAND_LOOP_MS, iterations: Infinity },
    );
    // Far into the loop, so that playing backwards (scrolling up) never reaches its start.
    animation.currentTime = BAND_LOOP_MS * 10_000;
    let direction = 1;
    let factor = 1;
    let visible = true;
    let lastY = window.scrollY;
    const update = () => {
      animation.playbackRate = direction * factor;
      if (visible && !isMotionPaused()) {
        if (animation.playState !== 'running') animation.play();
      } else animation.pause();
    };
    const onScroll = () => {
      const y = window.scrollY;
      const next = y > lastY ? 1 : y < lastY ? -1 : direction;
      lastY = y;
      if (next !== direction) {
        direction = next;
        update();
      }
    };
    const slow = () => {
      factor = BAND_HOVER_FACTOR;
      update();
    };
    const normal = () => {
      factor = 1;
      update();
    };
    const observer = new IntersectionObserver(([entry]) => {
      visible = entry.isIntersecting;
      update();
    });
    observer.observe(element);
    const unsubscribe = subscribeMotion(update);
    window.addEventListener('scroll', onScroll, { passive: true });
    element.addEventListener('pointerenter', slow);
    element.addEventListener('pointerleave', normal);
    update();
    return () => {
      observer.disconnect();
      unsubscribe();
      animation.cancel();
      window.removeEventListener('scroll', onScroll);
      element.removeEventListener('pointerenter', slow);
      element.removeEventListener('pointerleave', normal);
    };
  }, []);

  // Each copy holds the words twice, so that one copy is wider than the widest screens.
  const words = [...items, ...items].map((item, i) => (
    <span key={i} className="band__item">
      {item}
      <span className="band__mark" aria-hidden="true">
        ✦
      </span>
    </span>
  ));
  return (
    <div ref={root} className={`band${className ? ` ${className}` : ''}`}>
      <p className="visually-hidden">{items.join(', ')}</p>
      <div ref={track} className="band__track" aria-hidden="true">
        <div className="band__group">{words}</div>
        <div className="band__group">{words}</div>
      </div>
    </div>
  );
}
