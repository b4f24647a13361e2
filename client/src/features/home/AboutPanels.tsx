import { ArrowRight } from '../../components/icons/arrow-right';
import { Link } from 'react-router-dom';
import { Picture } from '../../components/media/Picture';
import { aboutPanels } from '../../content/home-sections';

type Panel = (typeof aboutPanels)['doctor'];

function AboutPanel({ panel, id }: { panel: Panel; id: string }) {
  return (
    <article className="about-panel" aria-labelledby={id}>
      <Picture
        media={panel.image}
        alt={panel.alt}
        sizes="(min-width: 960px) 560px, 100vw"
        className="about-panel__media"
        imgClassName="about-panel__image"
      />
      <div className="about-panel__body">
        <p className="eyebrow">{panel.eyebrow}</p>
        <h2 id={id} className="about-panel__title">
          {panel.title}
        </h2>
        <p>{panel.text}</p>
        <ul className="about-panel__facts">
          {panel.facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
        <Link to={panel.button.path} className="btn btn--primary">
          {panel.button.label}
          <ArrowRight size={18} aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}

/** The doctor and the practice, side by side on wide screens. */
export function AboutPanels() {
  return (
    <section className="section section--deep about-panels">
      <div className="container about-panels__grid">
        <AboutPanel panel={aboutPanels.doctor} id="about-doctor" />
        <AboutPanel panel={aboutPanels.practice} id="about-practice" />
      </div>
    </section>
  );
}
