import { findArticleSummary } from '../content/blog/summaries';
import type { ArticleSummary } from '../content/blog/types';
import { articleCover } from '../content/blog/covers';
import { practice, type Practice } from '../content/practice';
import { absoluteUrl, type HeadData, SITE_URL } from '../lib/head';
import { imageUrl } from '../lib/media';
import 'virtual:media/site';

/**
 * Structured data (schema.org, JSON-LD) for search engines: the practice on the home and
 * contact pages, each article on its page. Built from the same sources as the visible text
 * (content/practice.ts, the article), so the two never disagree. Used by the prerender only
 * (entry-server.tsx), so none of it reaches the browser's bundle; lib/head.tsx writes the blocks
 * into the head, and the server allows each one in its CSP by hash.
 */

/** The blocks for the page whose head is `head` (by its canonical path). */
export function structuredDataFor(head: HeadData): Record<string, unknown>[] {
  if (head.noindex) return [];
  if (head.path === '/' || head.path === '/contact') return [practiceJsonLd()];
  const article = head.type === 'article' ? findArticleSummary(head.path.split('/')[2]) : undefined;
  return article ? [articleJsonLd(article)] : [];
}

/** The practice's node, which articles name as their publisher. */
const CLINIC_ID = `${SITE_URL}/#cabinet`;
const clinicName = (p: Practice) => `Cabinet du ${p.doctorName}`;

/** "1053 Tunis" → postal code and locality. */
function splitCity(city: string): { postalCode?: string; addressLocality: string } {
  const match = /^(\d{4})\s+(.+)$/.exec(city);
  return match ? { postalCode: match[1], addressLocality: match[2] } : { addressLocality: city };
}

/** The practice: a physician's clinic, with its address, telephones, map position and profiles. */
export function practiceJsonLd(p: Practice = practice): Record<string, unknown> {
  return {
    '@type': ['Physician', 'MedicalClinic'],
    '@id': CLINIC_ID,
    name: clinicName(p),
    description: `${p.title} à ${p.city}. ${p.tagline}`,
    url: `${SITE_URL}/`,
    image: absoluteUrl(imageUrl('site/og-default')),
    telephone: p.phones.map((phone) => phone.tel),
    email: p.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${p.address.street}, ${p.address.area}`,
      ...splitCity(p.address.city),
      addressCountry: 'TN',
    },
    geo: { '@type': 'GeoCoordinates', latitude: p.geo.lat, longitude: p.geo.lon },
    medicalSpecialty: 'PlasticSurgery',
    sameAs: Object.values(p.social),
  };
}

/** An article: headline, summary, cover, dates, author (the doctor) and publisher (the practice). */
export function articleJsonLd(article: ArticleSummary): Record<string, unknown> {
  const url = absoluteUrl(`/blog/${article.id}`);
  return {
    '@type': 'Article',
    '@id': `${url}#article`,
    mainEntityOfPage: url,
    headline: article.title.replace(/\u00a0/g, ' '),
    description: article.excerpt.replace(/\u00a0/g, ' '),
    image: absoluteUrl(imageUrl(articleCover(article))),
    datePublished: article.createdAt,
    dateModified: article.updatedAt,
    inLanguage: 'fr-FR',
    articleSection: article.category,
    keywords: article.tags.join(', '),
    author: { '@type': 'Person', name: practice.doctorName, jobTitle: practice.title },
    publisher: { '@id': CLINIC_ID, '@type': 'MedicalClinic', name: clinicName(practice) },
  };
}
