// A disclosure list with one item open at a time, worked by mouse, finger or keyboard.

import { KeyboardEvent, ReactNode, useId, useRef } from 'react';
import './accordion.css';

export interface AccordionItem {
  title: string;
  content: ReactNode;
}

export interface AccordionProps {
  items: AccordionItem[];
  /** Index of the open item, or null when all are closed (one open at a time). */
  openIndex: number | null;
  onOpenIndexChange: (index: number | null) => void;
  /** Heading level of the item titles. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * Disclosure list with one item open at a time: clicking the open item closes it. Headers are
 * real buttons (Enter/Space); ArrowUp/ArrowDown/Home/End move between them.
 */
export function Accordion({
  items,
  openIndex,
  onOpenIndexChange,
  headingLevel = 3,
  className,
}: AccordionProps) {
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = `h${headingLevel}` as const;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const target = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <div className={`accordion${className ? ` ${className}` : ''}`}>
      {items.map((item, index) => {
        const open = openIndex === index;
        return (
          <div key={item.title} className="accordion__item" data-open={open || undefined}>
            <Heading className="accordion__heading">
              <button
                ref={(el) => {
                  buttons.current[index] = el;
                }}
                type="button"
                id={`${id}-header-${index}`}
                className="accordion__trigger"
                aria-expanded={open}
                aria-controls={`${id}-panel-${index}`}
                onClick={() => onOpenIndexChange(open ? null : index)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <span>{item.title}</span>
                <svg
                  className="accordion__icon"
                  width="20"
                  height="20"
                  viewBox="0 0 24 24"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path d="M5 12h14M12 5v14" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
                </svg>
              </button>
            </Heading>
            <div
              id={`${id}-panel-${index}`}
              role="region"
              aria-labelledby={`${id}-header-${index}`}
              className="accordion__panel"
              hidden={!open}
            >
              <div className="accordion__body">{item.content}</div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
