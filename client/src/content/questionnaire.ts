import 'virtual:media/home';

/**
 * The guided questionnaire of the home page, as data: every step, every option and
 * where it leads. The labels are what the practice receives in `selections`, and the last one
 * chosen decides the suggested treatment (see questionnaire-treatment.ts): they are written
 * so that the suggestion fits the answer.
 */
export interface QuestionnaireOption {
  id: string;
  label: string;
  nextStep: string;
}

export interface SelectionStep {
  id: string;
  type: 'selection';
  title: string;
  /** Media key of the blurred picture behind the options. */
  backgroundImage?: string;
  options: QuestionnaireOption[];
}

export interface FinalStep {
  id: string;
  type: 'final';
  title: string;
  backgroundImage?: string;
  /** The area's result page ("Result links by choice"). */
  serviceUrl: string;
}

export type QuestionnaireStep = SelectionStep | FinalStep;

/** A clickable point on the first step's picture (desktop only). */
export interface Hotspot {
  id: string;
  /** Position on the picture, in percent of its width and height. */
  x: number;
  y: number;
  label: string;
  nextStep: string;
}

export const FIRST_STEP_ID = 'step-1';
export const FINAL_STEP_TITLE = 'DERNIÈRE ÉTAPE';
export const BACK_LABEL = "Revenir à l'étape précédente";

/** The first step's picture (a line drawing of a figure the hotspots sit on). */
export const firstStepImage = {
  media: 'home/questionnaire-figure',
  alt: 'Illustration d’une silhouette en traits dorés, avec les zones que vous pouvez choisir',
};

const final = (id: string, serviceUrl: string, backgroundImage: string): FinalStep => ({
  id,
  type: 'final',
  title: FINAL_STEP_TITLE,
  serviceUrl,
  backgroundImage,
});

const options = (nextStep: string, entries: [id: string, label: string][]): QuestionnaireOption[] =>
  entries.map(([id, label]) => ({ id, label, nextStep }));

const BG = {
  visage: 'home/step-visage',
  peau: 'home/step-peau',
  cheveux: 'home/step-cheveux',
  silhouette: 'home/step-silhouette',
  regard: 'home/step-regard',
  pilosite: 'home/step-pilosite',
};

