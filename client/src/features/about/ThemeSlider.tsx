import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ArrowUpRight } from '../../components/icons/arrow-up-right';
import { Picture } from '../../components/media/Picture';
import { aboutThemes } from '../../content/about';
import { aboutMedia } from '../../content/about-media';

/** The five themed links; hovering or focusing one brings its image forward in the slider. */
export function ThemeSlider() {
  const [active, setActive] = useState(0);
  return (
    <div className="theme-slider">
      <div className="theme-slider__stage" data-active={aboutThemes[active].key}>
        {aboutThemes.map((theme, index) => (
          <div
            key={theme.key}
            className="theme-slider__slide"
            data-active={index === active || undefined}
            aria-hidden={index !== active}
          >
            <Picture
              media={aboutMedia.themes[theme.key]}
              alt=""
              sizes="(min-width: 960px) 40vw, 100vw"
              className="theme-slider__media"
              imgClassName="theme-slider__image"
            />
            <p className="theme-slider__caption">{theme.label}</p>
          </div>
        ))}
      </div>
      <ul className="theme-slider__links">
        {aboutThemes.map((theme, index) => (
          <li key={theme.key}>
            <Link
              to={theme.path}
              className="theme-slider__link"
              data-active={index === active || undefined}
              onPointerEnter={() => setActive(index)}
              onFocus={() => setActive(index)}
            >
              <span className="theme-slider__index" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <span className="theme-slider__text">
                <span className="theme-slider__label">{theme.label}</span>
                <span className="theme-slider__teaser">{theme.teaser}</span>
              </span>
              <ArrowUpRight className="theme-slider__arrow" aria-hidden="true" size={22} strokeWidth={1.4} />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
