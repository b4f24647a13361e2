import { useMemo, useRef, useState } from 'react';
import { useDeferredSection } from '../../components/lazy/deferred';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { categoryMedia } from '../../content/media-manifest';
import { getCategory, procedureNameForSlug, ProcedureCategory } from '../../content/procedures';
import { practice } from '../../content/practice';
import { Head } from '../../lib/head';
import { CategoryHero } from './CategoryHero';
import { categoryPath, procedurePagePath, summarize } from './paths';
import { DETAIL_AHEAD, ProcedureDetailPart } from './detail-parts';
import { ProcedureGrid } from './ProcedureGrid';
import { SingleProcedureView } from './SingleProcedureView';
import './procedures.css';

const FADE_MS = 260;

/** The slug's procedure when it belongs to the category, else the category's first procedure. */
export function defaultProcedure(category: ProcedureCategory, slugName: string | undefined): string {
  return slugName && category.procedures.includes(slugName) ? slugName : category.procedures[0];
}

/**
 * /chirurgies/{id}, /medecine-esthetique[/{slug}], /greffe-cheveux[/{slug}]. The category comes
 * from the id parameter, else from the first path segment; an unknown one goes back to /.
 */
export default function CategoryPage() {
  const { id, procedure: slug } = useParams();
  const { pathname } = useLocation();
  const category = getCategory(id ?? pathname.split('/')[1]);
  const slugName = procedureNameForSlug(slug);

  if (!category) return <Navigate to="/" replace />;
  if (slug && slugName)
    return <SingleProcedureView key={slug} name={slugName} slug={slug} category={category} />;
  return (
    <CategoryView key={category.key} category={category} initial={defaultProcedure(category, slugName)} />
  );
}

function CategoryView({ category, initial }: { category: ProcedureCategory; initial: string }) {
  const media = categoryMedia[category.key];
  const detail = useRef<HTMLElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const [selected, setSelected] = useState(initial);
  const [shown, setShown] = useState(initial);
  const [fading, setFading] = useState(false);

  useDeferredSection(detail, ProcedureDetailPart, DETAIL_AHEAD);

  const select = (name: string) => {
    // The panel may still be the server's HTML: its code is asked for before it changes.
    ProcedureDetailPart.request();
    setSelected(name);
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    detail.current?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    if (name === shown) return;
    window.clearTimeout(timer.current);
    setFading(true);
    timer.current = window.setTimeout(
      () => {
        setShown(name);
        setFading(false);
      },
      reduce ? 0 : FADE_MS,
    );
  };

  const page = categoryPath(category.key);
  // Kept from render to render: the panel (perhaps still the server's HTML) must not receive new
  // props before the procedure shown changes (see ProcedureDetailPart).
  const gallery = useMemo(
    () =>
      category.gallery?.map((key, i) => ({
        key,
        alt: `${category.title} : illustration ${i + 1} sur ${category.gallery!.length}`,
      })),
    [category],
  );
  const more = useMemo(() => {
    const dedicated = procedurePagePath(shown);
    return dedicated ? { to: dedicated, label: `Page dédiée : ${shown}` } : undefined;
  }, [shown]);

  return (
    <>
      <Head
        title={`${category.title} à Tunis | ${practice.shortName}`}
        description={summarize(category.description)}
        path={page}
        image={media?.background}
        keywords={[category.title, ...category.procedures, 'Tunis', practice.doctorName]}
      />
      <CategoryHero
        video={media.video}
        poster={media.poster}
        title={category.title}
        tagline={category.tagline}
        kicker={category.procedures.length > 1 ? `${category.procedures.length} interventions` : undefined}
      />
      <section className="section category-intro" aria-labelledby="category-procedures">
        <div className="container">
          <div className="category-intro__head">
            <h2 id="category-procedures" className="category-intro__title">
              {category.procedures.length > 1 ? 'Nos interventions' : 'L’intervention'}
            </h2>
            <p className="category-intro__text">{category.description}</p>
          </div>
          <ProcedureGrid
            procedures={category.procedures}
            selected={selected}
            onSelect={select}
            controls="procedure-detail"
          />
        </div>
      </section>
      <section
        ref={detail}
        id="procedure-detail"
        className="section section--deep category-detail"
        data-procedure={shown}
      >
        <div className="container category-detail__inner" data-fading={fading || undefined}>
          <ProcedureDetailPart name={shown} kicker={category.title} gallery={gallery} more={more} />
        </div>
      </section>
    </>
  );
}
