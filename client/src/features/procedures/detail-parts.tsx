import { useRef } from 'react';
import { deferredPart, useDeferredSection } from '../../components/lazy/deferred';
import type { ProcedureDetailProps } from './ProcedureDetail';
// The panels' styles come with the page (the prerender inlines a page's own CSS): the server's
// HTML of a panel is shown, styled, before its code arrives.
import '../../components/accordion/accordion.css';
import '../../components/before-after/before-after.css';

/**
 * The detail panels (a procedure's text, accordion, before/after slider and gallery) sit below
 * the hero and the list of procedures: their code and texts load when the panel comes within
 * half a screen of the viewport, or when a procedure is chosen (see components/lazy/deferred.tsx).
 * The prerendered HTML holds them in full until then; a button pressed meanwhile is pressed again
 * once they are rendered.
 */
export const DETAIL_AHEAD = '50% 0px';

export const ProcedureDetailPart = deferredPart<ProcedureDetailProps>(
  () => import('./detail-panels').then((module) => module.ProcedureDetail),
  <div className="procedure-detail procedure-detail--loading" aria-busy="true" />,
);

export const SurgeryDetailPart = deferredPart<{ name: string }>(
  () => import('./detail-panels').then((module) => module.SurgeryDetail),
  <div className="surgeries__panel procedure-detail--loading" aria-busy="true" />,
);

/**
 * The detail section of a page given to one procedure (/medecine-esthetique/botox, /actes/…):
 * the hero above it reads the description's lead, the section goes on from there.
 */
export function ProcedureDetailSection({ name }: { name: string }) {
  const section = useRef<HTMLElement>(null);
  useDeferredSection(section, ProcedureDetailPart, DETAIL_AHEAD);
  return (
    <section ref={section} className="section section--deep category-detail">
      <div className="container">
        <ProcedureDetailPart name={name} nameIsPageTitle leadInHero />
      </div>
    </section>
  );
}
