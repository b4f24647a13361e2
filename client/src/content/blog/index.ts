import { acideHyaluroniqueVolumateurNaturel } from './articles/acide-hyaluronique-volumateur-naturel';
import { augmentationMammaireMethodes } from './articles/augmentation-mammaire-methodes';
import { injectionsBotoxRidesExpression } from './articles/injections-botox-rides-expression';
import { liposculptureHautePrecisionFemme } from './articles/liposculpture-haute-precision-femme';
import { liposculpturePrecisionMasculine } from './articles/liposculpture-precision-masculine';
import { prevenirTraiterPtoseMammaire } from './articles/prevenir-traiter-ptose-mammaire';
import { rajeunissementCervicoFacial } from './articles/rajeunissement-cervico-facial';
import type { Article } from './types';

export { articleSummaries, findArticleSummary, nextArticleSummary } from './summaries';
export type {
  Article,
  ArticleSummary,
  ArticleCategory,
  ArticleSection,
  ContentBlock,
  ContentBlockType,
  TitledItem,
} from './types';

/** All blog articles, in the blog's order (also the mosaic order). */
export const articles: Article[] = [
  liposculptureHautePrecisionFemme,
  rajeunissementCervicoFacial,
  liposculpturePrecisionMasculine,
  augmentationMammaireMethodes,
  prevenirTraiterPtoseMammaire,
  injectionsBotoxRidesExpression,
  acideHyaluroniqueVolumateurNaturel,
];

/** The article whose slug (`id`) or `_id` equals the given value, or undefined. */
export function findArticle(idOrUnderscoreId: string | undefined): Article | undefined {
  if (!idOrUnderscoreId) return undefined;
  return articles.find((article) => article.id === idOrUnderscoreId || article._id === idOrUnderscoreId);
}

/** The article that follows the given one, wrapping to the first; the first article if it is not in the list. */
export function nextArticle(article: Article): Article {
  const index = articles.findIndex((candidate) => candidate._id === article._id);
  return articles[(index + 1) % articles.length];
}
