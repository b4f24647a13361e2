import { Link } from 'react-router-dom';
import { Picture } from '../../components/media/Picture';
import { categoryMedia, getProcedureMedia } from '../../content/media-manifest';
import type { ProcedureCategory } from '../../content/procedures';
import { useProcedureContent } from './texts';
import { practice } from '../../content/practice';
import { Head } from '../../lib/head';
import { categoryPath, slugPath, summarize } from './paths';
import { splitLead } from './lead';
import { ProcedureDetailSection } from './detail-parts';
import { ArrowLeftIcon } from './icons';

/** The label of the single-procedure view. */
export const SINGLE_VIEW_LABEL = 'Medecine Esthetique';

/** /medecine-esthetique/{slug} and /greffe-cheveux/{slug}: one procedure, no grid. */
export function SingleProcedureView({
  name,
  slug,
  category,
}: {
  name: string;
  slug: string;
  category: ProcedureCategory;
}) {
  const content = useProcedureContent(name);
  const media = getProcedureMedia(name);
  // A portrait illustration suits the half-screen hero; else the procedure's own thumbnail, whose
  // drawing is centred (the category's image, last, draws its figure off to the right).
  const image = media?.after ?? media?.thumbnail ?? categoryMedia[category.key]?.background;
  const description = content
    ? summarize(content.mainDescription)
    : `${name} : informations et consultation au cabinet du ${practice.doctorName}, chirurgien esthétique à Tunis.`;

  return (
    <>
      <Head
        title={`${name} à Tunis | ${practice.shortName}`}
        description={description}
        path={slugPath(slug)}
        image={image}
        keywords={[name, category.title, 'Tunis', practice.doctorName]}
      />
      <section className="procedure-hero">
        {image && (
          <Picture
            media={image}
            alt=""
            sizes="(min-width: 960px) 40vw, 100vw"
            priority
            className="procedure-hero__media"
            imgClassName={
              media ? 'procedure-hero__image' : 'procedure-hero__image procedure-hero__image--category'
            }
          />
        )}
        <div className="container procedure-hero__content">
          <p className="procedure-hero__label">{SINGLE_VIEW_LABEL}</p>
          <h1 className="procedure-hero__title">{name}</h1>
          {content && <p className="procedure-hero__lead">{splitLead(content.mainDescription).lead}</p>}
          <Link to={categoryPath(category.key)} className="procedure-hero__back">
            <ArrowLeftIcon size={16} />
            {category.title} : tous les soins
          </Link>
        </div>
      </section>
      <ProcedureDetailSection name={name} />
    </>
  );
}
