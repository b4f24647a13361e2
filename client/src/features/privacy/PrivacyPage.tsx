import { useState } from 'react';
import { Link } from 'react-router-dom';
import { practice } from '../../content/practice';
import {
  DEFAULT_RETENTION_MONTHS,
  privacyPage,
  privacySections,
  RETENTION_PERIOD,
} from '../../content/privacy';
import { Head } from '../../lib/head';
import './privacy.css';

let servedRetention: number | undefined;

/**
 * The retention period the server wrote into the page (see content/privacy.ts), read once
 * before hydration so that the first render matches the served HTML; the build's default
 * during the prerender.
 */
function retentionMonths(): number {
  if (servedRetention === undefined && typeof document !== 'undefined') {
    const served = Number(document.querySelector('[data-setting="retention-months"]')?.textContent);
    if (Number.isInteger(served) && served > 0) servedRetention = served;
  }
  return servedRetention ?? DEFAULT_RETENTION_MONTHS;
}

/** /confidentialite: who processes the data, why, for how long, and the patient's rights. */
export default function PrivacyPage() {
  const phone = practice.phones[0];
  const [months] = useState(retentionMonths);
  const text = (value: string) => {
    const [before, after] = value.split(RETENTION_PERIOD);
    if (after === undefined) return value;
    return (
      <>
        {before}
        <span data-setting="retention-months">{months}</span>
        {after}
      </>
    );
  };
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
              {section.paragraphs?.map((paragraph) => (
                <p key={paragraph}>{text(paragraph)}</p>
              ))}
              {section.items && (
                <ul>
                  {section.items.map((item) => (
                    <li key={item}>{text(item)}</li>
                  ))}
                </ul>
              )}
              {section.after?.map((paragraph) => (
                <p key={paragraph}>{text(paragraph)}</p>
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
