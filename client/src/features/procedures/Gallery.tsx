import { lazy, Suspense, useState } from 'react';
import { Picture } from '../../components/media/Picture';
import type { GalleryImage } from '../../content/media-manifest';
import { ZoomIcon } from './icons';

// The viewer is loaded when first opened: it is not needed to read the page.
const Lightbox = lazy(() =>
  import('../../components/lightbox/Lightbox').then((module) => ({ default: module.Lightbox })),
);

/** « Galerie »: thumbnails that open the full-screen viewer. */
export function Gallery({ images, title }: { images: GalleryImage[]; title: string }) {
  const [index, setIndex] = useState<number | null>(null);
  if (images.length === 0) return null;
  return (
    <div className="gallery">
      <h2 className="gallery__title">Galerie</h2>
      <ul className="gallery__grid">
        {images.map((image, i) => (
          <li key={image.key}>
            <button
              type="button"
              className="gallery__thumb"
              onClick={() => setIndex(i)}
              aria-label={`Voir l'image : ${image.alt}`}
            >
              <Picture
                media={image.key}
                alt=""
                sizes="(min-width: 960px) 22vw, 50vw"
                className="gallery__media"
                imgClassName="gallery__image"
              />
              <span className="gallery__label" aria-hidden="true">
                <ZoomIcon />
                <span className="gallery__label-text">Voir l'image</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {index !== null && (
        <Suspense fallback={null}>
          <Lightbox
            images={images}
            index={index}
            onIndexChange={setIndex}
            onClose={() => setIndex(null)}
            label={`Galerie : ${title}`}
          />
        </Suspense>
      )}
    </div>
  );
}
