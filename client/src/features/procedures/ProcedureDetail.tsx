import { useState } from 'react';
import { Accordion } from '../../components/accordion/Accordion';
import { BeforeAfter } from '../../components/before-after/BeforeAfter';
import { hasMedia } from '../../lib/media';
import { useProcedureContent } from './texts';
import { getProcedureMedia, ILLUSTRATION_CAPTION, type GalleryImage } from '../../content/media-manifest';
import { Gallery } from './Gallery';
import { ResultsPlaceholder } from './ResultsPlaceholder';
import { DetailActions } from './DetailActions';
import { ProcedureRisks } from './ProcedureRisks';
import { splitLead } from './lead';

export interface ProcedureDetailProps {
  name: string;
  /** Small line above the name. */
  kicker?: string;
  /** The name is the page's h1 elsewhere (single-procedure view): show it as a smaller heading. */
  nameIsPageTitle?: boolean;
  /** Overrides the procedure's own gallery (a category gallery, e.g. Génioplastie). */
  gallery?: GalleryImage[];
  /** A link under the text (e.g. to the procedure's own page). */
  more?: { to: string; label: string };
  /**
   * The page's hero already reads the description's first sentences (`splitLead`): the text
   * goes on with the others instead of repeating them.
   */
  leadInHero?: boolean;
}

/**
 * The text of one procedure (description, accordion, risks, « Réserver une consultation »), its
 * before/after slider or the « Galerie en préparation » placeholder, and its gallery. Another
 * procedure starts afresh (first section open, slider centred).
 */
export function ProcedureDetail(props: ProcedureDetailProps) {
  return <Detail key={props.name} {...props} />;
}

function Detail({ name, kicker, nameIsPageTitle, gallery, more, leadInHero }: ProcedureDetailProps) {
  const content = useProcedureContent(name);
  const media = getProcedureMedia(name);
  const [openIndex, setOpenIndex] = useState<number | null>(0);
  const pair =
    media?.before && media.after && hasMedia(media.before) && hasMedia(media.after)
      ? { before: media.before, after: media.after }
      : undefined;
  const images = (gallery ?? media?.gallery ?? []).filter((image) => hasMedia(image.key));
  const description =
    content && (leadInHero ? splitLead(content.mainDescription).rest : content.mainDescription);

  return (
    <div className="procedure-detail">
      <div className="procedure-detail__columns">
        <div className="procedure-detail__text">
          {kicker && <p className="eyebrow">{kicker}</p>}
          {nameIsPageTitle ? (
            <h2 className="procedure-detail__name procedure-detail__name--small">Présentation</h2>
          ) : (
            <h2 className="procedure-detail__name">{name}</h2>
          )}
          {content ? (
            <>
              {description && <p className="procedure-detail__description">{description}</p>}
              <Accordion
                items={content.content.map((section) => ({
                  title: section.title,
                  content: <p>{section.description}</p>,
                }))}
                openIndex={openIndex}
                onOpenIndexChange={setOpenIndex}
              />
              <ProcedureRisks text={content.risks} />
            </>
          ) : (
            <p className="procedure-detail__description">
              La présentation détaillée de ce soin est en cours de rédaction. Le docteur vous en expliquera le
              principe, les indications, le déroulement et les suites lors d’une consultation.
            </p>
          )}
          <DetailActions more={more} />
        </div>
        <div className="procedure-detail__visual">
          {pair ? (
            <BeforeAfter
              before={pair.before}
              after={pair.after}
              subject={name}
              caption={media?.illustration ? ILLUSTRATION_CAPTION : undefined}
            />
          ) : (
            <ResultsPlaceholder />
          )}
        </div>
      </div>
      <Gallery images={images} title={name} />
    </div>
  );
}
