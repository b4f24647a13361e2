import { ReactNode, useEffect, useRef, useState } from 'react';
import { getVideo } from '../../lib/media';
import { Picture } from './Picture';

export interface LoopVideoProps {
  /** Key of the video in client/media/ (the .webm and .mp4 share it). */
  video: string;
  /** Key of the poster image, shown first and kept when the video cannot play. */
  poster: string;
  /** Alternative text of the poster (the video is decorative). */
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
  /** Called when the video cannot be loaded. */
  onError?: () => void;
  /** Drawn over the poster and the video (e.g. a label saying the video is a placeholder). */
  children?: ReactNode;
}

interface NetworkInformationLike {
  saveData?: boolean;
}

/**
 * A short, muted, looping video over its poster. The poster is the real content (and the LCP
 * image when `priority`); the video starts only after the page has loaded, never when the
 * visitor asked to save data or prefers reduced motion.
 */
export function LoopVideo({
  video,
  poster,
  alt,
  sizes,
  priority,
  className,
  onError,
  children,
}: LoopVideoProps) {
  const [play, setPlay] = useState(false);
  const ref = useRef<HTMLVideoElement>(null);
  const sources = getVideo(video).sources;

  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
    if (connection?.saveData || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const start = () => setPlay(true);
    if (document.readyState === 'complete') {
      const id = window.setTimeout(start, 300);
      return () => window.clearTimeout(id);
    }
    window.addEventListener('load', start, { once: true });
    return () => window.removeEventListener('load', start);
  }, []);

  return (
    <div className={className} style={{ position: 'relative', overflow: 'hidden' }}>
      <Picture media={poster} alt={alt} sizes={sizes} priority={priority} imgClassName="loop-video__poster" />
      {play && (
        <video
          ref={ref}
          className="loop-video__video"
          autoPlay
          muted
          loop
          playsInline
          preload="auto"
          aria-hidden="true"
          onError={onError}
        >
          {sources.map((source) => (
            <source
              key={source.src}
              src={source.src}
              type={source.type}
              onError={source === sources[sources.length - 1] ? onError : undefined}
            />
          ))}
        </video>
      )}
      {children}
    </div>
  );
}
