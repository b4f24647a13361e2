import { use } from 'react';
import { categoryOfProcedure, type ProcedureContent } from '../../content/procedures';

type Texts = Record<string, ProcedureContent>;
type TextModule = 'visage' | 'silhouette' | 'seins' | 'medecine-esthetique' | 'greffe-cheveux' | 'actes';

/** One chunk per category: a page loads the texts it shows, not all of them. */
const LOADERS: Record<TextModule, () => Promise<Texts>> = {
  visage: () => import('../../content/procedures/texts/visage').then((m) => m.visageTexts),
  silhouette: () => import('../../content/procedures/texts/silhouette').then((m) => m.silhouetteTexts),
  seins: () => import('../../content/procedures/texts/seins').then((m) => m.seinsTexts),
  'medecine-esthetique': () =>
    import('../../content/procedures/texts/medecine-esthetique').then((m) => m.medecineEsthetiqueTexts),
  'greffe-cheveux': () =>
    import('../../content/procedures/texts/greffe-cheveux').then((m) => m.greffeCheveuxTexts),
  actes: () => import('../../content/procedures/texts/actes').then((m) => m.actesTexts),
};

/** The module holding a procedure's text: its category's (Génioplastie's is with the face), else the actes'. */
function moduleOf(name: string): TextModule {
  const key = categoryOfProcedure(name)?.key;
  if (!key) return 'actes';
  return key === 'Génioplastie' ? 'visage' : (key as TextModule);
}

const cache = new Map<TextModule, Promise<Texts>>();

function load(module: TextModule): Promise<Texts> {
  let promise = cache.get(module);
  if (!promise) {
    const loading = LOADERS[module]();
    // Once settled, React's `use` reads `status` and `value` and no longer suspends.
    void loading.then((value) => Object.assign(loading, { status: 'fulfilled', value }));
    cache.set(module, loading);
    promise = loading;
  }
  return promise;
}

// Prerendering must not suspend (a suspended page is written with an inline script, which the
// CSP blocks): on the server every text is loaded before this module is used.
if (import.meta.env.SSR) await Promise.all((Object.keys(LOADERS) as TextModule[]).map(load));

/** Starts loading the texts of these procedures (e.g. before the visitor selects one). */
export function preloadProcedureTexts(names: string[]): void {
  for (const module of new Set(names.map(moduleOf))) void load(module);
}

/**
 * The text of a procedure, or undefined when it has none ("Le PRP"). Suspends while its
 * category's texts load: the prerendered HTML already holds them, so nothing flashes.
 */
export function useProcedureContent(name: string): ProcedureContent | undefined {
  const texts = use(load(moduleOf(name)));
  return Object.hasOwn(texts, name) ? texts[name] : undefined;
}
