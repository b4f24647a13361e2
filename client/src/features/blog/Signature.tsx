import { useEffect, useRef, useState } from 'react';

/** Same stroke as the signature image (scripts/media/line-art.mjs, SIGNATURE_PATH). */
const PATH =
  'M 18 62 C 22 40 30 22 34 20 C 38 18 34 44 30 60 C 28 68 26 70 24 66 C 40 30 70 24 66 48 C 63 66 42 74 30 66 M 72 60 C 74 50 78 44 82 44 C 86 44 82 54 86 54 C 92 54 96 40 100 42 M 112 60 C 118 30 128 16 132 22 C 136 30 124 56 124 64 C 132 50 140 44 146 48 C 150 52 142 62 148 62 C 156 62 160 50 166 50 C 172 50 168 62 174 62 C 182 62 188 46 196 46 C 204 46 200 60 208 60 C 220 60 236 50 252 44 M 40 80 C 90 74 160 72 240 70';

type State = 'static' | 'waiting' | 'drawing';

/**
 * The doctor's signature, drawn stroke by stroke when it scrolls into view. Prerendered fully
 * drawn (so it shows without JavaScript); never animated under prefers-reduced-motion.
 */
export function Signature({ name }: { name: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<State>('static');

  useEffect(() => {
    const element = ref.current;
    if (!element || !('IntersectionObserver' in window)) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const box = element.getBoundingClientRect();
    if (box.top < window.innerHeight) return; // already on screen: leave it drawn
    setState('waiting');
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setState('drawing');
          observer.disconnect();
        }
      },
      { threshold: 0.6 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={ref} className="signature" data-state={state}>
      <svg viewBox="0 0 270 100" role="img" aria-label={`Signature du ${name}`} className="signature__svg">
        <path d={PATH} pathLength={1} />
      </svg>
      <p className="signature__name">{name}</p>
    </div>
  );
}
