import {
  categoryOfProcedure,
  procedureCategories,
  procedureNameForSlug,
  procedureSlugs,
  slugForProcedure,
} from '../../content/procedures';

/** Categories with a route of their own; the others live under /chirurgies/{key}. */
const TOP_LEVEL = ['medecine-esthetique', 'greffe-cheveux'];

/** The address of a category page. */
export function categoryPath(key: string): string {
  return TOP_LEVEL.includes(key) ? `/${key}` : `/chirurgies/${key}`;
}

/**
 * The canonical address of a procedure slug: under its own category (/greffe-cheveux/homme),
 * or /medecine-esthetique/{slug} for the procedures outside any category (PRP, mésothérapie).
 */
export function slugPath(slug: string): string {
  const category = categoryOfProcedure(procedureNameForSlug(slug));
  return `/${category && TOP_LEVEL.includes(category.key) ? category.key : 'medecine-esthetique'}/${slug}`;
}

/** The dedicated page of a procedure, when it has one (the 12 slugs). */
export function procedurePagePath(name: string): string | undefined {
  const slug = slugForProcedure(name);
  return slug ? slugPath(slug) : undefined;
}

/** Every category and procedure address, for prerendering. */
export const categoryPaths = (): string[] => procedureCategories.map((c) => categoryPath(c.key));
export const chirurgiesPaths = (): string[] =>
  procedureCategories.filter((c) => !TOP_LEVEL.includes(c.key)).map((c) => categoryPath(c.key));
export const slugPaths = (category: 'medecine-esthetique' | 'greffe-cheveux'): string[] =>
  Object.keys(procedureSlugs).map((slug) => `/${category}/${slug}`);

/** A meta description: the text cut at a word boundary, about 160 characters at most. */
export function summarize(text: string, max = 158): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,;:.–-]+$/, '')}…`;
}
