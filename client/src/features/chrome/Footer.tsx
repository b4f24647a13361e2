import { Mail } from '../../components/icons/mail';
import { MapPin } from '../../components/icons/map-pin';
import { Phone } from '../../components/icons/phone';
import { useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { footerSections } from '../../content/navigation';
import { phoneText, practice } from '../../content/practice';
import { InstagramIcon } from '../../components/icons/instagram';
import { LinkedInIcon } from '../../components/icons/linkedin';
import { TikTokIcon } from '../../components/icons/tiktok';
import { NewsletterSignup } from './NewsletterSignup';

const neverChanges = () => () => undefined;
/**
 * The year for the copyright line. The prerendered HTML holds the build's year; the browser
 * shows its own right after hydration (the hydration pass renders a placeholder whose text
 * React leaves untouched, so the two never disagree).
 */
function useCurrentYear(): number {
  return useSyncExternalStore(
    neverChanges,
    () => new Date().getFullYear(),
    () => (typeof window === 'undefined' ? new Date().getFullYear() : 0),
  );
}

const socials = [
  { name: 'Instagram', href: practice.social.instagram, Icon: InstagramIcon },
  { name: 'LinkedIn', href: practice.social.linkedin, Icon: LinkedInIcon },
  { name: 'TikTok', href: practice.social.tiktok, Icon: TikTokIcon },
];

export default function Footer() {
  const year = useCurrentYear();
  return (
    <footer className="footer" data-testid="site-footer" data-footer>
      <div className="footer__inner">
        <div className="footer__brand">
          <Link to="/" className="footer__logo">
            {practice.shortName}
          </Link>
          <p className="footer__tagline">{practice.tagline}</p>
          <ul className="footer__socials">
            {socials.map(({ name, href, Icon }) => (
              <li key={name}>
                <a href={href} target="_blank" rel="noopener noreferrer" className="footer__social">
                  <Icon size={18} />
                  <span className="visually-hidden">{name} (nouvel onglet)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        {footerSections.map((section) => (
          <div key={section.title} className="footer__section">
            <h2 className="footer__title">{section.title}</h2>
            <ul className="footer__links">
              {section.links.map((link) => (
                <li key={link.path}>
                  <Link to={link.path}>{link.name}</Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div className="footer__section">
          <h2 className="footer__title">Informations</h2>
          <address className="footer__contact">
            <p className="footer__line">
              <MapPin size={16} aria-hidden="true" />
              <span>
                {practice.address.street}
                <br />
                {practice.address.area}, {practice.address.city}
              </span>
            </p>
            {practice.phones.slice(0, 2).map((phone) => (
              <a key={phone.tel} href={`tel:${phone.tel}`} className="footer__line">
                <Phone size={16} aria-hidden="true" />
                <span>{phoneText(phone.display)}</span>
              </a>
            ))}
            <a href={`mailto:${practice.email}`} className="footer__line">
              <Mail size={16} aria-hidden="true" />
              <span>{practice.email}</span>
            </a>
          </address>
        </div>
      </div>
      <div className="footer__signup">
        <NewsletterSignup />
      </div>
      <div className="footer__bottom">
        <p>
          © <span suppressHydrationWarning>{year}</span> {practice.doctorName}. Tous droits réservés.
        </p>
        <p className="footer-legal">
          <Link to="/confidentialite" reloadDocument>
            Confidentialité
          </Link>
        </p>
        <p>
          Site réalisé par{' '}
          <a href={practice.agency.url} target="_blank" rel="noopener">
            {practice.agency.name}
            <span className="visually-hidden"> (nouvel onglet)</span>
          </a>
        </p>
      </div>
    </footer>
  );
}
