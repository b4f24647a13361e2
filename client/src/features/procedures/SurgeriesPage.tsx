import { useRef, useState, useTransition } from 'react';
import { Link } from 'react-router-dom';
import { useDeferredSection } from '../../components/lazy/deferred';
import { Picture } from '../../components/media/Picture';
import { categoryMedia, getProcedureMedia } from '../../content/media-manifest';
import { actes, overviewProcedures, procedureCategories } from '../../content/procedures';
import { practice } from '../../content/practice';
import { Head } from '../../lib/head';
import { DETAIL_AHEAD, SurgeryDetailPart } from './detail-parts';
import { categoryPath } from './paths';
import { preloadProcedureTexts } from './texts';
import './procedures.css';

/** /chirurgies: the 16 interventions; the first is selected; a selection shows its text and pair. */
export default function SurgeriesPage() {
  // `pressed` answers the click at once; `selected` follows when its text has loaded.
  const [pressed, setPressed] = useState(overviewProcedures[0]);
  const [selected, setSelected] = useState(overviewProcedures[0]);
  const [loading, startTransition] = useTransition();
  const panel = useRef<HTMLDivElement>(null);
  useDeferredSection(panel, SurgeryDetailPart, DETAIL_AHEAD);

  const choose = (name: string) => {
    SurgeryDetailPart.request();
    setPressed(name);
    startTransition(() => setSelected(name));
    // On a phone the text is below the list: bring it into view.
    const element = panel.current;
    if (element && element.getBoundingClientRect().top > window.innerHeight * 0.6) {
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      element.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    }
  };
  const preload = () => {
    SurgeryDetailPart.request();
    preloadProcedureTexts(overviewProcedures);
  };

  return (
    <>
      <Head
        title={`Chirurgies esthétiques à Tunis : visage, silhouette, seins | ${practice.shortName}`}
        description={`Rhinoplastie, blépharoplastie, lifting, liposuccion, abdominoplastie, augmentation mammaire : les 16 interventions de chirurgie esthétique du ${practice.doctorName} à Tunis.`}
        path="/chirurgies"
        image={categoryMedia.visage.background}
        keywords={['chirurgie esthétique Tunis', ...overviewProcedures]}
      />
      <section className="surgeries-hero">
        <Picture
          media={categoryMedia.visage.background}
          alt=""
          sizes="100vw"
          priority
          className="surgeries-hero__media"
          imgClassName="surgeries-hero__image"
        />
        <div className="container surgeries-hero__content">
          <p className="category-hero__kicker">{practice.doctorName}</p>
          <h1 className="surgeries-hero__title">CHIRURGIES ESTHÉTIQUES</h1>
          <p className="surgeries-hero__lead">
            Visage, silhouette et seins : seize interventions, une même exigence de précision, d’écoute et de
            sécurité.
          </p>
        </div>
      </section>

      <section className="section surgeries" aria-labelledby="surgeries-title">
        <div className="container">
          <h2 id="surgeries-title" className="surgeries__title">
            Nos Interventions
          </h2>
          <div className="surgeries__layout">
            <ul className="surgeries__list" onPointerEnter={preload} onFocus={preload}>
              {overviewProcedures.map((name) => {
                const thumb = getProcedureMedia(name)?.thumbnail;
                return (
                  <li key={name}>
                    <button
                      type="button"
                      className="surgeries__item"
                      aria-pressed={name === pressed}
                      aria-controls="surgery-detail"
                      onClick={() => choose(name)}
                    >
                      {thumb && (
                        <Picture
                          media={thumb}
                          alt=""
                          sizes="64px"
                          className="surgeries__thumb"
                          imgClassName="surgeries__thumb-image"
                        />
                      )}
                      <span>{name}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
            <div
              ref={panel}
              id="surgery-detail"
              className="surgeries__detail"
              data-procedure={selected}
              aria-busy={loading || undefined}
            >
              <SurgeryDetailPart name={selected} />
            </div>
          </div>
        </div>
      </section>

      <section className="section section--deep surgeries-explore" aria-labelledby="categories-title">
        <div className="container">
          <p className="eyebrow">Explorer</p>
          <h2 id="categories-title">Par spécialité</h2>
          <ul className="category-cards">
            {procedureCategories.map((c) => (
              <li key={c.key}>
                <Link to={categoryPath(c.key)} className="category-card">
                  <Picture
                    media={categoryMedia[c.key].background}
                    alt=""
                    sizes="(min-width: 960px) 33vw, 100vw"
                    className="category-card__media"
                    imgClassName="category-card__image"
                  />
                  <span className="category-card__body">
                    <span className="category-card__title">{c.title}</span>
                    <span className="category-card__count">
                      {c.procedures.length} {c.procedures.length > 1 ? 'interventions' : 'intervention'}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <p className="surgeries__also">
            Également au cabinet :{' '}
            {actes.map((acte, index) => (
              <span key={acte.slug}>
                {index > 0 && '\u00a0· '}
                <Link to={`/actes/${acte.slug}`}>{acte.name}</Link>
              </span>
            ))}
          </p>
        </div>
      </section>
    </>
  );
}
