// /confidentialite: the privacy notice, with the retention period the server applies.

import { useState } from 'react';
import { Link } from 'react-router-dom';
import { NOTICE_PATH, NOTICE_VERSION } from '@contract/privacy-notice';
import { practice } from '../../content/practice';
import { DEFAULT_RETENTION_MONTHS, privacyPage, privacySections } from '../../content/privacy';
import { Head } from '../../lib/head';
import { formatCalendarDay } from '../../lib/format';
import { PrivacyBlock } from './PrivacyBlock';
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
  const [months] = useState(retentionMonths);
  return (
    <>
      <Head
        title={`Confidentialité | ${practice.shortName}`}
        description={privacyPage.description}
        path={NOTICE_PATH}
      />
      <article className="privacy-page">
        <div className="container privacy-page__inner">
          <h1>{privacyPage.title}</h1>
          <p className="privacy-page__version">
            {privacyPage.versionLabel}{' '}
            <time dateTime={NOTICE_VERSION}>{formatCalendarDay(NOTICE_VERSION)}</time>
          </p>
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
              {section.blocks.map((block, index) => (
                <PrivacyBlock key={index} block={block} months={months} />
              ))}
            </section>
          ))}
          <p className="privacy-page__back">
            <Link to="/contact">{privacyPage.back}</Link>
          </p>
        </div>
      </article>
    </>
  );
}
