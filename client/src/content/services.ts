import type { LinkData } from './home';
import { treatmentPath } from './service-paths';

/**
 * The /services/... pages the questionnaire links to: one per suggested treatment
 * (/services/{treatment lowercased}) and one per result page of a final step
 * (/services/visage/levres, /services/peau…). Each says what the soin is, and leads to the
 * practice's detailed pages and to an appointment.
 * Plain data, so that these pages do not carry the questionnaire: services.spec.ts checks it
 * against the questionnaire (every treatment it can suggest, and each area's treatments).
 */
export interface TreatmentInfo {
  intro: string;
  points: string[];
  related: LinkData[];
}

export interface ServicePageData {
  /** The path after /services/, e.g. "botox", "acide hyaluronique", "visage/levres". */
  slug: string;
  kind: 'treatment' | 'area';
  title: string;
  intro: string;
  points: string[];
  /** For an area: the treatments the questionnaire suggests for it. */
  treatments: string[];
  related: LinkData[];
}

const link = (label: string, path: string): LinkData => ({ label, path });
const MEDECINE = link('Médecine esthétique', '/medecine-esthetique');

export const treatmentInfo: Record<string, TreatmentInfo> = {
  Botox: {
    intro:
      'Injectée en très petite quantité, la toxine botulique détend les muscles responsables des rides d’expression (front, rides du lion, pattes d’oie). Le dosage vise un visage plus reposé qui garde son expressivité\u00a0; l’effet varie d’une personne à l’autre.',
    points: [
      'Une séance d’environ quinze minutes, sans éviction sociale',
      'Un effet qui apparaît en quelques jours et s’estompe en quelques mois',
      'Un dosage adapté à chaque zone et à chaque visage',
    ],
    related: [link('Botox', '/medecine-esthetique/botox'), MEDECINE],
  },
  'Acide Hyaluronique': {
    intro:
      'Naturellement présent dans la peau, l’acide hyaluronique injecté peut restaurer des volumes, redessiner les lèvres ou combler des creux (cernes, sillons, pommettes). Son effet est temporaire et varie d’une personne à l’autre.',
    points: [
      'Un effet visible dès l’injection, qui s’affine quand le gonflement disparaît',
      'Des produits résorbables, de qualité médicale',
      'Un effet qui dure de plusieurs mois à plus d’un an selon la zone',
    ],
    related: [
      link('Comblement des lèvres', '/medecine-esthetique/comblement-levres'),
      link('Comblement des cernes', '/medecine-esthetique/comblement-cernes'),
    ],
  },
  'Peeling Chimique': {
    intro:
      'Le peeling renouvelle les couches superficielles de la peau, ce qui peut atténuer l’acné, certaines cicatrices, les taches et le grain irrégulier. Sa profondeur est choisie selon votre peau et l’objectif recherché.',
    points: [
      'Superficiel, moyen ou profond, selon l’indication',
      'Un protocole en quelques séances, adapté à votre phototype',
      'Des rougeurs et une desquamation passagères, selon la profondeur',
    ],
    related: [MEDECINE, link('HydraFacial', '/actes/hydrafacial')],
  },
  'Laser Pigmentaire': {
    intro:
      'Le laser pigmentaire cible les taches brunes en épargnant autant que possible la peau qui les entoure. Un examen préalable identifie la nature de chaque tache\u00a0: certaines répondent mieux que d’autres.',
    points: [
      'Un diagnostic du type de tache avant tout traitement',
      'Quelques séances espacées de plusieurs semaines',
      'Une protection solaire indispensable entre les séances',
    ],
    related: [MEDECINE, link('HydraFacial', '/actes/hydrafacial')],
  },
  'Greffe de Cheveux': {
    intro:
      'Les greffons sont prélevés un à un dans la zone donneuse, puis réimplantés dans les zones dégarnies selon l’orientation naturelle des cheveux. La densité obtenue dépend de la zone donneuse et varie d’une personne à l’autre.',
    points: [
      'Une anesthésie locale, et de petites cicatrices en points plutôt qu’une cicatrice en ligne',
      'Une repousse progressive, sur plusieurs mois',
      'Possible aussi pour la barbe et les sourcils',
    ],
    related: [
      link('Greffe de cheveux', '/greffe-cheveux'),
      link('Greffe homme', '/greffe-cheveux/homme'),
      link('Greffe femme', '/greffe-cheveux/femme'),
    ],
  },
  'Épilation Laser': {
    intro:
      'Le laser affaiblit le bulbe du poil séance après séance\u00a0; la repousse devient en général plus fine et plus rare, sur le visage comme sur le corps, avec des résultats qui varient selon la peau et le poil.',
    points: [
      'Des réglages adaptés à chaque phototype',
      'Des séances rapides, la peau refroidie pendant le traitement',
      'Visage, corps et zones intimes',
    ],
    related: [link('Épilation laser', '/actes/epilation-laser')],
  },
  'Chirurgie Esthétique': {
    intro:
      'Lifting, rhinoplastie, blépharoplastie, génioplastie\u00a0: la chirurgie esthétique peut corriger ce que les soins médicaux ne peuvent atteindre. Comme toute chirurgie, elle comporte des risques, expliqués lors d’une consultation approfondie, suivie d’un délai de réflexion.',
    points: [
      'Un bilan et un examen complets avant toute décision',
      'Une intervention en établissement agréé',
      'Un suivi postopératoire personnalisé',
    ],
    related: [
      link('Chirurgies esthétiques', '/chirurgies'),
      link('Chirurgie du visage', '/chirurgies/visage'),
    ],
  },
  Liposuccion: {
    intro:
      'La liposuccion retire les amas graisseux localisés qui résistent au sport et à l’alimentation. Elle ne fait pas maigrir, et son résultat dépend de la qualité de la peau et de la stabilité du poids.',
    points: [
      'Ventre, hanches, cuisses, bras, dos ou sous le menton',
      'Des canules fines et des cicatrices de quelques millimètres',
      'Un vêtement de contention à porter quelques semaines',
    ],
    related: [link('Chirurgie de la silhouette', '/chirurgies/silhouette')],
  },
  'Augmentation Mammaire': {
    intro:
      'Par prothèses ou par transfert de graisse, l’augmentation mammaire augmente le volume de la poitrine, dans le respect de votre morphologie. Ses risques et la surveillance des prothèses sont expliqués en consultation.',
    points: [
      'La technique et le volume choisis ensemble en consultation',
      'Des prothèses mammaires ou un lipofilling',
      'Un résultat qui dépend de votre morphologie et de la technique choisie',
    ],
    related: [link('Chirurgie mammaire', '/chirurgies/seins')],
  },
  Rhinoplastie: {
    intro:
      'La rhinoplastie peut affiner, redresser ou harmoniser le nez avec le reste du visage, et parfois améliorer la respiration. Pour une correction légère, une rhinoplastie médicale, sans chirurgie, peut suffire.',
    points: [
      'Une analyse du profil en consultation',
      'Une rhinoplastie chirurgicale ou médicale, selon le cas',
      'Un résultat qui s’apprécie pleinement au bout d’environ un an',
    ],
    related: [
      link('Chirurgie du visage', '/chirurgies/visage'),
      link('Rhinoplastie médicale', '/medecine-esthetique/rhinoplastie-medicale'),
    ],
  },
  Blépharoplastie: {
    intro:
      'La blépharoplastie retire l’excès de peau des paupières supérieures et les poches des paupières inférieures, ce qui peut rendre le regard plus reposé.',
    points: [
      'Des cicatrices cachées dans les plis naturels',
      'Une anesthésie locale ou générale, selon l’intervention',
      'Une reprise des activités en général après une dizaine de jours',
    ],
    related: [link('Chirurgie du visage', '/chirurgies/visage')],
  },
  'Esthétique Dentaire': {
    intro:
      'Blanchiment, facettes ou réhabilitation du sourire\u00a0: fort de sa pratique en chirurgie maxillo-faciale et en stomatologie, le cabinet vous oriente vers la solution adaptée.',
    points: [
      'Un bilan bucco-dentaire préalable',
      'Des solutions esthétiques et fonctionnelles',
      'Une prise en charge coordonnée si une chirurgie est nécessaire',
    ],
    related: [link('À propos du cabinet', '/apropos')],
  },
  'Traitement des Ongles': {
    intro:
      'Ongles abîmés, ternes ou atteints de mycose\u00a0: un examen permet d’en identifier la cause et de proposer le traitement adapté.',
    points: [
      'Un diagnostic médical de la cause',
      'Un traitement local ou général, selon le cas',
      'Des conseils pour éviter les récidives',
    ],
    related: [link('À propos du cabinet', '/apropos')],
  },
  'Soins du Visage': {
    intro:
      'HydraFacial, skinboosters et protocoles d’hydratation\u00a0: des soins médicaux qui visent une peau mieux hydratée et plus lumineuse.',
    points: [
      'Un diagnostic de peau en consultation',
      'Des soins sans éviction sociale',
      'Un protocole ajusté à votre peau, dont l’effet varie d’une personne à l’autre',
    ],
    related: [link('HydraFacial', '/actes/hydrafacial'), MEDECINE],
  },
  'Traitement Corporel': {
    intro:
      'Cellulite, vergetures, relâchement\u00a0: radiofréquence, Morpheus8 et protocoles médicaux peuvent améliorer la qualité de la peau du corps, avec un effet qui varie d’une personne à l’autre.',
    points: [
      'Un protocole adapté à la zone et à la peau',
      'Des séances sans chirurgie',
      'Des effets progressifs, qui varient d’une personne à l’autre',
    ],
    related: [link('Chirurgie de la silhouette', '/chirurgies/silhouette')],
  },
  'Médecine Esthétique Faciale': {
    intro:
      'Toxine botulique, acide hyaluronique, fils tenseurs, Refresh Face\u00a0: des gestes sans chirurgie, qui peuvent atténuer certains signes de l’âge en respectant l’expression du visage.',
    points: [
      'Un plan de traitement établi en consultation',
      'Des gestes réalisés par un médecin',
      'Des effets progressifs et temporaires',
    ],
    related: [
      MEDECINE,
      link('Fils tenseurs', '/medecine-esthetique/fils-tenseurs'),
      link('Refresh Face', '/medecine-esthetique/refresh-face'),
    ],
  },
  'Médecine Esthétique Corporelle': {
    intro:
      'Cryolipolyse, radiofréquence, Morpheus8\u00a0: des techniques non chirurgicales qui peuvent, selon les cas, affiner et raffermir la silhouette.',
    points: [
      'Sans anesthésie ni éviction sociale',
      'Un protocole établi selon la zone à traiter',
      'Une alternative ou un complément à la chirurgie',
    ],
    related: [link('Chirurgie de la silhouette', '/chirurgies/silhouette'), MEDECINE],
  },
  'Traitement Capillaire': {
    intro:
      'PRP, mésothérapie et traitements médicaux peuvent freiner la chute et renforcer des cheveux fragilisés, selon sa cause. Un bilan permet d’abord de comprendre la cause de la chute.',
    points: [
      'Un bilan de la chute et du cuir chevelu',
      'Des séances rapides, au cabinet',
      'Un complément possible à une greffe de cheveux',
    ],
    related: [link('Greffe de cheveux', '/greffe-cheveux')],
  },
  'Dermatologie Esthétique': {
    intro:
      'Grain de peau irrégulier, pores dilatés, teint terne\u00a0: peelings, HydraFacial et lasers peuvent améliorer la qualité de la peau, selon son type et l’indication posée en consultation.',
    points: [
      'Un diagnostic de peau personnalisé',
      'Des soins combinés selon vos besoins',
      'Des conseils de routine et de protection solaire',
    ],
    related: [link('HydraFacial', '/actes/hydrafacial'), MEDECINE],
  },
  'Consultation Esthétique': {
    intro:
      'Vous ne savez pas encore quel soin vous convient\u00a0? La consultation est faite pour cela\u00a0: le médecin vous écoute, vous examine et vous présente les options, sans engagement.',
    points: [
      'Un temps d’écoute, sans engagement',
      'Un examen et des conseils personnalisés',
      'Un devis détaillé si un traitement est envisagé',
    ],
    related: [link('À propos du cabinet', '/apropos'), link('Chirurgies esthétiques', '/chirurgies')],
  },
};

