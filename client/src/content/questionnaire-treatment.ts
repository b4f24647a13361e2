import { treatmentHref, treatmentPath } from './service-paths';

export { treatmentHref, treatmentPath };

/**
 * What the questionnaire suggests at its final step: the treatment, derived from the
 * last chosen label by keyword, and the headline above the form.
 */

/** Keyword rows, tested in this order against the last label (upper-cased); the first match wins. */
export const treatmentKeywords: { keywords: string[]; treatment: string }[] = [
  { keywords: ['RIDES', 'RIDULES'], treatment: 'Botox' },
  { keywords: ['VOLUME', 'LÈVRES'], treatment: 'Acide Hyaluronique' },
  { keywords: ['CICATRICES', 'ACNÉ'], treatment: 'Peeling Chimique' },
  { keywords: ['TACHES', 'PIGMENTATION'], treatment: 'Laser Pigmentaire' },
  { keywords: ['CHEVEUX', 'CALVITIE'], treatment: 'Greffe de Cheveux' },
  { keywords: ['PILOSITÉ', 'ÉPILATION'], treatment: 'Épilation Laser' },
  { keywords: ['LIFTING', 'CHIRURGIE'], treatment: 'Chirurgie Esthétique' },
  { keywords: ['SILHOUETTE', 'GRAISSE'], treatment: 'Liposuccion' },
  { keywords: ['SEINS', 'AUGMENTATION'], treatment: 'Augmentation Mammaire' },
  { keywords: ['NEZ', 'RHINOPLASTIE'], treatment: 'Rhinoplastie' },
  { keywords: ['PAUPIÈRES', 'BLÉPHAROPLASTIE'], treatment: 'Blépharoplastie' },
  { keywords: ['DENTS', 'SOURIRE'], treatment: 'Esthétique Dentaire' },
  { keywords: ['ONGLES', 'MYCOSE'], treatment: 'Traitement des Ongles' },
  { keywords: ['PEAU', 'HYDRATATION'], treatment: 'Soins du Visage' },
  { keywords: ['CELLULITE', 'VERGETURES'], treatment: 'Traitement Corporel' },
];

/** When no row matches the last label, all labels joined are tested against these, in order. */
export const treatmentFallbacks: { keywords: string[]; treatment: string }[] = [
  { keywords: ['VISAGE'], treatment: 'Médecine Esthétique Faciale' },
  { keywords: ['CORPS', 'SILHOUETTE'], treatment: 'Médecine Esthétique Corporelle' },
  { keywords: ['CHEVEUX'], treatment: 'Traitement Capillaire' },
  { keywords: ['PEAU'], treatment: 'Dermatologie Esthétique' },
];

export const DEFAULT_TREATMENT = 'Consultation Esthétique';

const upper = (text: string) => text.toLocaleUpperCase('fr-FR');

function firstMatch(text: string, rows: { keywords: string[]; treatment: string }[]): string | undefined {
  const haystack = upper(text);
  return rows.find((row) => row.keywords.some((keyword) => haystack.includes(keyword)))?.treatment;
}

/**
 * The suggested treatment for the labels chosen so far, in order: the keyword table on the last
 * label, then the fallbacks on all labels joined, then the default.
 */
export function deriveTreatment(labels: string[]): string {
  const last = labels[labels.length - 1] ?? '';
  return (
    firstMatch(last, treatmentKeywords) ??
    firstMatch(labels.join(' '), treatmentFallbacks) ??
    DEFAULT_TREATMENT
  );
}

/** Every treatment the questionnaire can suggest (the server accepts exactly these, plus the contact page's services). */
export const allTreatments: string[] = [
  ...new Set([
    ...treatmentKeywords.map((row) => row.treatment),
    ...treatmentFallbacks.map((row) => row.treatment),
    DEFAULT_TREATMENT,
  ]),
];

export type HeadlineTopic =
  | 'epilation'
  | 'levres'
  | 'regard'
  | 'dents'
  | 'ongles'
  | 'cheveux'
  | 'peau'
  | 'silhouette'
  | 'visage'
  | 'generique';

/**
 * Word stems that tie a label to a topic, tested in this order (hair removal before the face, so that
 * « Épilation du visage » is about hair removal; the face before the body, so that « Réduire la graisse
 * sous le menton » is about the face).
 * A stem matches a word that starts with it; stems of three letters must match a whole word.
 */
const topicStems: [HeadlineTopic, string[]][] = [
  ['epilation', ['ÉPILATION', 'ÉPILER', 'PILOSITÉ', 'POILS']],
  ['levres', ['LÈVRE']],
  ['regard', ['REGARD', 'PAUPIÈRE', 'CERNE', 'YEUX', 'SOURCIL']],
  ['dents', ['DENT', 'SOURIRE']],
  ['ongles', ['ONGLE', 'MYCOSE']],
  ['cheveux', ['CHEVEU', 'CALVITIE', 'CAPILLAIRE', 'DENSITÉ', 'CHUTE']],
  ['peau', ['PEAU', 'ACNÉ', 'TACHE', 'RIDE', 'RIDULE', 'PORES', 'TEXTURE', 'TEINT', 'DÉSHYDRAT']],
  ['visage', ['VISAGE', 'MÂCHOIRE', 'MENTON', 'POMMETTE', 'COU', 'FRONT', 'LIFTING', 'GÉNIOPLASTIE']],
  [
    'silhouette',
    ['SILHOUETTE', 'VENTRE', 'CUISSE', 'FESSE', 'BRAS', 'DOS', 'GRAISSE', 'CORPS', 'ZONES', 'LIPOSUCCION'],
  ],
];

/**
 * The headline above the form: what the consultation will look at for that topic, never the
 * result a treatment would give (it varies from one person to another).
 */
export const headlines: Record<HeadlineTopic, string> = {
  levres: 'Vos lèvres\u00a0: un geste mesuré, décidé avec vous',
  peau: 'Votre peau\u00a0: un diagnostic avant tout soin',
  cheveux: 'Vos cheveux\u00a0: comprendre la chute avant de la traiter',
  silhouette: 'Votre silhouette\u00a0: les options, leurs limites et leurs risques',
  visage: 'Votre visage\u00a0: une analyse attentive, dans le respect de vos traits',
  regard: 'Votre regard\u00a0: les options adaptées à votre cas',
  dents: 'Votre sourire\u00a0: un bilan avant toute solution',
  ongles: 'Vos ongles\u00a0: trouver la cause avant de traiter',
  epilation: 'L’épilation laser\u00a0: des séances adaptées à votre peau',
  generique: 'Votre projet mérite une attention sur mesure',
};

function topicOf(text: string): HeadlineTopic | undefined {
  const words = upper(text).match(/\p{L}+/gu) ?? [];
  const matches = (stem: string) =>
    words.some((word) => word === stem || (stem.length > 3 && word.startsWith(stem)));
  return topicStems.find(([, stems]) => stems.some(matches))?.[0];
}

/**
 * The topic of the final step's headline: from the last label; when it names no topic (« Un
 * volume modéré »), from the earlier answers, latest first; otherwise generic.
 */
export function headlineTopic(labels: string[]): HeadlineTopic {
  for (let i = labels.length - 1; i >= 0; i--) {
    const topic = topicOf(labels[i]);
    if (topic) return topic;
  }
  return 'generique';
}

export function headlineFor(labels: string[]): string {
  return headlines[headlineTopic(labels)];
}
