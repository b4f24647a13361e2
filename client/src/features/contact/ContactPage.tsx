// /contact: the ways to reach the practice, the call-back form and the map, loaded on request.

import { Mail } from '../../components/icons/mail';
import { MapPin } from '../../components/icons/map-pin';
import { Phone } from '../../components/icons/phone';
import { contactPage } from '../../content/contact';
import { addressLine, phoneText, practice, whatsappUrl } from '../../content/practice';
import { Head } from '../../lib/head';
import { WhatsAppIcon } from '../../components/icons/whatsapp';
import { ContactWays } from './ContactWays';
import { ContactMap } from './ContactMap';
import './contact.css';

export default function ContactPage() {
  return (
    <>
      <Head
        title={`Contact | ${practice.shortName}, chirurgien esthétique à ${practice.city}`}
        description={`Prenez rendez-vous avec le ${practice.shortName} à ${practice.city} (${practice.address.area})\u00a0: formulaire de contact, téléphone, e-mail, WhatsApp et plan d’accès.`}
        path="/contact"
      />
      <section className="contact-hero section--night" aria-labelledby="contact-title">
        <div className="container">
          <p className="eyebrow">{contactPage.eyebrow}</p>
          <h1 id="contact-title" className="contact-hero__title">
            {contactPage.title}
          </h1>
          <p className="contact-hero__subtitle">{contactPage.subtitle}</p>
        </div>
      </section>
      <div className="section contact">
        <div className="container contact__grid">
          <div className="contact__form">
            <ContactWays />
          </div>
          <div className="contact__aside">
            <h2 className="contact__aside-title">Le cabinet</h2>
            <address className="contact__details">
              <p className="contact__line">
                <MapPin size={18} aria-hidden="true" />
                <span>{addressLine()}</span>
              </p>
              {practice.phones.map((phone) => (
                <a key={phone.tel} href={`tel:${phone.tel}`} className="contact__line">
                  <Phone size={18} aria-hidden="true" />
                  <span>{phoneText(phone.display)}</span>
                </a>
              ))}
              <a href={`mailto:${practice.email}`} className="contact__line">
                <Mail size={18} aria-hidden="true" />
                <span>{practice.email}</span>
              </a>
              <a href={whatsappUrl()} target="_blank" rel="noopener noreferrer" className="contact__line">
                <WhatsAppIcon size={18} />
                <span>
                  Écrire sur WhatsApp<span className="visually-hidden"> (nouvel onglet)</span>
                </span>
              </a>
            </address>
            <ContactMap />
          </div>
        </div>
      </div>
    </>
  );
}
