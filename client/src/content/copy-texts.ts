import * as about from './about';
import { articles } from './blog';
import * as contact from './contact';
import * as home from './home';
import * as homeSections from './home-sections';
import * as navigation from './navigation';
import * as practice from './practice';
import * as privacy from './privacy';
import * as categories from './procedures/categories';
import { overviewProcedures } from './procedures/overview';
import { procedureTexts } from './procedures/texts';
import * as questionnaire from './questionnaire';
import * as treatment from './questionnaire-treatment';
import * as services from './services';

/**
 * The copy the site shows, gathered for the tests that read it (typography, claims). Not
 * imported by any page: it pulls in every text at once.
 */

/**
 * Every string in a module's exports, however deep: objects, arrays, and what a function that
 * takes no argument returns (e.g. whatsappMessage()).
 */
export function strings(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') found.push(value);
  else if (typeof value === 'function') {
    if (value.length === 0) strings((value as () => unknown)(), found);
  } else if (Array.isArray(value)) value.forEach((item) => strings(item, found));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => strings(item, found));
  return found;
}

/** The site's short copy: page texts, navigation, identity, questionnaire, services, the notice. */
export const siteCopy = {
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

/** The long texts: each procedure's description and sections, and the blog's articles. */
export const longCopy = {
  procedures: { overviewProcedures, procedureTexts },
  blog: articles,
};
