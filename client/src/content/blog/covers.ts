import 'virtual:media/blog';

/** Which image each article shows as its cover (keys: paths under client/media/ without extension). */

/** Article id → cover image. */
export const articleMedia: Record<string, { cover: string }> = {
  'liposculpture-haute-precision-femme': { cover: 'blog/liposculpture-haute-precision-femme' },
  'rajeunissement-cervico-facial': { cover: 'blog/rajeunissement-cervico-facial' },
  'liposculpture-precision-masculine': { cover: 'blog/liposculpture-precision-masculine' },
  'augmentation-mammaire-methodes': { cover: 'blog/augmentation-mammaire-methodes' },
  'prevenir-traiter-ptose-mammaire': { cover: 'blog/prevenir-traiter-ptose-mammaire' },
  'injections-botox-rides-expression': { cover: 'blog/injections-botox-rides-expression' },
  'acide-hyaluronique-volumateur-naturel': { cover: 'blog/acide-hyaluronique-volumateur-naturel' },
};

/** The cover of an article: the manifest's, else the key the article names. */
export function articleCover(article: { id: string; image: string }): string {
  return Object.hasOwn(articleMedia, article.id) ? articleMedia[article.id].cover : article.image;
}
