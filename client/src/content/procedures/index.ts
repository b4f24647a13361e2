// The procedures and their categories: names, slugs, page texts and the overview, for the procedure pages.

import { actes, procedureCategories } from './categories';
import { procedureSlugs } from './slugs';
import { procedureTexts } from './texts';
import type { Acte, ProcedureCategory, ProcedureContent } from './types';

export type {
  Acte,
  ProcedureCategory,
  ProcedureContent,
  ProcedureSection,
  ProcedureSectionTitle,
} from './types';
export { actes, categoryTagline, procedureCategories } from './categories';
export { overviewProcedures } from './overview';
export { procedureSlugs } from './slugs';
export { procedureTexts } from './texts';

/** Route parameters may arrive percent-encoded or in a decomposed Unicode form ("Génioplastie"). */
function normalizeKey(value: string): string {
  let decoded = value;
  if (value.includes('%')) {
    try {
      decoded = decodeURIComponent(value);
    } catch {
      decoded = value;
    }
  }
  return decoded.normalize('NFC');
}

/** The category whose key matches (exactly, after URL decoding and NFC normalisation), or undefined. */
export function getCategory(key: string | undefined): ProcedureCategory | undefined {
  if (!key) return undefined;
  const wanted = normalizeKey(key);
  return procedureCategories.find((category) => category.key === wanted);
}

/** The procedure name of a /medecine-esthetique or /greffe-cheveux sub-path slug (prp gives "Le PRP"). */
export function procedureNameForSlug(slug: string | undefined): string | undefined {
  if (!slug) return undefined;
  const wanted = normalizeKey(slug);
  return Object.hasOwn(procedureSlugs, wanted) ? procedureSlugs[wanted] : undefined;
}

/** The slug of a procedure name, only for the 12 procedures that have one; undefined otherwise. */
export function slugForProcedure(name: string | undefined): string | undefined {
  if (!name) return undefined;
  return Object.keys(procedureSlugs).find((slug) => procedureSlugs[slug] === name);
}

/** The text of a procedure, or undefined when it has none ("Le PRP", unknown names). */
export function getProcedureContent(name: string | undefined): ProcedureContent | undefined {
  if (!name) return undefined;
  return Object.hasOwn(procedureTexts, name) ? procedureTexts[name] : undefined;
}

/**
 * The first category (in `procedureCategories` order) that lists the procedure, or undefined
 * ("Le PRP", "La mésothérapie", the /actes pages). "Génioplastie" resolves to `visage`.
 */
export function categoryOfProcedure(name: string | undefined): ProcedureCategory | undefined {
  if (!name) return undefined;
  return procedureCategories.find((category) => category.procedures.includes(name));
}

/** The /actes page entry for a slug, or undefined. */
export function getActe(slug: string | undefined): Acte | undefined {
  if (!slug) return undefined;
  return actes.find((acte) => acte.slug === slug);
}
