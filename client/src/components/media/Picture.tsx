import { CSSProperties } from 'react';
import { getImage } from '../../lib/media';

export interface PictureProps {
  /** Key of the image in client/media/ (path without extension). */
  media: string;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn, e.g. "(min-width: 768px) 50vw, 100vw". */
  sizes: string;
  /** Above the fold: load at once with high priority (the LCP image). Otherwise lazy. */
  priority?: boolean;
  className?: string;
  imgClassName?: string;
  style?: CSSProperties;
}

const srcSet = (candidates: [string, number][]) => candidates.map(([url, w]) => `${url} ${w}w`).join(', ');

/** AVIF/WebP at several widths, with the intrinsic width and height so nothing shifts. */
export function Picture({
  media,
  alt,
  sizes,
  priority = false,
  className,
  imgClassName,
  style,
}: PictureProps) {
  const image = getImage(media);
  const fallback = image.webp.find(([, w]) => w >= 800) ?? image.webp[image.webp.length - 1];
  return (
    <picture className={className}>
      {image.avif.length > 0 && <source type="image/avif" srcSet={srcSet(image.avif)} sizes={sizes} />}
      <source type="image/webp" srcSet={srcSet(image.webp)} sizes={sizes} />
      <img
        src={fallback[0]}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
        className={imgClassName}
        style={style}
      />
    </picture>
  );
}
