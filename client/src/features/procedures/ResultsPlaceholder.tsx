import { practice } from '../../content/practice';
import { CheckCircleIcon, ImagesIcon } from './icons';

/**
 * Shown instead of the before/after slider while a procedure has no pair of images, with what
 * the practice says of itself: its own statements, which it can show to be true.
 */
export function ResultsPlaceholder() {
  return (
    <div className="results-placeholder">
      <span className="results-placeholder__icon">
        <ImagesIcon size={36} />
      </span>
      <p className="results-placeholder__title">Galerie en préparation</p>
      <p className="results-placeholder__text">Contactez-nous pour plus d'exemples</p>
      <ul className="results-placeholder__points">
        {practice.statements.map((statement) => (
          <li key={statement}>
            <CheckCircleIcon />
            {statement}
          </li>
        ))}
      </ul>
    </div>
  );
}
