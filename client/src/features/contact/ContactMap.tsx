import { ExternalLink } from '../../components/icons/external-link';
import { MapPin } from '../../components/icons/map-pin';
import { useEffect, useRef, useState } from 'react';
import { practice } from '../../content/practice';

const { lat, lon } = practice.geo;
const EMBED = `https://www.openstreetmap.org/export/embed.html?bbox=${lon - 0.012},${lat - 0.007},${lon + 0.012},${lat + 0.007}&layer=mapnik&marker=${lat},${lon}`;
const FULL_MAP = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;

/** A schematic plan of the neighbourhood, drawn here: nothing is fetched from a map service. */
function Schematic() {
  return (
    <svg
      className="contact-map__schematic"
      viewBox="0 0 600 380"
      role="img"
      aria-label={`Plan schématique\u00a0: le cabinet, ${practice.address.area}, ${practice.city}`}
    >
      <rect width="600" height="380" fill="#f3ece2" />
      <path
        d="M360 380c10-60 40-96 92-118 52-22 100-18 148-44V380z M0 300c60-6 110 10 150 40 20 16 30 30 36 40H0z"
        fill="#d9e2dc"
      />
      <text x="488" y="340" fill="#4a5d53" fontSize="15" fontFamily="Georgia, serif" fontStyle="italic">
        Lac de Tunis
      </text>
      <g fill="none" stroke="#ffffff" strokeLinecap="round">
        <path d="M-10 120c120 10 240 30 340 70 90 36 170 44 280 30" strokeWidth="18" />
        <path d="M180 -10c8 90 30 180 80 250 30 42 50 90 56 150" strokeWidth="14" />
        <path d="M420 -10c-14 80-10 150 16 210" strokeWidth="10" />
        <path d="M40 230c80-20 160-20 230-4" strokeWidth="8" />
      </g>
      <g fill="none" stroke="#e4d9ca" strokeLinecap="round">
        <path d="M-10 120c120 10 240 30 340 70 90 36 170 44 280 30" strokeWidth="20" strokeOpacity="0.6" />
      </g>
      <circle cx="300" cy="175" r="34" fill="#8c6a34" fillOpacity="0.14" />
      <circle cx="300" cy="175" r="18" fill="#8c6a34" fillOpacity="0.22" />
      <path d="M300 132c-17 0-30 13-30 29 0 22 30 52 30 52s30-30 30-52c0-16-13-29-30-29z" fill="#14100e" />
      <circle cx="300" cy="161" r="10" fill="#d2b47c" />
    </svg>
  );
}

/**
 * The map of the contact page: a drawn plan first; the OpenStreetMap map loads only when the
 * visitor asks for it (no third-party request before that), and a link opens it in full.
 */
export function ContactMap() {
  const [live, setLive] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (live) frame.current?.focus();
  }, [live]);
  return (
    <figure className="contact-map">
      <div className="contact-map__frame">
        {live ? (
          <iframe
            ref={frame}
            className="contact-map__iframe"
            src={EMBED}
            title={`Carte OpenStreetMap\u00a0: ${practice.address.area}, ${practice.city}`}
            loading="lazy"
            referrerPolicy="no-referrer"
          />
        ) : (
          <>
            <Schematic />
            <button
              type="button"
              className="btn btn--primary contact-map__load"
              onClick={() => setLive(true)}
            >
              <MapPin size={18} aria-hidden="true" />
              Afficher la carte interactive
            </button>
          </>
        )}
      </div>
      <figcaption className="contact-map__caption">
        <a href={FULL_MAP} target="_blank" rel="noopener noreferrer" className="contact-map__link">
          Ouvrir dans OpenStreetMap
          <ExternalLink size={14} aria-hidden="true" />
          <span className="visually-hidden"> (nouvel onglet)</span>
        </a>
        {!live && (
          <small className="contact-map__note">
            La carte interactive est fournie par OpenStreetMap&nbsp;: l’afficher transmet votre adresse IP à
            ce service.
          </small>
        )}
      </figcaption>
    </figure>
  );
}
