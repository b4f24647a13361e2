import { ReactNode, useEffect, useRef } from 'react';
import { LoopVideo } from '../../components/media/LoopVideo';

export const PARALLAX_RANGE = 300;
export const PARALLAX_SHIFT = 50;

/** Over the first 300 px of scroll the hero text rises from 0 to 50 px. */
export function parallaxOffset(scrollY: number): number {
  return -(Math.min(Math.max(scrollY, 0), PARALLAX_RANGE) / PARALLAX_RANGE) * PARALLAX_SHIFT;
}

/** Full-bleed hero: a looping video under a dark gradient, the title and tagline above it. */
export function CategoryHero({
  video,
  poster,
  title,
  tagline,
  kicker,
  children,
}: {
  video: string;
  poster: string;
  title: string;
  tagline: string;
  kicker?: string;
  children?: ReactNode;
}) {
  const content = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = content.current;
    if (!element || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      element.style.transform = `translate3d(0, ${parallaxOffset(window.scrollY)}px, 0)`;
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <section className="category-hero">
      <LoopVideo
        video={video}
        poster={poster}
        alt=""
        sizes="100vw"
        priority
        className="category-hero__media"
      />
      <div className="category-hero__shade" aria-hidden="true" />
      <div ref={content} className="container category-hero__content" data-parallax>
        {kicker && <p className="category-hero__kicker">{kicker}</p>}
        <h1 className="category-hero__title">{title}</h1>
        <p className="category-hero__tagline">{tagline}</p>
        {children}
      </div>
    </section>
  );
}
