import { use } from 'react';
import {
  actes,
  categoryOfProcedure,
  procedureCategories,
  procedureSlugs,
  slugForProcedure,
  type ProcedureContent,
} from '../../content/procedures';

type Texts = Record<string, ProcedureContent>;
type Category = 'visage' | 'silhouette' | 'seins' | 'medecine-esthetique' | 'greffe-cheveux';

/** One chunk per category: a page loads the texts it shows, not all of them. */
const LOADERS: Record<Category, () => Promise<Texts>> = {
  visage: () => import('../../content/procedures/texts/visage').then((m) => m.visageTexts),
  silhouette: () => import('../../content/procedures/texts/silhouette').then((m) => m.silhouetteTexts),
  seins: () => import('../../content/procedures/texts/seins').then((m) => m.seinsTexts),
  'medecine-esthetique': () =>
    import('../../content/procedures/texts/medecine-esthetique').then((m) => m.medecineEsthetiqueTexts),
  'greffe-cheveux': () =>
    import('../../content/procedures/texts/greffe-cheveux').then((m) => m.greffeCheveuxTexts),
};

/**
 * The procedures outside the categories each have a page of their own, and their text a file of
 * its own, named after the page's slug (/actes/hydrafacial, /medecine-esthetique/mesotherapie):
 * a page loads its text only, and one without a file ("Le PRP") loads nothing.
 */
const ACTE_TEXTS = import.meta.glob<ProcedureContent>('../../content/procedures/texts/actes/*.ts', {
  import: 'default',
});

/** Where a procedure's text is: its category's module (Génioplastie's is with the face), else its own file. */
function sourceOf(name: string): string {
  const key = categoryOfProcedure(name)?.key;
  if (key) return key === 'Génioplastie' ? 'visage' : key;
  const slug = actes.find((acte) => acte.name === name)?.slug ?? slugForProcedure(name);
  return `../../content/procedures/texts/actes/${slug}.ts`;
}

const settled = <T>(promise: Promise<T>) => {
  // Once settled, React's `use` reads `status` and `value` and no longer suspends.
  void promise.then((value) => Object.assign(promise, { status: 'fulfilled', value }));
  return promise;
};
const NO_TEXT: Promise<Texts> = Object.assign(Promise.resolve({}), { status: 'fulfilled', value: {} });
const cache = new Map<string, Promise<Texts>>();

function load(name: string): Promise<Texts> {
  const source = sourceOf(name);
  let promise = cache.get(source);
  if (!promise) {
    const category = LOADERS[source as Category];
    const own = ACTE_TEXTS[source];
    promise = category
      ? settled(category())
      : own
        ? settled(own().then((text): Texts => ({ [name]: text })))
        : NO_TEXT;
    cache.set(source, promise);
  }
  return promise;
}

// Prerendering must not suspend (a suspended page is written with an inline script, which the
// CSP blocks): on the server every text is loaded before this module is used.
if (import.meta.env.SSR) {
  const names = [
    ...procedureCategories.flatMap((category) => category.procedures),
    ...actes.map((acte) => acte.name),
    ...Object.values(procedureSlugs),
  ];
  await Promise.all(names.map(load));
}

/** Starts loading the texts of these procedures (e.g. before the visitor selects one). */
export function preloadProcedureTexts(names: string[]): void {
  for (const name of names) void load(name);
}

/**
 * The text of a procedure, or undefined when it has none ("Le PRP"). Suspends while its
 * category's texts load: the prerendered HTML already holds them, so nothing flashes.
 */
export function useProcedureContent(name: string): ProcedureContent | undefined {
  const texts = use(load(name));
  return Object.hasOwn(texts, name) ? texts[name] : undefined;
}
