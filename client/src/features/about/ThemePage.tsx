import { Link, useLocation } from 'react-router-dom';
import { ArrowLeft } from '../../components/icons/arrow-left';
import { ArrowRight } from '../../components/icons/arrow-right';
import { Picture } from '../../components/media/Picture';
import { aboutThemes, themeForPath } from '../../content/about';
import { aboutMedia } from '../../content/about-media';
import { practice } from '../../content/practice';
import { Head } from '../../lib/head';
import './about.css';

/** /story, /vision, /engagement, /piliers, /excellence: one theme of the about page. */
export default function ThemePage() {
  const { pathname } = useLocation();
  const theme = themeForPath(pathname.replace(/\/+$/, '')) ?? aboutThemes[0];
  return (
    <>
      <Head
        title={`${theme.seoTitle} | ${practice.shortName}`}
        description={theme.seoDescription}
        path={theme.path}
        image={aboutMedia.themes[theme.key]}
      />
      <section className="theme-hero">
        <div className="container theme-hero__grid">
          <div className="theme-hero__text">
            <p className="eyebrow">{`${theme.label}\u00a0· ${theme.kicker}`}</p>
            <h1 className="theme-hero__title">{theme.title}</h1>
            <p className="lead">{theme.intro}</p>
          </div>
          <Picture
            media={aboutMedia.themes[theme.key]}
            alt=""
            sizes="(min-width: 960px) 36vw, 100vw"
            priority
            className="theme-hero__media"
            imgClassName="theme-hero__image"
          />
        </div>
      </section>

      <section className="section section--deep theme-body" aria-label={theme.kicker}>
        <div className="container">
          <ol className="theme-points">
            {theme.sections.map((section, index) => (
              <li key={section.title}>
                <span className="theme-points__index" aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h2 className="theme-points__title">{section.title}</h2>
                <p>{section.text}</p>
              </li>
            ))}
          </ol>
          <div className="theme-actions">
            <Link to="/contact" className="btn btn--primary">
              Prendre Rendez-vous
            </Link>
            {theme.related.map((link) => (
              <Link key={link.to} to={link.to} className="theme-actions__link">
                {link.label}
                <ArrowRight aria-hidden="true" size={16} strokeWidth={1.6} />
              </Link>
            ))}
          </div>
        </div>
      </section>

      <nav className="section theme-nav" aria-label="Notre philosophie">
        <div className="container">
          <Link to="/apropos" className="theme-nav__back">
            <ArrowLeft aria-hidden="true" size={16} strokeWidth={1.6} />
            Retour à la page À propos
          </Link>
          <ul className="theme-nav__list">
            {aboutThemes.map((other) => (
              <li key={other.key}>
                <Link
                  to={other.path}
                  className="theme-nav__link"
                  aria-current={other.key === theme.key ? 'page' : undefined}
                >
                  {other.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </nav>
    </>
  );
}
