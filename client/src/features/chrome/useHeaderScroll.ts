import { useEffect, useState } from 'react';
import { HeaderScroll, nextHeaderState } from './header-scroll';

export function useHeaderScroll(): HeaderScroll {
  const [state, setState] = useState<HeaderScroll>({ scrolled: false, hidden: false });
  useEffect(() => {
    let lastY = 0;
    let current: HeaderScroll = { scrolled: false, hidden: false };
    let frame = 0;
    const update = () => {
      frame = 0;
      const next = nextHeaderState(window.scrollY, lastY, current);
      lastY = next.lastY;
      if (next.state.scrolled !== current.scrolled || next.state.hidden !== current.hidden) {
        current = next.state;
        setState(current);
      }
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);
  return state;
}
