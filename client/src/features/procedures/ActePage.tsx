import { useLocation } from 'react-router-dom';
import { Picture } from '../../components/media/Picture';
import { getProcedureMedia } from '../../content/media-manifest';
import { Acte, getActe } from '../../content/procedures';
import { practice } from '../../content/practice';
import { Head } from '../../lib/head';
import { summarize } from './paths';
import { splitLead } from './lead';
import { ProcedureDetailSection } from './detail-parts';
import { useProcedureContent } from './texts';
import './procedures.css';

/** /actes/epilation-laser and /actes/hydrafacial: a procedure page outside the categories. */
export default function ActePage() {
  const slug = useLocation().pathname.split('/')[2];
  const acte = getActe(slug);
  return acte ? <ActeView acte={acte} /> : null; // only routed for the two known slugs
}

function ActeView({ acte }: { acte: Acte }) {
  const content = useProcedureContent(acte.name);
  const media = getProcedureMedia(acte.name);
  return (
    <>
      <Head
        title={`${acte.name} à Tunis | ${practice.shortName}`}
        description={content ? summarize(content.mainDescription) : `${acte.name} à Tunis.`}
        path={`/actes/${acte.slug}`}
        image={media?.thumbnail}
        keywords={[acte.name, 'Tunis', practice.doctorName]}
      />
      <section className="procedure-hero">
        {media && (
          <Picture
            media={media.thumbnail}
            alt=""
            sizes="(min-width: 960px) 40vw, 100vw"
            priority
            className="procedure-hero__media"
            imgClassName="procedure-hero__image"
          />
        )}
        <div className="container procedure-hero__content">
          <p className="procedure-hero__label">Nos actes</p>
          <h1 className="procedure-hero__title">{acte.name}</h1>
          {content && <p className="procedure-hero__lead">{splitLead(content.mainDescription).lead}</p>}
        </div>
      </section>
      <ProcedureDetailSection name={acte.name} />
    </>
  );
}
