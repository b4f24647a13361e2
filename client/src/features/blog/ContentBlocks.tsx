import type { ReactNode } from 'react';
import type { ComponentType } from 'react';
import { CircleCheck } from '../../components/icons/circle-check';
import { CircleMinus } from '../../components/icons/circle-minus';
import { CircleX } from '../../components/icons/circle-x';
import { Gauge } from '../../components/icons/gauge';
import type { IconProps } from '../../components/icons/icon';
import { Info } from '../../components/icons/info';
import { OctagonAlert } from '../../components/icons/octagon-alert';
import { PenLine } from '../../components/icons/pen-line';
import { TriangleAlert } from '../../components/icons/triangle-alert';
import type { ContentBlock, TitledItem } from '../../content/blog';

type Callout = 'warning' | 'important' | 'note' | 'info';

const CALLOUTS: Record<Callout, { icon: ComponentType<IconProps>; label: string }> = {
  warning: { icon: TriangleAlert, label: 'Attention' },
  important: { icon: OctagonAlert, label: 'Important' },
  note: { icon: PenLine, label: 'À noter' },
  info: { icon: Info, label: 'Bon à savoir' },
};

const CHECKLISTS = {
  criteria: CircleCheck,
  contraindications: CircleX,
  limitations: CircleMinus,
} as const;

function CalloutBox({ kind, heading, children }: { kind: Callout; heading?: string; children: ReactNode }) {
  const { icon: Icon, label } = CALLOUTS[kind];
  return (
    <div className={`block-callout block-callout--${kind}`}>
      <Icon className="block-callout__icon" aria-hidden="true" size={22} strokeWidth={1.6} />
      <div className="block-callout__body">
        {heading ? (
          <h3 className="block-callout__title">{heading}</h3>
        ) : (
          <span className="visually-hidden">{label} : </span>
        )}
        {children}
      </div>
    </div>
  );
}

function TitledItems({ items, className }: { items: TitledItem[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.title}>
          <h4>{item.title}</h4>
          <p>{item.description}</p>
        </li>
      ))}
    </ul>
  );
}

const text = (block: object): string => {
  const value = (block as { text?: unknown }).text;
  return typeof value === 'string' ? value : '';
};

/** One content block of an article section. Any unknown type is rendered as a paragraph. */
export function ContentBlockView({ block }: { block: ContentBlock }) {
  switch (block.type) {
    case 'list':
      return (
        <div className="block-list">
          {block.title && <h3 className="block-title">{block.title}</h3>}
          <ul>
            {block.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      );
    case 'highlight':
      return <p className="block-highlight">{block.text}</p>;
    case 'comparison':
      return (
        <div className="block-comparison">
          {block.title && <h3 className="block-title">{block.title}</h3>}
          <TitledItems items={block.items} className="block-comparison__items" />
        </div>
      );
    case 'warning':
      return block.text ? (
        <CalloutBox kind="warning">
          <p>{block.text}</p>
        </CalloutBox>
      ) : (
        <CalloutBox kind="warning" heading="Attention">
          <TitledItems items={block.items ?? []} className="block-callout__items" />
        </CalloutBox>
      );
    case 'important':
    case 'note':
    case 'info':
      return (
        <CalloutBox kind={block.type}>
          <p>{block.text}</p>
        </CalloutBox>
      );
    case 'grid':
      return (
        <div className="block-grid">
          {block.title && <h3 className="block-title">{block.title}</h3>}
          <ul>
            {block.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      );
    case 'criteria':
    case 'contraindications':
    case 'limitations': {
      const Icon = CHECKLISTS[block.type];
      return (
        <div className={`block-checklist block-checklist--${block.type}`}>
          <h3 className="block-title">{block.title}</h3>
          <ul>
            {block.items.map((item) => (
              <li key={item}>
                <Icon aria-hidden="true" size={20} strokeWidth={1.6} />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
      );
    }
    case 'indicators':
      return (
        <div className="block-indicators">
          <h3 className="block-title">
            <Gauge aria-hidden="true" size={22} strokeWidth={1.6} />
            {block.title}
          </h3>
          <TitledItems items={block.items} className="block-indicators__items" />
        </div>
      );
    case 'paragraph':
    default:
      return <p className="block-paragraph">{text(block)}</p>;
  }
}

export function ContentBlocks({ blocks }: { blocks: ContentBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <ContentBlockView key={index} block={block} />
      ))}
    </>
  );
}
