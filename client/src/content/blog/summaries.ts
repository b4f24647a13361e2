import type { ArticleSummary } from './types';
import 'virtual:media/blog';

/**
 * Everything about each article except its body, in the blog's order (also the mosaic
 * order). The blog mosaic, the next-article card and the route table read only this list; an
 * article page loads its own body (articles/<id>.ts) on demand.
 */
export const articleSummaries: ArticleSummary[] = [
  {
    _id: '67ab2f4081c2a9e5d3f10a01',
    id: 'liposculpture-haute-precision-femme',
    title: 'Liposculpture haute précision chez la femme : affiner sans transformer',
    subtitle: 'Une approche fine et mesurée pour harmoniser les courbes féminines',
    excerpt:
      'Culotte de cheval, ventre, hanches ou genoux : la liposculpture retire de petits volumes de graisse localisée avec des canules fines. Principe, indications, déroulement et suites, pour décider en connaissance de cause.',
    image: 'blog/liposculpture-haute-precision-femme',
    date: '2025-02-11',
    category: 'Chirurgie Esthétique',
    readingTime: '5 min',
    tags: ['Liposculpture', 'Silhouette', 'Graisse localisée', 'Chirurgie esthétique'],
    showOnHomepage: true,
    createdAt: '2025-02-11T09:30:00.000Z',
    updatedAt: '2025-03-04T14:10:00.000Z',
  },
  {
    _id: '67f4e1a0b5d84c2e9a710b02',
    id: 'rajeunissement-cervico-facial',
    title: 'Rajeunissement cervico-facial : comprendre le lifting du visage et du cou',
    subtitle: 'Retendre en profondeur pour un visage reposé, sans effet figé',
    excerpt:
      'Relâchement de l’ovale, bajoues, cou moins net : le lifting cervico-facial agit sur les tissus profonds du bas du visage et du cou. Indications, déroulement, alternatives et convalescence expliqués simplement.',
    image: 'blog/rajeunissement-cervico-facial',
    date: '2025-04-08',
    category: 'Chirurgie du Visage',
    readingTime: '4 min',
    tags: ['Lifting cervico-facial', 'Rajeunissement', 'Visage', 'Cou'],
    showOnHomepage: true,
    createdAt: '2025-04-08T08:45:00.000Z',
    updatedAt: '2025-05-20T16:25:00.000Z',
  },
  {
    _id: '6850b6c07e3a1d94f2c60c03',
    id: 'liposculpture-precision-masculine',
    title: 'Liposculpture masculine : redessiner la silhouette avec précision',
    subtitle: 'Flancs, ventre, poitrine : une approche adaptée à la morphologie masculine',
    excerpt:
      'Chez l’homme, la graisse localisée se concentre souvent sur les flancs, l’abdomen ou la poitrine. La liposculpture permet d’affiner ces zones en respectant une silhouette masculine. Ce qu’elle peut apporter et ce qu’elle ne remplace pas.',
    image: 'blog/liposculpture-precision-masculine',
    date: '2025-06-17',
    category: 'Chirurgie Esthétique',
    readingTime: '4 min',
    tags: ['Liposculpture', 'Homme', 'Silhouette', 'Gynécomastie'],
    showOnHomepage: true,
    createdAt: '2025-06-17T10:15:00.000Z',
    updatedAt: '2025-07-08T11:40:00.000Z',
  },
  {
    _id: '68d2d9302f6b8a41c7e50d04',
    id: 'augmentation-mammaire-methodes',
    title: 'Augmentation mammaire : prothèses, lipofilling ou technique composite ?',
    subtitle: 'Comparer les méthodes pour choisir celle qui correspond à votre morphologie',
    excerpt:
      'Implants mammaires, transfert de graisse ou association des deux : chaque méthode d’augmentation mammaire a ses indications, ses avantages et ses limites. Un tour d’horizon pour préparer votre consultation.',
    image: 'blog/augmentation-mammaire-methodes',
    date: '2025-09-23',
    category: 'Chirurgie Mammaire',
    readingTime: '5 min',
    tags: ['Augmentation mammaire', 'Prothèses mammaires', 'Lipofilling', 'Chirurgie mammaire'],
    showOnHomepage: false,
    createdAt: '2025-09-23T09:00:00.000Z',
    updatedAt: '2025-10-14T15:30:00.000Z',
  },
  {
    _id: '692eb7209d4c5e18a3b70e05',
    id: 'prevenir-traiter-ptose-mammaire',
    title: 'Morpheus 8 : la radiofréquence fractionnée pour raffermir la peau',
    subtitle:
      'Visage, décolleté, poitrine : ce que le microneedling par radiofréquence peut apporter, et ses limites',
    excerpt:
      'Le Morpheus 8 associe micro-aiguilles et radiofréquence pour stimuler le collagène en profondeur. Utile pour une peau qui se relâche, notamment au niveau du décolleté, il ne remplace pas un lifting mammaire lorsque la poitrine est tombante.',
    image: 'blog/prevenir-traiter-ptose-mammaire',
    date: '2025-12-02',
    category: 'Médecine Esthétique',
    readingTime: '4 min',
    tags: ['Morpheus 8', 'Radiofréquence', 'Raffermissement cutané', 'Décolleté', 'Ptose mammaire'],
    showOnHomepage: false,
    createdAt: '2025-12-02T13:20:00.000Z',
    updatedAt: '2026-01-13T09:05:00.000Z',
  },
  {
    _id: '69af7c30e1b2d46f8c920f06',
    id: 'injections-botox-rides-expression',
    title: 'Injections de toxine botulique : atténuer les rides d’expression en douceur',
    subtitle: 'Front, rides du lion, pattes d’oie : un traitement médical rapide, à doser avec justesse',
    excerpt:
      'La toxine botulique détend les muscles responsables des rides d’expression. Bien dosée, elle adoucit les traits sans figer le visage. Fonctionnement, zones traitées, déroulement d’une séance et précautions.',
    image: 'blog/injections-botox-rides-expression',
    date: '2026-03-10',
    category: 'Médecine Esthétique',
    readingTime: '4 min',
    tags: ['Botox', 'Toxine botulique', 'Rides d’expression', 'Médecine esthétique'],
    showOnHomepage: false,
    createdAt: '2026-03-10T10:00:00.000Z',
    updatedAt: '2026-04-02T17:45:00.000Z',
  },
  {
    _id: '6a1d4c8047f9b2e35d6a1007',
    id: 'acide-hyaluronique-volumateur-naturel',
    title: 'Acide hyaluronique volumateur : restaurer les volumes en toute harmonie',
    subtitle: 'Pommettes, menton, ovale : redonner du relief au visage sans le transformer',
    excerpt:
      'Avec le temps, le visage perd du volume et ses reliefs s’effacent. Les gels d’acide hyaluronique volumateurs permettent de les restaurer avec mesure. Indications, déroulement, sécurité et durée des résultats.',
    image: 'blog/acide-hyaluronique-volumateur-naturel',
    date: '2026-05-19',
    category: 'Médecine Esthétique',
    readingTime: '4 min',
    tags: ['Acide hyaluronique', 'Volumes du visage', 'Injections', 'Médecine esthétique'],
    showOnHomepage: false,
    createdAt: '2026-05-19T08:30:00.000Z',
    updatedAt: '2026-06-09T12:15:00.000Z',
  },
];

/** The summary whose slug (`id`) or `_id` equals the given value, or undefined. */
export function findArticleSummary(idOrUnderscoreId: string | undefined): ArticleSummary | undefined {
  if (!idOrUnderscoreId) return undefined;
  return articleSummaries.find((a) => a.id === idOrUnderscoreId || a._id === idOrUnderscoreId);
}

/** The article that follows the given one, wrapping to the first. */
export function nextArticleSummary(article: { _id: string }): ArticleSummary {
  const index = articleSummaries.findIndex((candidate) => candidate._id === article._id);
  return articleSummaries[(index + 1) % articleSummaries.length];
}

/** The summary of an article file (throws at build time if the id is missing here). */
export function summaryOf(id: string): ArticleSummary {
  const summary = articleSummaries.find((a) => a.id === id);
  if (!summary) throw new Error(`Article sans résumé dans content/blog/summaries.ts : ${id}`);
  return summary;
}
