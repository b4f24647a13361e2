/**
 * The about page (/apropos) and its five themes, each with a page of its own
 * (/story, /vision, /engagement, /piliers, /excellence). Text only: media keys live in
 * content/about-media.ts (`aboutMedia`).
 */

export interface TimelineStep {
  /** As displayed, e.g. "2000 – 2005" or "Janvier 2012". */
  period: string;
  /** Machine-readable start, for <time datetime>. */
  datetime: string;
  title: string;
  text: string;
}

export interface CabinetPoint {
  title: string;
  text: string;
}

export type ThemeKey = 'beaute' | 'elegance' | 'confiance' | 'rajeunissement' | 'harmonie';

export interface AboutTheme {
  key: ThemeKey;
  /** The word of the themed link on /apropos. */
  label: string;
  path: '/story' | '/vision' | '/engagement' | '/piliers' | '/excellence';
  /** Small heading above the title of the theme page. */
  kicker: string;
  title: string;
  /** One line under the link in the slider of /apropos. */
  teaser: string;
  intro: string;
  sections: { title: string; text: string }[];
  /** Pages to read next. */
  related: { label: string; to: string }[];
  /** Title and description of the page head. */
  seoTitle: string;
  seoDescription: string;
}

export const aboutHero = {
  title: 'chirurgien esthétique',
  // No-break spaces: a line never starts with a bullet.
  tagline: 'Excellence\u00a0• Précision\u00a0• Résultats',
};

export const aboutIntro = {
  kicker: 'À propos',
  title: 'Une double culture, chirurgicale et esthétique',
  paragraphs: [
    'Formé à la chirurgie maxillo-faciale, discipline qui exige une connaissance intime de l’anatomie du visage, le docteur a prolongé ce savoir-faire vers la chirurgie et la médecine esthétiques, puis vers la greffe de cheveux et l’épilation laser.',
    'Sa conviction\u00a0: un beau résultat est un résultat juste, qui respecte l’identité de chacun. Chaque projet commence par une écoute attentive, un examen précis et une information claire sur les bénéfices, les limites et les risques.',
  ],
};

export const timeline: { kicker: string; title: string; steps: TimelineStep[] } = {
  kicker: 'Parcours',
  title: 'Une formation exigeante',
  steps: [
    {
      period: '2000 – 2005',
      datetime: '2000',
      title: 'Études de médecine',
      text: 'Les années de faculté posent les fondations\u00a0: anatomie, physiologie, sémiologie, puis l’apprentissage de la démarche clinique au lit du patient.',
    },
    {
      period: '2005 – 2007',
      datetime: '2005',
      title: 'Stages hospitaliers',
      text: 'Au contact des équipes chirurgicales, l’apprentissage des gestes, de la rigueur du bloc opératoire et de la prise en charge des patients avant et après l’intervention.',
    },
    {
      period: 'Janvier 2012',
      datetime: '2012-01',
      title: 'Thèse de doctorat en médecine',
      text: 'Une thèse consacrée aux plasties abdominales\u00a0: un travail de recherche sur la chirurgie de la paroi abdominale, au cœur de la chirurgie de la silhouette.',
    },
  ],
};

export const cabinet: { kicker: string; title: string; intro: string; points: CabinetPoint[] } = {
  kicker: 'Le Cabinet',
  title: 'Un lieu pensé pour votre sérénité',
  intro:
    'Aux Berges du Lac 2, à Tunis, le cabinet réunit dans un même lieu la consultation, les soins de médecine esthétique et le suivi après l’intervention, dans un cadre calme et confidentiel.',
  points: [
    {
      title: 'Des équipements entretenus et contrôlés',
      text: 'Des appareils récents, entretenus et contrôlés, choisis pour la précision et la sécurité des soins.',
    },
    {
      title: 'Les interventions en établissement agréé',
      text: 'Les interventions chirurgicales ont lieu dans un établissement de santé agréé, avec son équipe d’anesthésie.',
    },
    {
      title: 'Espaces de récupération privés',
      text: 'Des espaces individuels pour se reposer après un soin ou une intervention, à l’abri des regards.',
    },
    {
      title: 'Consultation personnalisée et suivi postopératoire',
      text: 'Un temps d’échange sans précipitation avant toute décision, puis des rendez-vous de contrôle jusqu’au résultat.',
    },
  ],
};

