import type { Acte, ProcedureCategory } from './types';
import 'virtual:media/categories';

/**
 * Hero tagline shared by every category page ("Category page"). A no-break space ties each
 * bullet to the word before it: a narrow screen wraps after a bullet, never before one.
 */
export const categoryTagline = 'Excellence\u00a0• Précision\u00a0• Résultats';

/**
 * Procedure categories, in navigation order. Keys are route identifiers:
 * /chirurgies/{visage|silhouette|seins|Génioplastie}, /medecine-esthetique and /greffe-cheveux.
 */
export const procedureCategories: ProcedureCategory[] = [
  {
    key: 'visage',
    title: 'Chirurgie du visage',
    tagline: categoryTagline,
    description:
      'Rhinoplastie, chirurgie des paupières, liftings, menton ou oreilles : la chirurgie du visage vise à harmoniser les traits et à atténuer les signes du temps, dans le respect de votre expression. Chaque projet commence par une analyse attentive du visage lors d’une consultation individuelle.',
    backgroundImage: 'categories/visage',
    procedures: [
      'Rhinoplastie',
      'Blépharoplastie',
      'Lifting cervicofacial',
      'Otoplastie',
      'Génioplastie',
      'Lipofilling du visage',
      'Lifting endoscopique',
      'Lifting temporal',
    ],
  },
  {
    key: 'silhouette',
    title: 'Chirurgie de la silhouette',
    tagline: categoryTagline,
    description:
      'Liposuccion, abdominoplastie, liftings du corps ou transfert de graisse : la chirurgie de la silhouette peut redessiner les contours lorsque la graisse localisée ou le relâchement cutané résistent à une bonne hygiène de vie. Elle s’adresse à des personnes au poids stable et ne remplace pas une perte de poids.',
    backgroundImage: 'categories/silhouette',
    procedures: [
      'Abdominoplastie',
      'Liposuccion',
      'Lifting des cuisses',
      'Lifting des bras',
      'Brazilian Butt Lift',
      'Bodylift',
      'Mini-abdominoplastie',
      'Lipofilling des fesses',
      'Liposculpture',
      'Lifting du dos',
    ],
  },
  {
    key: 'seins',
    title: 'Chirurgie mammaire',
    tagline: categoryTagline,
    description:
      'Augmentation par prothèses ou par lipofilling, lifting mammaire, traitement de la gynécomastie chez l’homme : la chirurgie mammaire s’adapte à la morphologie et au projet de chacun. Le choix de la technique se fait après un examen et un échange approfondis.',
    backgroundImage: 'categories/seins',
    procedures: ['Augmentation mammaire', 'Lifting mammaire', 'Lipofilling des seins', 'La gynécomastie'],
  },
  {
    key: 'medecine-esthetique',
    title: 'Médecine esthétique',
    tagline: categoryTagline,
    description:
      'Toxine botulique, acide hyaluronique, fils tenseurs ou protocoles d’éclat : la médecine esthétique propose des traitements sans chirurgie pour atténuer les rides, restaurer des volumes ou raviver le teint. Les effets sont progressifs et temporaires, et chaque geste est précédé d’une consultation médicale.',
    backgroundImage: 'categories/medecine-esthetique',
    procedures: [
      'Botox',
      'Rhinoplastie médicale',
      'Comblement des cernes',
      'Comblement des lèvres',
      'Fils tenseurs',
      'Refresh Face',
    ],
  },
  {
    key: 'greffe-cheveux',
    title: 'Greffe de cheveux',
    tagline: categoryTagline,
    description:
      'Greffe de cheveux chez l’homme et chez la femme, greffe de barbe et de sourcils : les greffons, prélevés dans une zone donneuse, sont implantés un à un selon l’orientation naturelle des poils. Un bilan préalable vérifie l’indication et la qualité de la zone donneuse, dont dépend la densité obtenue.',
    backgroundImage: 'categories/greffe-cheveux',
    procedures: [
      'Greffe de cheveux homme',
      'Greffe de cheveux femme',
      'Greffe de barbe',
      'Greffe de sourcils',
    ],
  },
  {
    key: 'Génioplastie',
    title: 'Génioplastie',
    tagline: categoryTagline,
    description:
      'La génioplastie modifie la forme et la position du menton pour rééquilibrer le profil. Relevant à la fois de la chirurgie esthétique et de la chirurgie maxillo-faciale, elle fait le plus souvent appel à un repositionnement de l’os du menton, réalisé par l’intérieur de la bouche.',
    backgroundImage: 'categories/genioplastie',
    procedures: ['Génioplastie'],
    gallery: [
      'categories/genioplastie/1',
      'categories/genioplastie/2',
      'categories/genioplastie/3',
      'categories/genioplastie/4',
    ],
  },
];

/** Procedure pages outside the categories, reachable at /actes/{slug}. Their content is in `procedureTexts`. */
export const actes: Acte[] = [
  { slug: 'epilation-laser', name: 'Épilation laser' },
  { slug: 'hydrafacial', name: 'HydraFacial' },
];
