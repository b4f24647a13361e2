// The full-screen image viewer of the galleries, on a modal `<dialog>`.

import { KeyboardEvent, useEffect, useRef } from 'react';
import { ChevronLeft } from '../icons/chevron-left';
import { ChevronRight } from '../icons/chevron-right';
import { X } from '../icons/x';
import { Picture } from '../media/Picture';
import './lightbox.css';

export interface LightboxImage {
  key: string;
  alt: string;
}

export interface LightboxProps {
  images: LightboxImage[];
  /** Index of the image shown, or null when the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Accessible name of the viewer. */
  label?: string;
}

/**
 * Full-screen image viewer on a modal <dialog>: Fermer, Précédent, Suivant (wrapping, disabled
 * with a single image); Escape closes, ArrowLeft/ArrowRight navigate; focus stays inside while
 * open and returns to the element that opened it.
 */
export function Lightbox({ images, index, onIndexChange, onClose, label = 'Galerie' }: LightboxProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const open = index !== null && images.length > 0;
  const single = images.length < 2;

  useEffect(() => {
    const element = dialog.current;
    if (!element || !open) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    closeButton.current?.focus();
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previousOverflow;
      if (element.open) element.close();
      opener.current?.focus();
    };
  }, [open]);

  if (!open) return null;
  const current = Math.min(index, images.length - 1);
  const go = (delta: number) => {
    if (single) return;
    onIndexChange((current + delta + images.length) % images.length);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    } else if (event.key === 'Tab') {
      // Keep focus on the viewer's own buttons.
      const focusable = Array.from(
        dialog.current?.querySelectorAll<HTMLElement>('button:not([disabled])') ?? [],
      );
      if (focusable.length === 0) return;
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  const image = images[current];
  return (
    <dialog
      ref={dialog}
      className="lightbox"
      aria-label={label}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="lightbox__bar">
        <p className="lightbox__count" aria-live="polite">
          {current + 1} / {images.length}
        </p>
        <button ref={closeButton} type="button" className="lightbox__close" onClick={onClose}>
          <X aria-hidden="true" size={20} strokeWidth={1.6} />
          Fermer
        </button>
      </div>
      <figure className="lightbox__figure" key={image.key}>
        <Picture media={image.key} alt={image.alt} sizes="100vw" className="lightbox__picture" />
        <figcaption className="lightbox__caption">{image.alt}</figcaption>
      </figure>
      <button
        type="button"
        className="lightbox__nav lightbox__nav--prev"
        onClick={() => go(-1)}
        disabled={single}
        aria-label="Précédent"
      >
        <ChevronLeft aria-hidden="true" size={26} strokeWidth={1.5} />
      </button>
      <button
        type="button"
        className="lightbox__nav lightbox__nav--next"
        onClick={() => go(1)}
        disabled={single}
        aria-label="Suivant"
      >
        <ChevronRight aria-hidden="true" size={26} strokeWidth={1.5} />
      </button>
    </dialog>
  );
}
