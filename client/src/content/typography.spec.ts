import * as about from './about';
import * as categories from './procedures/categories';
import * as contact from './contact';
import * as home from './home';
import * as homeSections from './home-sections';
import * as navigation from './navigation';
import * as practice from './practice';
import * as privacy from './privacy';
import * as questionnaire from './questionnaire';
import * as treatment from './questionnaire-treatment';
import * as services from './services';

/**
 * French typography of the copy written for the site: a non-breaking space before : ; ! ? and
<<<<<<< HEAD
 * inside « », typographic apostrophes. Strings the product brief fixes word for word are kept as written.
=======
 * inside « », typographic apostrophes; a separator (• or ·) tied to the word before it, so that
 * no line starts with one. Strings the product brief fixes word for word are kept as written.
>>>>>>> wt-visual
 */
const VERBATIM = new Set([
  'Que souhaitez-vous traiter ?',
  "Revenir à l'étape précédente",
  "+10 ans d'expérience",
  "L'email est obligatoire",
  "Format d'email invalide",
  "Une erreur s'est produite. Veuillez réessayer.",
]);

function strings(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') found.push(value);
  else if (typeof value === 'function') {
    if (value.length === 0) strings((value as () => unknown)(), found); // e.g. whatsappMessage()
  } else if (Array.isArray(value)) value.forEach((item) => strings(item, found));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => strings(item, found));
  return found;
}

const modules = {
  about,
  categories,
  contact,
  home,
  homeSections,
  navigation,
  practice,
  privacy,
  questionnaire,
  treatment,
  services,
};

describe('French typography of the content', () => {
  for (const [name, module] of Object.entries(modules)) {
    it(`${name}: no plain space before : ; ! ? • · or inside « », no straight apostrophe`, () => {
      const problems = strings(module)
        .filter((text) => !VERBATIM.has(text) && !/^(https?:|mailto:|tel:|\/)/.test(text))
        .filter((text) => / [:;!?»•·]/.test(text) || /« /.test(text) || /'/.test(text));
      expect(problems).toEqual([]);
    });
  }
});
