/** Editorial category of a blog article (shown as a chip on the card and in the article hero). */
export type ArticleCategory =
  'Chirurgie Esthétique' | 'Chirurgie du Visage' | 'Chirurgie Mammaire' | 'Médecine Esthétique';

/** A titled entry, used by `comparison`, `warning` (items) and `indicators` blocks. */
export interface TitledItem {
  title: string;
  description: string;
}

/**
 * One content block of an article section. Renderers treat any unknown `type` as a paragraph.
 * A `warning` block without `text` is rendered with the heading "Attention" above its items.
 */
export type ContentBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'list'; title?: string; items: string[] }
  | { type: 'highlight'; text: string }
  | { type: 'comparison'; title?: string; items: TitledItem[] }
  | { type: 'warning'; text?: string; items?: TitledItem[] }
  | { type: 'important'; text: string }
  | { type: 'note'; text: string }
  | { type: 'info'; text: string }
  | { type: 'grid'; title?: string; items: string[] }
  | { type: 'criteria' | 'contraindications' | 'limitations'; title: string; items: string[] }
  | { type: 'indicators'; title: string; items: TitledItem[] };

/** All block type names, handy for exhaustive renderers and tests. */
export type ContentBlockType = ContentBlock['type'];

export interface ArticleSection {
  title: string;
  content: ContentBlock[];
}

export interface Article {
  /** A fixed 24-hex-character identifier (ObjectId-like), unique per article; /blog/{_id} also resolves. */
  _id: string;
  /** The URL slug: /blog/{id}. */
  id: string;
  title: string;
  subtitle: string;
  excerpt: string;
  /** Media key `blog/${id}`, resolved by the media manifest. */
  image: string;
  /** ISO date (YYYY-MM-DD), same day as `createdAt`. */
  date: string;
  category: ArticleCategory;
  /** Reading time such as "5 min" (about 200 words per minute). */
  readingTime: string;
  /** 3 to 5 French tags. */
  tags: string[];
  showOnHomepage: boolean;
  /** ISO 8601 timestamps. */
  createdAt: string;
  updatedAt: string;
  content: {
    introduction?: string;
    sections: ArticleSection[];
    /** Rendered under the heading "En conclusion". */
    conclusion?: string;
  };
}

/** An article without its body: what the mosaic and the next-article card need. */
export type ArticleSummary = Omit<Article, 'content'>;