export const themesIntro = {
  kicker: 'Notre philosophie',
  title: 'Cinq mots pour une approche',
};

export const aboutThemes: AboutTheme[] = [
  {
    key: 'beaute',
    label: 'Beauté',
    path: '/story',
    kicker: 'Notre histoire',
    title: 'La beauté, une histoire d’équilibre',
    teaser: 'Notre histoire\u00a0: de la chirurgie du visage à l’esthétique.',
    intro:
      'Tout commence par la chirurgie maxillo-faciale, qui apprend à lire un visage dans ses moindres détails\u00a0: l’os qui le soutient, les muscles qui l’animent, la peau qui le révèle. C’est de cette lecture que naît notre idée de la beauté.',
    sections: [
      {
        title: 'Un regard de chirurgien',
        text: 'Connaître l’architecture du visage permet de comprendre d’où vient une disharmonie, et donc de proposer le geste juste, qu’il soit chirurgical ou médical, plutôt qu’une correction de surface.',
      },
      {
        title: 'Une pratique qui s’est élargie',
        text: 'Au fil des années, l’activité s’est ouverte à la chirurgie de la silhouette et des seins, à la médecine esthétique, à la greffe de cheveux et à l’épilation laser, avec la même exigence de méthode.',
      },
      {
        title: 'Une beauté qui vous ressemble',
        text: 'Nous ne cherchons pas à imposer un modèle. Une belle intervention se remarque par l’impression d’ensemble, reposée et harmonieuse, bien plus que par le geste lui-même.',
      },
    ],
    related: [
      { label: 'Chirurgie du visage', to: '/chirurgies/visage' },
      { label: 'Toutes les interventions', to: '/chirurgies' },
    ],
    seoTitle: 'Notre histoire\u00a0: la beauté, une histoire d’équilibre',
    seoDescription:
      'De la chirurgie maxillo-faciale à l’esthétique\u00a0: l’histoire et le regard du cabinet de chirurgie esthétique à Tunis, au service d’une beauté qui vous ressemble.',
  },
  {
    key: 'elegance',
    label: 'Élégance',
    path: '/vision',
    kicker: 'Notre vision',
    title: 'L’élégance de la mesure',
    teaser: 'Notre vision\u00a0: des corrections mesurées.',
    intro:
      'L’élégance, en chirurgie esthétique, tient souvent à ce qui ne se voit pas\u00a0: une cicatrice bien placée, un volume mesuré, une expression préservée. Notre vision est celle d’une esthétique discrète, qui corrige sans transformer.',
    sections: [
      {
        title: 'La mesure plutôt que l’excès',
        text: 'Corriger ce qui gêne, sans en faire trop\u00a0: un geste mesuré cherche à préserver votre expression et vos traits.',
      },
      {
        title: 'Des techniques choisies pour vous',
        text: 'Chirurgie, injections, fils tenseurs ou laser\u00a0: la technique découle de l’analyse de votre visage ou de votre silhouette, jamais d’une habitude ou d’une mode.',
      },
      {
        title: 'Le temps comme allié',
        text: 'Un résultat se construit et s’apprécie dans la durée. Nous prenons le temps d’expliquer chaque étape, de la cicatrisation à la stabilisation.',
      },
    ],
    related: [
      { label: 'Médecine esthétique', to: '/medecine-esthetique' },
      { label: 'Le blog', to: '/blog' },
    ],
    seoTitle: 'Notre vision\u00a0: l’élégance de la mesure',
    seoDescription:
      'Une esthétique discrète, qui corrige sans transformer\u00a0: la vision du cabinet de chirurgie et de médecine esthétiques à Tunis.',
  },
  {
    key: 'confiance',
    label: 'Confiance',
    path: '/engagement',
    kicker: 'Nos engagements',
    title: 'La confiance se construit ensemble',
    teaser: 'Nos engagements\u00a0: écoute, transparence et suivi.',
    intro:
      'Confier son visage ou son corps à un chirurgien est une décision importante. Elle mérite une information loyale, un temps de réflexion et un accompagnement à chaque étape. Voici ce à quoi nous nous engageons.',
    sections: [
      {
        title: 'Une information claire et honnête',
        text: 'Bénéfices attendus, limites, risques, déroulement et suites\u00a0: tout est expliqué en consultation, avec des mots simples, et chaque question trouve sa réponse.',
      },
      {
        title: 'Un temps de réflexion respecté',
        text: 'Aucune décision ne se prend dans la précipitation. Vous disposez du temps nécessaire pour mûrir votre choix, et une seconde consultation est toujours possible avant de vous décider.',
      },
      {
        title: 'Un suivi jusqu’au résultat',
        text: 'Après l’intervention, des rendez-vous de contrôle sont programmés et l’équipe reste joignable pour toute question ou inquiétude.',
      },
    ],
    related: [
      { label: 'Demander une consultation', to: '/contact' },
      { label: 'Chirurgie mammaire', to: '/chirurgies/seins' },
    ],
    seoTitle: 'Nos engagements\u00a0: la confiance se construit ensemble',
    seoDescription:
      'Information claire, temps de réflexion et suivi postopératoire\u00a0: les engagements du cabinet de chirurgie esthétique à Tunis envers chaque patient.',
  },
  {
    key: 'rajeunissement',
    label: 'Rajeunissement',
    path: '/piliers',
    kicker: 'Nos piliers',
    title: 'Rajeunir, sans perdre son identité',
    teaser: 'Nos piliers\u00a0: écoute, expertise, sécurité.',
    intro:
      'Paraître reposé, retrouver l’éclat d’un regard ou la netteté d’un ovale\u00a0: le rajeunissement repose chez nous sur trois piliers, qui guident chaque proposition de traitement.',
    sections: [
      {
        title: 'L’écoute',
        text: 'Comprendre ce qui vous gêne vraiment, ce que vous souhaitez conserver et ce que vous attendez\u00a0: c’est le point de départ de tout projet de rajeunissement.',
      },
      {
        title: 'L’expertise',
        text: 'Lifting, blépharoplastie, lipofilling, toxine botulique, acide hyaluronique ou fils tenseurs\u00a0: chaque technique a ses indications, et elles se combinent souvent mieux qu’elles ne s’opposent.',
      },
      {
        title: 'La sécurité',
        text: 'Bilan préalable, produits traçables, environnement adapté à chaque geste et suivi rigoureux\u00a0: la sécurité passe avant tout le reste.',
      },
    ],
    related: [
      { label: 'Lifting et chirurgie du visage', to: '/chirurgies/visage' },
      { label: 'Botox', to: '/medecine-esthetique/botox' },
    ],
    seoTitle: 'Nos piliers\u00a0: rajeunir sans perdre son identité',
    seoDescription:
      'Écoute, expertise et sécurité\u00a0: les trois piliers du rajeunissement du visage au cabinet de chirurgie et de médecine esthétiques à Tunis.',
  },
  {
    key: 'harmonie',
    label: 'Harmonie',
    path: '/excellence',
    kicker: 'Notre exigence',
    title: 'L’harmonie, notre exigence',
    teaser: 'Notre exigence\u00a0: la précision au service des proportions.',
    intro:
      'L’harmonie naît des proportions\u00a0: un nez en accord avec le menton, une poitrine en accord avec la silhouette, une chevelure en accord avec le visage. La rechercher demande de la précision, et une exigence de chaque instant.',
    sections: [
      {
        title: 'Penser l’ensemble',
        text: 'Un détail ne se corrige jamais isolément. Nous analysons le visage ou le corps dans sa globalité avant de proposer un geste, parfois plus simple que celui envisagé au départ.',
      },
      {
        title: 'La précision du geste',
        text: 'Planification, dessin préopératoire, techniques fines\u00a0: la précision technique cherche des proportions équilibrées\u00a0; le résultat dépend aussi de la cicatrisation de chacun.',
      },
      {
        title: 'Se former sans cesse',
        text: 'Les techniques évoluent. Se tenir informé des connaissances et des pratiques recommandées fait partie de notre exigence quotidienne.',
      },
    ],
    related: [
      { label: 'Génioplastie', to: '/chirurgies/Génioplastie' },
      { label: 'Greffe de cheveux', to: '/greffe-cheveux' },
    ],
    seoTitle: 'Notre exigence\u00a0: l’harmonie et la précision',
    seoDescription:
      'Des proportions justes et un geste précis\u00a0: l’exigence d’harmonie du cabinet de chirurgie esthétique et maxillo-faciale à Tunis.',
  },
];

/** The theme of a path such as "/story", or undefined. */
export function themeForPath(path: string): AboutTheme | undefined {
  return aboutThemes.find((theme) => theme.path === path);
}
