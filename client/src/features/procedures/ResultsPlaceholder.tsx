import { AwardIcon, BadgeIcon, HeartIcon, ImagesIcon } from './icons';

/** Shown instead of the before/after slider while a procedure has no pair of images. */
export function ResultsPlaceholder() {
  return (
    <div className="results-placeholder">
      <span className="results-placeholder__icon">
        <ImagesIcon size={36} />
      </span>
      <p className="results-placeholder__title">Galerie en préparation</p>
      <p className="results-placeholder__text">Contactez-nous pour plus d'exemples</p>
      <ul className="results-placeholder__points">
        <li>
          <AwardIcon />
          Une excellence reconnue
        </li>
        <li>
          <HeartIcon />
          Des milliers de patients satisfaits
        </li>
        <li>
          <BadgeIcon />
          Des certifications internationales
        </li>
      </ul>
    </div>
  );
}