/** The result pages of the final steps, by their path after /services/, with the treatments their answers lead to. */
export const areaInfo: Record<
  string,
  { title: string; intro: string; treatments: string[]; related: LinkData[] }
> = {
  'visage/levres': {
    title: 'Les lèvres',
    intro:
      'Volume, contour, hydratation ou symétrie\u00a0: un geste mesuré sur les lèvres, décidé en consultation selon l’harmonie du visage.',
    treatments: ['Acide Hyaluronique', 'Médecine Esthétique Faciale', 'Botox'],
    related: [link('Comblement des lèvres', '/medecine-esthetique/comblement-levres')],
  },
  'visage/machoire': {
    title: 'La mâchoire',
    intro:
      'Un ovale bien dessiné structure tout le visage. Selon votre morphologie, des injections ou une chirurgie peuvent l’affiner ou le redéfinir.',
    treatments: ['Médecine Esthétique Faciale', 'Chirurgie Esthétique'],
    related: [link('Chirurgie du visage', '/chirurgies/visage')],
  },
  'visage/menton': {
    title: 'Le menton',
    intro:
      'Projeter un menton fuyant, réduire un menton trop marqué ou affiner un double menton\u00a0: le menton équilibre tout le profil.',
    treatments: ['Médecine Esthétique Faciale', 'Liposuccion', 'Chirurgie Esthétique'],
    related: [
      link('Génioplastie', '/chirurgies/Génioplastie'),
      link('Chirurgie du visage', '/chirurgies/visage'),
    ],
  },
  'visage/pommettes': {
    title: 'Les pommettes',
    intro:
      'Avec l’âge, les pommettes perdent du volume. Des injections peuvent en restaurer une partie, de façon temporaire et mesurée.',
    treatments: ['Acide Hyaluronique', 'Médecine Esthétique Faciale'],
    related: [MEDECINE],
  },
  'visage/cou': {
    title: 'Le cou',
    intro:
      'Rides, relâchement ou graisse sous le menton\u00a0: le cou trahit souvent l’âge avant le visage. Injections, liposuccion ou lifting cervico-facial y répondent selon le cas.',
    treatments: ['Botox', 'Chirurgie Esthétique', 'Liposuccion', 'Soins du Visage'],
    related: [link('Chirurgie du visage', '/chirurgies/visage')],
  },
  'visage/front': {
    title: 'Le front',
    intro:
      'Rides du front, rides du lion ou sourcils tombants\u00a0: des injections, parfois une chirurgie, peuvent les atténuer selon les cas.',
    treatments: ['Botox', 'Chirurgie Esthétique', 'Médecine Esthétique Faciale'],
    related: [link('Botox', '/medecine-esthetique/botox')],
  },
  peau: {
    title: 'La peau',
    intro:
      'Acné, rides, taches, pores dilatés ou déshydratation\u00a0: chaque peau mérite un diagnostic précis et un protocole sur mesure.',
    treatments: [
      'Peeling Chimique',
      'Botox',
      'Laser Pigmentaire',
      'Dermatologie Esthétique',
      'Soins du Visage',
    ],
    related: [link('HydraFacial', '/actes/hydrafacial'), MEDECINE],
  },
  cheveux: {
    title: 'Les cheveux',
    intro:
      'Chute, affinement ou zones dégarnies\u00a0: du traitement médical à la greffe, la prise en charge dépend de la cause et du stade, évalués lors d’un bilan.',
    treatments: ['Traitement Capillaire', 'Greffe de Cheveux'],
    related: [link('Greffe de cheveux', '/greffe-cheveux')],
  },
  silhouette: {
    title: 'La silhouette',
    intro:
      'Ventre, cuisses, fesses, bras ou dos\u00a0: la chirurgie ou des techniques non invasives peuvent affiner certaines zones, selon votre morphologie et vos attentes.',
    treatments: ['Liposuccion', 'Médecine Esthétique Corporelle'],
    related: [link('Chirurgie de la silhouette', '/chirurgies/silhouette')],
  },
  regard: {
    title: 'Le regard',
    intro:
      'Paupières tombantes, cernes creusés, pattes d’oie ou sourcils clairsemés\u00a0: des gestes médicaux ou chirurgicaux peuvent, selon les cas, rendre le regard plus reposé.',
    treatments: ['Blépharoplastie', 'Acide Hyaluronique', 'Botox', 'Consultation Esthétique'],
    related: [
      link('Comblement des cernes', '/medecine-esthetique/comblement-cernes'),
      link('Greffe de sourcils', '/greffe-cheveux/sourcils'),
    ],
  },
  epilation: {
    title: 'L’épilation',
    intro:
      'L’épilation laser réduit la pilosité sur la plupart des zones du visage et du corps, en plusieurs séances dont le nombre dépend de la peau et du poil.',
    treatments: ['Épilation Laser'],
    related: [link('Épilation laser', '/actes/epilation-laser')],
  },
  ongles: {
    title: 'Les ongles',
    intro:
      'Des ongles sains se soignent\u00a0: un examen médical identifie la cause d’une fragilité, d’une décoloration ou d’une mycose.',
    treatments: ['Traitement des Ongles'],
    related: [link('À propos du cabinet', '/apropos')],
  },
  dents: {
    title: 'Le sourire',
    intro:
      'Le sourire compte dans l’harmonie du visage. Le cabinet vous oriente vers la solution esthétique et fonctionnelle adaptée.',
    treatments: ['Esthétique Dentaire'],
    related: [link('À propos du cabinet', '/apropos')],
  },
};

function buildPages(): ServicePageData[] {
  const treatments = Object.entries(treatmentInfo).map<ServicePageData>(([name, info]) => ({
    slug: treatmentPath(name).slice('/services/'.length),
    kind: 'treatment',
    title: name,
    intro: info.intro,
    points: info.points,
    treatments: [],
    related: info.related,
  }));
  const areas = Object.entries(areaInfo).map<ServicePageData>(([slug, info]) => ({
    slug,
    kind: 'area',
    title: info.title,
    intro: info.intro,
    points: [],
    treatments: info.treatments,
    related: info.related,
  }));
  return [...treatments, ...areas];
}

export const servicePages: ServicePageData[] = buildPages();

const bySlug = new Map(servicePages.map((page) => [page.slug, page]));

/** The page for a path after /services/ (case-insensitive), if there is one. */
export function findServicePage(slug: string): ServicePageData | undefined {
  return bySlug.get(slug.replace(/\/+$/, '').toLocaleLowerCase('fr-FR'));
}
