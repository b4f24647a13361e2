// /services/…: one page per treatment and area the questionnaire suggests.

import { ArrowRight } from '../../components/icons/arrow-right';
import { CalendarCheck } from '../../components/icons/calendar-check';
import { Check } from '../../components/icons/check';
import { RotateCcw } from '../../components/icons/rotate-ccw';
import { Link, useParams } from 'react-router-dom';
import { practice } from '../../content/practice';
import { treatmentHref } from '../../content/service-paths';
import { findServicePage, ServicePageData } from '../../content/services';
import { Head } from '../../lib/head';
import './services.css';

function NotFound() {
  return (
    <>
      <Head
        title={`Page introuvable | ${practice.shortName}`}
        description="Cette page n’existe pas ou a été déplacée."
        path="/404"
        noindex
      />
      <section className="not-found">
        <h1>Page introuvable</h1>
        <p>La page que vous cherchez n’existe pas ou a été déplacée.</p>
        <Link to="/">Retour à l’accueil</Link>
      </section>
    </>
  );
}

const describe = (page: ServicePageData) =>
  page.intro.length > 158 ? `${page.intro.slice(0, page.intro.lastIndexOf(' ', 155))}…` : page.intro;

/**
 * A /services/... page (links of the questionnaire): what the suggested treatment or
 * the chosen area is about, the practice's detailed pages, and an appointment.
 */
export default function ServicePage() {
  const slug = useParams()['*'] ?? '';
  const page = findServicePage(slug);
  if (!page) return <NotFound />;

  return (
    <>
      <Head
        title={`${page.title} | ${practice.shortName}, ${practice.city}`}
        description={describe(page)}
        path={`/services/${page.slug}`}
      />
      <section className="service-hero section--night">
        <div className="container">
          <p className="eyebrow">{page.kind === 'treatment' ? 'Soin suggéré' : 'Votre projet'}</p>
          <h1 className="service-hero__title">{page.title}</h1>
          <p className="service-hero__intro">{page.intro}</p>
        </div>
      </section>
      <div className="section">
        <div className="container service__grid">
          <div className="service__main">
            {page.kind === 'treatment' ? (
              <>
                <h2 className="service__subtitle">L’essentiel</h2>
                <ul className="service__points">
                  {page.points.map((point) => (
                    <li key={point}>
                      <Check size={18} aria-hidden="true" />
                      {point}
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <>
                <h2 className="service__subtitle">Les soins que nous vous proposons</h2>
                <ul className="service__treatments">
                  {page.treatments.map((treatment) => (
                    <li key={treatment}>
                      <Link to={treatmentHref(treatment)} className="service__treatment">
                        {treatment}
                        <ArrowRight size={18} aria-hidden="true" />
                      </Link>
                    </li>
                  ))}
                </ul>
              </>
            )}
            <p className="service__notice">
              Ces informations sont générales&nbsp;: seule une consultation permet de déterminer le traitement
              adapté à votre situation.
            </p>
          </div>
          <aside className="service__aside" aria-labelledby="service-cta-title">
            <h2 id="service-cta-title" className="service__aside-title">
              Parlons-en en consultation
            </h2>
            <p>
              Le {practice.shortName} vous reçoit au cabinet, à {practice.city} ({practice.address.area}).
            </p>
            <Link to="/contact" className="btn btn--primary">
              <CalendarCheck size={18} aria-hidden="true" />
              Prendre rendez-vous
            </Link>
            <Link to="/#questionnaire" className="btn btn--ghost">
              <RotateCcw size={18} aria-hidden="true" />
              Refaire le questionnaire
            </Link>
            {page.related.length > 0 && (
              <>
                <h3 className="service__related-title">Pour aller plus loin</h3>
                <ul className="service__related">
                  {page.related.map((link) => (
                    <li key={link.path}>
                      <Link to={link.path}>{link.label}</Link>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </aside>
        </div>
      </div>
    </>
  );
}
