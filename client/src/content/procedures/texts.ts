import type { ProcedureContent } from './types';
import { actesTexts } from './texts/actes';
import { greffeCheveuxTexts } from './texts/greffe-cheveux';
import { medecineEsthetiqueTexts } from './texts/medecine-esthetique';
import { seinsTexts } from './texts/seins';
import { silhouetteTexts } from './texts/silhouette';
import { visageTexts } from './texts/visage';

/**
 * Procedure content keyed by procedure name: every procedure of every category, plus "Épilation laser",
 * "HydraFacial" and "La mésothérapie". "Le PRP" has a slug but deliberately no content.
 * Marked pure so that pages which never read it (they load one category's texts on demand,
 * see features/procedures/texts.ts) do not carry every text in their JavaScript.
 */
export const procedureTexts: Record<string, ProcedureContent> = /* @__PURE__ */ Object.assign(
  {},
  visageTexts,
  silhouetteTexts,
  seinsTexts,
  medecineEsthetiqueTexts,
  greffeCheveuxTexts,
  actesTexts,
);
