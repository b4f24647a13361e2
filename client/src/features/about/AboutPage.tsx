// /apropos: the practice and its doctor, and the five themes that each have a page (ThemePage.tsx).

import { Link } from 'react-router-dom';
import { Armchair } from '../../components/icons/armchair';
import { CalendarHeart } from '../../components/icons/calendar-heart';
import { MonitorCog } from '../../components/icons/monitor-cog';
import { ShieldCheck } from '../../components/icons/shield-check';
import { Picture } from '../../components/media/Picture';
import { aboutHero, aboutIntro, cabinet, themesIntro, timeline } from '../../content/about';
import { aboutMedia } from '../../content/about-media';
import { practice } from '../../content/practice';
import { Head } from '../../lib/head';
import { CabinetVideo } from './CabinetVideo';
import { ThemeSlider } from './ThemeSlider';
import './about.css';

const CABINET_ICONS = [MonitorCog, ShieldCheck, Armchair, CalendarHeart];

/** "+10 ans d'expérience" → the figure, then the words. */
function splitFigure(text: string): [string, string] {
  const match = /^(\S+)\s+(.*)$/.exec(text);
  return match ? [match[1], match[2]] : [text, ''];
}

export default function AboutPage() {
  const [figure, words] = splitFigure(practice.experience);
  return (
    <>
      <Head
        title={`À propos du ${practice.doctorName}, chirurgien esthétique à Tunis | ${practice.shortName}`}
        description={`Parcours, spécialités et cabinet du ${practice.doctorName} à Tunis : chirurgie maxillo-faciale et stomatologie, chirurgie et médecine esthétiques, greffe de cheveux et épilation laser.`}
        path="/apropos"
        image={aboutMedia.hero}
        keywords={[practice.doctorName, 'chirurgien esthétique Tunis', ...practice.specialties]}
      />

      <section className="about-hero">
        <Picture
          media={aboutMedia.hero}
          alt=""
          sizes="100vw"
          priority
          className="about-hero__media"
          imgClassName="about-hero__image"
        />
        <div className="container about-hero__content">
          <h1 className="about-hero__name">{practice.doctorName}</h1>
          <p className="about-hero__title">{aboutHero.title}</p>
          <p className="about-hero__tagline">{aboutHero.tagline}</p>
          <div className="about-hero__actions">
            <Link to="/contact" className="btn btn--gold">
              Consultation
            </Link>
            <Link to="/chirurgies" className="btn btn--ghost">
              Nos Services
            </Link>
          </div>
        </div>
      </section>

      <section className="section about-intro" aria-labelledby="about-intro-title">
        <div className="container about-intro__grid">
          <div>
            <p className="eyebrow">{aboutIntro.kicker}</p>
            <h2 id="about-intro-title">{aboutIntro.title}</h2>
            {aboutIntro.paragraphs.map((text) => (
              <p key={text} className="about-intro__text">
                {text}
              </p>
            ))}
            <Picture
              media={aboutMedia.signature}
              alt={`Signature du ${practice.doctorName}`}
              sizes="220px"
              className="about-intro__signature"
            />
          </div>
          <div className="about-intro__aside">
            <p className="about-stat">
              <span className="about-stat__figure">{figure}</span> {words}
            </p>
            <h3 className="about-intro__subtitle">Spécialités</h3>
            <ul className="about-specialties">
              {practice.specialties.map((specialty, index) => (
                <li key={specialty}>
                  <span aria-hidden="true">{String(index + 1).padStart(2, '0')}</span>
                  {specialty}
                </li>
              ))}
            </ul>
            <Link to="/contact" className="btn btn--primary">
              Prendre Rendez-vous
            </Link>
          </div>
        </div>
      </section>

      <section className="section section--deep about-timeline" aria-labelledby="about-timeline-title">
        <div className="container">
          <p className="eyebrow">{timeline.kicker}</p>
          <h2 id="about-timeline-title">{timeline.title}</h2>
          <ol className="timeline">
            {timeline.steps.map((step) => (
              <li key={step.period} className="timeline__step">
                <time className="timeline__period" dateTime={step.datetime}>
                  {step.period}
                </time>
                <h3 className="timeline__title">{step.title}</h3>
                <p className="timeline__text">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section section--night about-cabinet" aria-labelledby="about-cabinet-title">
        <div className="container about-cabinet__grid">
          <div>
            <p className="eyebrow">{cabinet.kicker}</p>
            <h2 id="about-cabinet-title">{cabinet.title}</h2>
            <p className="about-cabinet__intro">{cabinet.intro}</p>
            <ul className="about-cabinet__points">
              {cabinet.points.map((point, index) => {
                const Icon = CABINET_ICONS[index % CABINET_ICONS.length];
                return (
                  <li key={point.title}>
                    <Icon aria-hidden="true" size={22} strokeWidth={1.4} />
                    <div>
                      <h3>{point.title}</h3>
                      <p>{point.text}</p>
                    </div>
                  </li>
                );
              })}
            </ul>
            <div className="about-cabinet__actions">
              <Link to="/contact" className="btn btn--gold">
                Prendre Rendez-vous
              </Link>
              <Link to="/contact" className="btn btn--ghost">
                Visiter le Cabinet
              </Link>
            </div>
          </div>
          <CabinetVideo />
        </div>
      </section>

      <section className="section about-themes" aria-labelledby="about-themes-title">
        <div className="container">
          <p className="eyebrow">{themesIntro.kicker}</p>
          <h2 id="about-themes-title">{themesIntro.title}</h2>
          <ThemeSlider />
        </div>
      </section>
    </>
  );
}