export const steps: QuestionnaireStep[] = [
  {
    id: FIRST_STEP_ID,
    type: 'selection',
    title: 'Que souhaitez-vous traiter ?',
    options: [
      { id: 'visage', label: 'Visage', nextStep: 'step-visage' },
      { id: 'peau', label: 'Peau', nextStep: 'step-peau' },
      { id: 'cheveux', label: 'Cheveux', nextStep: 'step-cheveux' },
      { id: 'silhouette', label: 'Silhouette', nextStep: 'step-silhouette' },
      { id: 'regard', label: 'Regard', nextStep: 'step-regard' },
      { id: 'pilosite', label: 'Pilosité', nextStep: 'step-pilosite' },
    ],
  },

  // Visage
  {
    id: 'step-visage',
    type: 'selection',
    title: 'Quelle zone du visage souhaitez-vous traiter\u00a0?',
    backgroundImage: BG.visage,
    options: [
      { id: 'levres', label: 'Les lèvres', nextStep: 'step-levres' },
      { id: 'machoire', label: 'La mâchoire', nextStep: 'step-machoire' },
      { id: 'menton', label: 'Le menton', nextStep: 'step-menton' },
      { id: 'pommettes', label: 'Les pommettes', nextStep: 'step-pommettes' },
      { id: 'cou', label: 'Le cou', nextStep: 'step-cou' },
      { id: 'front', label: 'Le front', nextStep: 'step-front' },
    ],
  },
  {
    id: 'step-levres',
    type: 'selection',
    title: 'Que souhaitez-vous pour vos lèvres\u00a0?',
    backgroundImage: BG.visage,
    options: [
      { id: 'volume', label: 'Plus de volume', nextStep: 'step-levres-volume' },
      { id: 'hydratation', label: 'Plus d’hydratation', nextStep: 'step-levres-hydratation' },
      { id: 'contour', label: 'Redessiner le contour des lèvres', nextStep: 'final-levres' },
      { id: 'asymetrie', label: 'Corriger une asymétrie des lèvres', nextStep: 'final-levres' },
    ],
  },
  {
    id: 'step-levres-volume',
    type: 'selection',
    title: 'Quel niveau de volume recherchez-vous\u00a0?',
    backgroundImage: BG.visage,
    options: options('final-levres', [
      ['naturel', 'Un volume léger, à peine perceptible'],
      ['modere', 'Un volume modéré'],
      ['prononce', 'Un volume prononcé'],
      ['consultation', 'Je préfère en décider en consultation'],
    ]),
  },
  {
    id: 'step-levres-hydratation',
    type: 'selection',
    title: 'Qu’est-ce qui vous gêne le plus\u00a0?',
    backgroundImage: BG.visage,
    options: options('final-levres', [
      ['secheresse', 'Des lèvres sèches ou gercées'],
      ['ridules', 'Les ridules autour des lèvres'],
      ['eclat', 'Un manque d’éclat'],
      ['tout', 'Un peu de tout'],
    ]),
  },
  {
    id: 'step-machoire',
    type: 'selection',
    title: 'Que souhaitez-vous pour votre mâchoire\u00a0?',
    backgroundImage: BG.visage,
    options: options('final-machoire', [
      ['definir', 'Mieux dessiner l’ovale du visage'],
      ['affiner', 'Affiner une mâchoire trop marquée'],
      ['relachement', 'Corriger un relâchement (lifting)'],
      ['chirurgie', 'Un avis en chirurgie maxillo-faciale'],
    ]),
  },
  {
    id: 'step-menton',
    type: 'selection',
    title: 'Que souhaitez-vous pour votre menton\u00a0?',
    backgroundImage: BG.visage,
    options: options('final-menton', [
      ['projeter', 'Projeter un menton fuyant'],
      ['reduire', 'Réduire un menton proéminent'],
      ['double-menton', 'Réduire la graisse sous le menton'],
      ['genioplastie', 'Une génioplastie (chirurgie du menton)'],
    ]),
  },
  {
    id: 'step-pommettes',
    type: 'selection',
    title: 'Que souhaitez-vous pour vos pommettes\u00a0?',
    backgroundImage: BG.visage,
    options: options('final-pommettes', [
      ['volume', 'Redonner du volume aux pommettes'],
      ['rehausser', 'Rehausser et structurer le visage'],
      ['asymetrie', 'Corriger une asymétrie'],
    ]),
  },
  {
    id: 'step-cou',
    type: 'selection',
    title: 'Que souhaitez-vous pour votre cou\u00a0?',
    backgroundImage: BG.visage,
    options: options('final-cou', [
      ['rides', 'Atténuer les rides du cou'],
      ['relachement', 'Corriger un relâchement (lifting cervical)'],
      ['graisse', 'Réduire la graisse du cou'],
      ['qualite', 'Améliorer la qualité de la peau'],
    ]),
  },
  {
    id: 'step-front',
    type: 'selection',
    title: 'Que souhaitez-vous pour votre front\u00a0?',
    backgroundImage: BG.visage,
    options: options('final-front', [
      ['rides', 'Les rides du front'],
      ['lion', 'Les rides du lion, entre les sourcils'],
      ['sourcils', 'Relever les sourcils (lifting)'],
      ['harmonie', 'Un front plus harmonieux'],
    ]),
  },

  // Peau
  {
    id: 'step-peau',
    type: 'selection',
    title: 'Quelle est votre préoccupation principale\u00a0?',
    backgroundImage: BG.peau,
    options: [
      { id: 'acne', label: 'Acné', nextStep: 'step-peau-acne' },
      { id: 'rides', label: 'Rides et ridules', nextStep: 'step-peau-rides' },
      { id: 'taches', label: 'Taches pigmentaires', nextStep: 'final-peau' },
      { id: 'texture', label: 'Texture irrégulière', nextStep: 'final-peau' },
      { id: 'pores', label: 'Pores dilatés', nextStep: 'final-peau' },
      { id: 'hydratation', label: 'Peau déshydratée', nextStep: 'final-peau' },
    ],
  },
  {
    id: 'step-peau-acne',
    type: 'selection',
    title: 'Comment décririez-vous votre acné\u00a0?',
    backgroundImage: BG.peau,
    options: options('final-peau', [
      ['leger', 'Acné légère'],
      ['modere', 'Acné modérée'],
      ['severe', 'Acné sévère'],
      ['cicatrices', 'Cicatrices d’acné'],
    ]),
  },
  {
    id: 'step-peau-rides',
    type: 'selection',
    title: 'Où se situent vos rides\u00a0?',
    backgroundImage: BG.peau,
    options: options('final-peau', [
      ['front', 'Rides du front'],
      ['yeux', 'Rides autour des yeux'],
      ['bouche', 'Rides autour de la bouche'],
      ['global', 'Rides sur l’ensemble du visage'],
    ]),
  },

  // Cheveux
  {
    id: 'step-cheveux',
    type: 'selection',
    title: 'Quelle est votre situation\u00a0?',
    backgroundImage: BG.cheveux,
    options: options('final-cheveux', [
      ['chute', 'Une chute ou un affinement récent'],
      ['volume', 'Un manque de densité'],
      ['greffe', 'Je souhaite une greffe de cheveux'],
      ['traitement', 'Un traitement médical (PRP, mésothérapie)'],
    ]),
  },

  // Silhouette
  {
    id: 'step-silhouette',
    type: 'selection',
    title: 'Quelle zone souhaitez-vous redessiner\u00a0?',
    backgroundImage: BG.silhouette,
    options: [
      { id: 'ventre', label: 'Le ventre', nextStep: 'step-silhouette-ventre' },
      { id: 'global', label: 'Plusieurs zones', nextStep: 'step-silhouette-zones' },
      { id: 'cuisses', label: 'Les cuisses', nextStep: 'final-silhouette' },
      { id: 'fesses', label: 'Les fesses', nextStep: 'final-silhouette' },
      { id: 'bras', label: 'Les bras', nextStep: 'final-silhouette' },
      { id: 'dos', label: 'Le dos', nextStep: 'final-silhouette' },
    ],
  },
  {
    id: 'step-silhouette-ventre',
    type: 'selection',
    title: 'Quelle approche envisagez-vous\u00a0?',
    backgroundImage: BG.silhouette,
    options: options('final-silhouette', [
      ['lipo', 'Liposuccion\u00a0: retirer la graisse localisée'],
      ['cryo', 'Cryolipolyse (traitement par le froid)'],
      ['radiofrequence', 'Radiofréquence pour raffermir'],
      ['conseil', 'J’ai besoin d’être conseillé(e)'],
    ]),
  },
  {
    id: 'step-silhouette-zones',
    type: 'selection',
    title: 'Combien de zones souhaitez-vous traiter\u00a0?',
    backgroundImage: BG.silhouette,
    options: options('final-silhouette', [
      ['2', 'Deux zones'],
      ['3', 'Trois zones'],
      ['4', 'Quatre zones ou plus (à définir en consultation)'],
    ]),
  },

  // Regard
  {
    id: 'step-regard',
    type: 'selection',
    title: 'Qu’aimeriez-vous améliorer\u00a0?',
    backgroundImage: BG.regard,
    options: options('final-regard', [
      ['paupieres', 'Des paupières tombantes'],
      ['cernes', 'Des cernes creusés (perte de volume)'],
      ['rides', 'Les rides du contour des yeux'],
      ['sourcils', 'Des sourcils clairsemés'],
    ]),
  },

  // Pilosité
  {
    id: 'step-pilosite',
    type: 'selection',
    title: 'Quelle zone souhaitez-vous traiter\u00a0?',
    backgroundImage: BG.pilosite,
    options: options('final-epilation', [
      ['visage', 'Épilation du visage'],
      ['corps', 'Épilation du corps'],
      ['intime', 'Épilation des zones intimes'],
      ['complete', 'Épilation complète'],
    ]),
  },

  // Kept as data: no option leads to these two steps.
  {
    id: 'step-ongles',
    type: 'selection',
    title: 'Que souhaitez-vous pour vos ongles\u00a0?',
    options: options('final-ongles', [
      ['abimes', 'Des ongles abîmés ou cassants'],
      ['mycose', 'Une mycose des ongles'],
      ['couleur', 'Des ongles ternes ou décolorés'],
    ]),
  },
  {
    id: 'step-dents',
    type: 'selection',
    title: 'Que souhaitez-vous pour votre sourire\u00a0?',
    options: options('final-dents', [
      ['blancheur', 'Des dents plus blanches'],
      ['harmonie', 'Un sourire plus harmonieux'],
      ['reparer', 'Réparer des dents abîmées ou manquantes'],
    ]),
  },

  // Final steps, one per area, each with its result page.
  final('final-levres', '/services/visage/levres', BG.visage),
  final('final-machoire', '/services/visage/machoire', BG.visage),
  final('final-menton', '/services/visage/menton', BG.visage),
  final('final-pommettes', '/services/visage/pommettes', BG.visage),
  final('final-cou', '/services/visage/cou', BG.visage),
  final('final-front', '/services/visage/front', BG.visage),
  final('final-peau', '/services/peau', BG.peau),
  final('final-cheveux', '/services/cheveux', BG.cheveux),
  final('final-silhouette', '/services/silhouette', BG.silhouette),
  final('final-regard', '/services/regard', BG.regard),
  final('final-epilation', '/services/epilation', BG.pilosite),
  final('final-ongles', '/services/ongles', BG.peau),
  final('final-dents', '/services/dents', BG.visage),
];

/** The six hotspots of the first step's picture (desktop only), placed on the figure. */
export const hotspots: Hotspot[] = [
  { id: 'cheveux', x: 50, y: 5.5, label: 'Cheveux', nextStep: 'step-cheveux' },
  { id: 'regard', x: 53, y: 13, label: 'Regard', nextStep: 'step-regard' },
  { id: 'visage', x: 47.5, y: 17.5, label: 'Visage', nextStep: 'step-visage' },
  { id: 'peau', x: 56.5, y: 32.5, label: 'Peau', nextStep: 'step-peau' },
  { id: 'silhouette', x: 42, y: 49.5, label: 'Silhouette', nextStep: 'step-silhouette' },
  { id: 'pilosite', x: 56, y: 80, label: 'Pilosité', nextStep: 'step-pilosite' },
];

const byId = new Map(steps.map((step) => [step.id, step]));

export function getStep(id: string): QuestionnaireStep {
  const step = byId.get(id);
  if (!step) throw new Error(`Étape inconnue du questionnaire : ${id}`);
  return step;
}
