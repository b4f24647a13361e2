import { Link } from 'react-router-dom';
import { ArrowRightIcon, CalendarIcon } from './icons';

/** Under a procedure's text: « Réserver une consultation », and a link further when there is one. */
export function DetailActions({ more }: { more?: { to: string; label: string } }) {
  return (
    <div className="procedure-detail__actions">
      <Link to="/contact" className="btn btn--primary">
        <CalendarIcon />
        Réserver une consultation
      </Link>
      {more && (
        <Link to={more.to} className="procedure-detail__more">
          {more.label}
          <ArrowRightIcon size={16} />
        </Link>
      )}
    </div>
  );
}
