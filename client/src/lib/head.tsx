import { createContext, useContext, useEffect } from 'react';
import { imageUrl } from './media';
import 'virtual:media/site';

export interface MetaTag {
  name?: string;
  property?: string;
  content: string;
}

export interface HeadData {
  title: string;
  description: string;
  /** Site-relative path of the canonical page, e.g. "/apropos". */
  path: string;
  noindex?: boolean;
  /** Media key (client/media/…) of the social-card image; the site's default card otherwise. */
  image?: string;
  type?: 'website' | 'article';
  keywords?: string[];
  meta?: MetaTag[];
  /** Structured data (schema.org) for search engines: set by the prerender (app/structured-data.ts). */
  jsonLd?: Record<string, unknown>[];
}

export const SITE_URL = __SITE_URL__;
const DEFAULT_IMAGE = 'site/og-default';

export function absoluteUrl(path: string): string {
  return `${SITE_URL}${encodeURI(path)}`;
}

/** Every tag the page's head carries, in a stable order. */
export function headTags(data: HeadData): { title: string; meta: MetaTag[]; canonical?: string } {
  const image = absoluteUrl(imageUrl(data.image ?? DEFAULT_IMAGE));
  const meta: MetaTag[] = [{ name: 'description', content: data.description }];
  if (data.keywords?.length) meta.push({ name: 'keywords', content: data.keywords.join(', ') });
  if (data.noindex) meta.push({ name: 'robots', content: 'noindex, nofollow' });
  meta.push(
    { property: 'og:type', content: data.type ?? 'website' },
    { property: 'og:locale', content: 'fr_FR' },
    { property: 'og:title', content: data.title },
    { property: 'og:description', content: data.description },
    { property: 'og:url', content: absoluteUrl(data.path) },
    { property: 'og:image', content: image },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: data.title },
    { name: 'twitter:description', content: data.description },
    { name: 'twitter:image', content: image },
    ...(data.meta ?? []),
  );
  return { title: data.title, meta, canonical: data.noindex ? undefined : absoluteUrl(data.path) };
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The JSON-LD blocks exactly as written into the page (`<` escaped so no block can close the
 * script element). The server allows each one in its CSP by hash.
 */
export function jsonLdBlocks(data: HeadData): string[] {
  return (data.jsonLd ?? []).map((item) =>
    JSON.stringify({ '@context': 'https://schema.org', ...item }).replace(/</g, '\\u003c'),
  );
}

/** The head as HTML, for the prerendered pages. */
export function renderHeadHtml(data: HeadData): string {
  const tags = headTags(data);
  const lines = [`<title>${escapeHtml(tags.title)}</title>`];
  for (const tag of tags.meta) {
    const key = tag.name ? `name="${escapeHtml(tag.name)}"` : `property="${escapeHtml(tag.property ?? '')}"`;
    lines.push(`<meta ${key} content="${escapeHtml(tag.content)}" />`);
  }
  if (tags.canonical) lines.push(`<link rel="canonical" href="${escapeHtml(tags.canonical)}" />`);
  for (const block of jsonLdBlocks(data)) {
    lines.push(`<script type="application/ld+json" data-path="${escapeHtml(data.path)}">${block}</script>`);
  }
  return lines.join('\n    ');
}

/** Collects the head of the page being prerendered. */
export class HeadCollector {
  data?: HeadData;
  set(data: HeadData): void {
    this.data = data;
  }
}

export const HeadContext = createContext<HeadCollector | null>(null);

function applyHead(data: HeadData): void {
  const tags = headTags(data);
  document.title = tags.title;
  // The structured data is written by the prerender only, marked with its page's path: it stays
  // while that page is shown and goes once the visitor has moved to another one.
  document.head.querySelectorAll<HTMLScriptElement>('script[type="application/ld+json"]').forEach((el) => {
    if (el.dataset.path !== data.path) el.remove();
  });
  document.head
    .querySelectorAll(
      'meta[data-head], meta[name="description"], meta[property^="og:"], meta[name^="twitter:"], meta[name="keywords"], meta[name="robots"], meta[property^="article:"]',
    )
    .forEach((el) => el.remove());
  for (const tag of tags.meta) {
    const el = document.createElement('meta');
    if (tag.name) el.setAttribute('name', tag.name);
    if (tag.property) el.setAttribute('property', tag.property);
    el.setAttribute('content', tag.content);
    document.head.appendChild(el);
  }
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (tags.canonical) {
    if (!link) {
      link = document.createElement('link');
      link.rel = 'canonical';
      document.head.appendChild(link);
    }
    link.href = tags.canonical;
  } else {
    link?.remove();
  }
}

/**
 * Declares the page's head. While prerendering it records the data for the HTML; in the
 * browser it updates the document after client-side navigation. Renders nothing.
 */
export function Head(props: HeadData) {
  const collector = useContext(HeadContext);
  collector?.set(props);
  const key = JSON.stringify(props);
  useEffect(() => {
    applyHead(JSON.parse(key) as HeadData);
  }, [key]);
  return null;
}
