// The before/after comparison: two images and a divider the visitor drags or moves with the keys.

import { CSSProperties, KeyboardEvent, PointerEvent, useRef, useState } from 'react';
import { Picture } from '../media/Picture';
import './before-after.css';

export interface BeforeAfterProps {
  /** Media keys of the two images (same framing, same size). */
  before: string;
  after: string;
  /** What the pair shows, e.g. the procedure name (used in the alternative texts). */
  subject: string;
  /** Start position of the divider, in percent. */
  initial?: number;
  sizes?: string;
  /** A line under the slider (e.g. « Illustrations… »). */
  caption?: string;
  className?: string;
}

const clamp = (value: number) => Math.min(100, Math.max(0, value));
const STEP = 5;

/**
 * Before/after comparison: the « Avant » image is revealed left of a divider that follows the
 * mouse, follows a finger dragging across it, and moves with the arrow keys (it is a slider).
 */
export function BeforeAfter({
  before,
  after,
  subject,
  initial = 50,
  sizes = '(min-width: 960px) 40vw, 100vw',
  caption,
  className,
}: BeforeAfterProps) {
  const [position, setPosition] = useState(clamp(initial));
  const frame = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);

  const moveTo = (clientX: number) => {
    const box = frame.current?.getBoundingClientRect();
    if (!box || box.width === 0) return;
    setPosition(clamp(Math.round(((clientX - box.left) / box.width) * 1000) / 10));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    dragging.current = true;
    if (event.pointerType !== 'mouse') event.currentTarget.setPointerCapture?.(event.pointerId);
    moveTo(event.clientX);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    // The mouse only needs to hover; touch and pen move the divider while pressed.
    if (event.pointerType === 'mouse' || dragging.current) moveTo(event.clientX);
  };
  const stopDragging = () => {
    dragging.current = false;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = {
      ArrowLeft: position - STEP,
      ArrowDown: position - STEP,
      ArrowRight: position + STEP,
      ArrowUp: position + STEP,
      PageDown: position - 20,
      PageUp: position + 20,
      Home: 0,
      End: 100,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setPosition(clamp(next));
  };

  const rounded = Math.round(position);
  return (
    <figure className={`before-after${className ? ` ${className}` : ''}`}>
      <div
        ref={frame}
        className="before-after__frame"
        style={{ '--position': `${position}%` } as CSSProperties}
        data-position={rounded}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={stopDragging}
        onPointerCancel={stopDragging}
        onLostPointerCapture={stopDragging}
      >
        <Picture media={after} alt={`${subject} : après`} sizes={sizes} className="before-after__image" />
        <Picture
          media={before}
          alt={`${subject} : avant`}
          sizes={sizes}
          className="before-after__image before-after__image--before"
        />
        <span className="before-after__label before-after__label--before" aria-hidden="true">
          Avant
        </span>
        <span className="before-after__label before-after__label--after" aria-hidden="true">
          Après
        </span>
        <div className="before-after__divider" aria-hidden="true" />
        <div
          className="before-after__handle"
          role="slider"
          tabIndex={0}
          aria-label={`Comparer avant et après : ${subject}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={rounded}
          aria-valuetext={`${rounded} % avant, ${100 - rounded} % après`}
          aria-orientation="horizontal"
          onKeyDown={onKeyDown}
        >
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="m18 8 4 4-4 4M2 12h20M6 8l-4 4 4 4"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </div>
      </div>
      {caption && <figcaption className="before-after__caption">{caption}</figcaption>}
    </figure>
  );
}
