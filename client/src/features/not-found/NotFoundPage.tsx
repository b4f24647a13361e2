// The page of any unknown address, which the server sends with status 404.

import { Link } from 'react-router-dom';
import { ArrowLeft } from '../../components/icons/arrow-left';
import { ArrowRight } from '../../components/icons/arrow-right';
import { practice } from '../../content/practice';
import { Head } from '../../lib/head';
import './not-found.css';

const SUGGESTIONS = [
  { to: '/chirurgies', label: 'Nos interventions' },
  { to: '/medecine-esthetique', label: 'Médecine esthétique' },
  { to: '/blog', label: 'Le blog' },
  { to: '/contact', label: 'Prendre rendez-vous' },
];

/** Any unknown address: the server answers it with status 404 and this page. */
export default function NotFoundPage() {
  return (
    <>
      <Head
        title={`Page introuvable | ${practice.shortName}`}
        description="Cette page n’existe pas ou a été déplacée."
        path="/404"
        noindex
      />
      <section className="not-found-page">
        <div className="container not-found-page__inner">
          <p className="not-found-page__code" aria-hidden="true">
            404
          </p>
          <h1>Page introuvable</h1>
          <p className="lead">
            La page que vous cherchez n’existe pas ou a été déplacée. Voici quelques pistes pour poursuivre
            votre visite.
          </p>
          <Link to="/" className="btn btn--primary">
            <ArrowLeft aria-hidden="true" size={18} strokeWidth={1.6} />
            Retour à l’accueil
          </Link>
          <ul className="not-found-page__links">
            {SUGGESTIONS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>
                  {link.label}
                  <ArrowRight aria-hidden="true" size={16} strokeWidth={1.6} />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
