import { ArrowRight } from '../../components/icons/arrow-right';
import { Check } from '../../components/icons/check';
import { Link } from 'react-router-dom';
import { Marquee } from '../../components/marquee/Marquee';
import { ScrollBand } from '../../components/marquee/ScrollBand';
import { Picture } from '../../components/media/Picture';
import {
  expertiseCards,
  gallerySection,
  hairSection,
  laserSection,
  machinesSection,
  secondBand,
} from '../../content/home-sections';

function SectionHead({
  eyebrow,
  title,
  id,
  text,
}: {
  eyebrow: string;
  title: string;
  id: string;
  text?: string;
}) {
  return (
    <header className="section-head">
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={id}>{title}</h2>
      {text && <p className="lead">{text}</p>}
    </header>
  );
}

function ExpertiseCards() {
  return (
    <section className="section expertise" aria-labelledby="expertise-title">
      <div className="container">
        <SectionHead eyebrow={expertiseCards.eyebrow} title={expertiseCards.title} id="expertise-title" />
        <ul className="expertise__grid">
          {expertiseCards.cards.map((card) => (
            <li key={card.path}>
              <Link to={card.path} className="expertise-card">
                <Picture
                  media={card.image}
                  alt=""
                  sizes="(min-width: 1100px) 240px, (min-width: 640px) 45vw, 90vw"
                  className="expertise-card__media"
                  imgClassName="expertise-card__image"
                />
                <span className="expertise-card__body">
                  <span className="expertise-card__title">{card.title}</span>
                  <span className="expertise-card__text">{card.text}</span>
                  <span className="expertise-card__more">
                    Découvrir
                    <ArrowRight size={16} aria-hidden="true" />
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function LaserSection() {
  return (
    <section className="section section--night split" aria-labelledby="laser-title">
      <div className="container split__grid">
        <Picture
          media={laserSection.image}
          alt={laserSection.alt}
          sizes="(min-width: 960px) 560px, 100vw"
          className="split__media"
          imgClassName="split__image"
        />
        <div className="split__body">
          <SectionHead eyebrow={laserSection.eyebrow} title={laserSection.title} id="laser-title" />
          <p>{laserSection.text}</p>
          <ul className="check-list">
            {laserSection.points.map((point) => (
              <li key={point}>
                <Check size={18} aria-hidden="true" />
                {point}
              </li>
            ))}
          </ul>
          <Link to={laserSection.link.path} className="btn btn--gold">
            {laserSection.link.label}
            <ArrowRight size={18} aria-hidden="true" />
          </Link>
        </div>
      </div>
    </section>
  );
}

function HairSection() {
  return (
    <section className="section split split--reverse" aria-labelledby="hair-title">
      <div className="container split__grid">
        <Picture
          media={hairSection.image}
          alt={hairSection.alt}
          sizes="(min-width: 960px) 560px, 100vw"
          className="split__media"
          imgClassName="split__image"
        />
        <div className="split__body">
          <SectionHead eyebrow={hairSection.eyebrow} title={hairSection.title} id="hair-title" />
          <p>{hairSection.text}</p>
          <ul className="chip-list">
            {hairSection.links.map((link) => (
              <li key={link.path}>
                <Link to={link.path} className="chip">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <Link to={hairSection.link.path} className="btn btn--primary">
            {hairSection.link.label}
            <ArrowRight size={18} aria-hidden="true" />
          </Link>
        </div>
      </div>
    </section>
  );
}

function Machines() {
  return (
    <section className="section section--deep machines" aria-labelledby="machines-title">
      <div className="container">
        <SectionHead
          eyebrow={machinesSection.eyebrow}
          title={machinesSection.title}
          id="machines-title"
          text={machinesSection.text}
        />
        <ul className="machines__grid">
          {machinesSection.machines.map((machine) => (
            <li key={machine.name} className="machine">
              <Picture
                media={machine.image}
                alt={`${machine.name}\u00a0: illustration en attendant une photo de l’appareil`}
                sizes="(min-width: 1100px) 270px, (min-width: 640px) 45vw, 90vw"
                className="machine__media"
                imgClassName="machine__image"
              />
              <h3 className="machine__name">{machine.name}</h3>
              <p className="machine__text">{machine.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Gallery() {
  return (
    <section className="section gallery" aria-labelledby="gallery-title">
      <div className="container gallery__head">
        <SectionHead eyebrow={gallerySection.eyebrow} title={gallerySection.title} id="gallery-title" />
        <Link to={gallerySection.cta.path} className="btn btn--primary">
          {gallerySection.cta.label}
        </Link>
      </div>
      <Marquee className="gallery__marquee">
        {gallerySection.items.map((item) => (
          <figure key={item.image} className="gallery__item">
            <Picture
              media={item.image}
              alt={`${item.caption} (illustration en attendant la photo)`}
              sizes="(min-width: 768px) 360px, 72vw"
              imgClassName="gallery__image"
            />
            <figcaption>{item.caption}</figcaption>
          </figure>
        ))}
      </Marquee>
    </section>
  );
}

/** The home page's lower sections, in page order: cards, laser, the band again, hair, machines, media scroll. */
export default function BelowTheFold() {
  return (
    <>
      <ExpertiseCards />
      <LaserSection />
      <div className="second-band">
        <ScrollBand items={secondBand} />
      </div>
      <HairSection />
      <Machines />
      <Gallery />
    </>
  );
}
