import { Link } from 'react-router-dom';
import { practice } from '../../content/practice';
import { privacyPage, privacySections } from '../../content/privacy';
import { Head } from '../../lib/head';
import './privacy.css';

/** /confidentialite (issue 9): who processes the data, why, for how long, and the patient's rights. */
export default function PrivacyPage() {
  const phone = practice.phones[0];
  return (
    <>
      <Head
        title={`Confidentialité | ${practice.shortName}`}
        description={privacyPage.description}
        path="/confidentialite"
      />
      <article className="privacy-page">
        <div className="container privacy-page__inner">
          <h1>{privacyPage.title}</h1>
          <p className="lead">{privacyPage.intro}</p>
          <nav aria-label="Sommaire" className="privacy-page__toc">
            <ul>
              {privacySections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.title}</a>
                </li>
              ))}
            </ul>
          </nav>
          {privacySections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`}>{section.title}</h2>
              {section.paragraphs?.map((text) => (
                <p key={text}>{text}</p>
              ))}
              {section.items && (
                <ul>
                  {section.items.map((text) => (
                    <li key={text}>{text}</li>
                  ))}
                </ul>
              )}
              {section.after?.map((text) => (
                <p key={text}>{text}</p>
              ))}
              {section.id === 'suppression' && (
                <ul className="privacy-page__contact">
                  <li>
                    Par e-mail&nbsp;: <a href={`mailto:${practice.email}`}>{practice.email}</a>
                  </li>
                  <li>
                    Par téléphone&nbsp;: <a href={`tel:${phone.tel}`}>{phone.display}</a>
                  </li>
                  <li>
                    Pour la newsletter, une simple demande de désinscription suffit&nbsp;: votre adresse est
                    alors supprimée.
                  </li>
                </ul>
              )}
            </section>
          ))}
          <p className="privacy-page__back">
            <Link to="/contact">Prendre rendez-vous</Link>
          </p>
        </div>
      </article>
    </>
  );
}
