import { siteCopy, strings } from './copy-texts';

/**
 * French typography of the copy written for the site: a non-breaking space before : ; ! ? and
 * inside « », typographic apostrophes; a separator (• or ·) tied to the word before it, so that
 * no line starts with one. Strings the product brief fixes word for word are kept as written.
 */
const VERBATIM = new Set([
  'Que souhaitez-vous traiter ?',
  "Revenir à l'étape précédente",
  "+10 ans d'expérience",
  "L'email est obligatoire",
  "Format d'email invalide",
  "Une erreur s'est produite. Veuillez réessayer.",
]);

describe('French typography of the content', () => {
  for (const [name, module] of Object.entries(siteCopy)) {
    it(`${name}: no plain space before : ; ! ? • · or inside « », no straight apostrophe`, () => {
      const problems = strings(module)
        .filter((text) => !VERBATIM.has(text) && !/^(https?:|mailto:|tel:|\/)/.test(text))
        .filter((text) => / [:;!?»•·]/.test(text) || /« /.test(text) || /'/.test(text));
      expect(problems).toEqual([]);
    });
  }
});
