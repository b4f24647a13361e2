import { Pause } from '../../components/icons/pause';
import { Play } from '../../components/icons/play';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { LoopVideo } from '../../components/media/LoopVideo';
import { isMotionPaused, setMotionPaused, useMotionPaused } from '../../components/marquee/motion';
import { ScrollBand } from '../../components/marquee/ScrollBand';
import { hero } from '../../content/home';
import { practice } from '../../content/practice';
import { isAppStarted, isFirstLoadOfSession } from '../../stores/session-flag';

/**
 * The hero: the doctor's name over a looping video (its poster is the page's largest image),
 * the specialties, and the scrolling band. The entrance animation plays when the visitor comes
 * back to the home page later in the session, never on a session's first load; nor when
 * the hero is the prerendered page itself, which is already painted before the script runs.
 */
export function Hero() {
  const [entering] = useState(() => isAppStarted() && !isFirstLoadOfSession());
  const paused = useMotionPaused();
  const section = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = section.current;
    if (!element) return;
    // The video mounts after the page has loaded: keep it still if the visitor paused.
    const onPlay = (event: Event) => {
      if (isMotionPaused()) (event.target as HTMLVideoElement).pause();
    };
    element.addEventListener('play', onPlay, true);
    const video = element.querySelector('video');
    if (video) {
      if (paused) video.pause();
      else video.play().catch(() => undefined);
    }
    return () => element.removeEventListener('play', onPlay, true);
  }, [paused]);

  return (
    <section ref={section} className={entering ? 'hero hero--enter' : 'hero'} data-testid="hero">
      <LoopVideo
        video={hero.video}
        poster={hero.poster}
        alt=""
        sizes="100vw"
        priority
        className="hero__media"
      />
      <div className="hero__veil" aria-hidden="true" />
      <div className="hero__content">
        <p className="hero__eyebrow">{hero.eyebrow}</p>
        <h1>{practice.doctorName}</h1>
        <span className="hero__rule" aria-hidden="true" />
        <p className="hero__specialties">
          {practice.specialties.map((specialty) => (
            <span key={specialty}>{specialty}</span>
          ))}
        </p>
        <div className="hero__actions">
          <Link to={hero.primary.path} className="btn btn--gold">
            {hero.primary.label}
          </Link>
          <a href={`#${hero.secondary.anchor}`} className="btn btn--ghost hero__ghost">
            {hero.secondary.label}
          </a>
        </div>
      </div>
      <div className="hero__foot">
        <button
          type="button"
          className="hero__pause"
          aria-pressed={paused}
          onClick={() => setMotionPaused(!paused)}
        >
          {paused ? <Play size={16} aria-hidden="true" /> : <Pause size={16} aria-hidden="true" />}
          <span className="visually-hidden">{hero.pauseLabel}</span>
        </button>
        <ScrollBand items={hero.band} className="hero__band" />
      </div>
    </section>
  );
}
