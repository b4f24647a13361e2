import type { ProcedureContent } from '../types';

/** Breast surgery (category `seins`). */
export const seinsTexts: Record<string, ProcedureContent> = {
  'Augmentation mammaire': {
    mainDescription:
      'L’augmentation mammaire augmente le volume de la poitrine et en améliore la forme, lorsque les seins sont peu développés, ont perdu du volume après une grossesse ou un amaigrissement, ou présentent une asymétrie. Elle fait appel à des prothèses, le plus souvent en gel de silicone cohésif, placées devant ou derrière le muscle pectoral, ou à un transfert de votre propre graisse. Les deux techniques peuvent aussi être associées. Le choix du volume, de la forme et de l’emplacement se fait avec le chirurgien, selon votre morphologie et vos souhaits. Les prothèses ne sont pas définitives et nécessitent un suivi régulier.',
    content: [
      {
        title: 'Anesthésie',
        description:
          'L’augmentation mammaire est réalisée sous anesthésie générale. Une consultation d’anesthésie et un bilan préopératoire, comprenant souvent une imagerie des seins selon l’âge et les antécédents familiaux, sont réalisés quelques semaines avant l’intervention.',
      },
      {
        title: 'Durée de l’intervention',
        description:
          'Comptez généralement d’une à deux heures, un peu plus en cas de lipofilling associé. L’intervention se fait en ambulatoire ou avec une nuit d’hospitalisation, selon la technique choisie, l’emplacement de l’implant et votre confort.',
      },
      {
        title: 'Suites opératoires',
        description:
          'La poitrine est tendue et sensible les premiers jours, surtout lorsque l’implant est placé derrière le muscle ; la douleur est le plus souvent bien contrôlée par les antalgiques. Un soutien-gorge de maintien est porté plusieurs semaines. Une activité calme reprend généralement après une semaine environ, le sport après quatre à six semaines.',
      },
      {
        title: 'Résultats',
        description:
          'Le volume est visible immédiatement, mais la poitrine met plusieurs mois à trouver sa forme et sa souplesse définitives. Des contrôles réguliers sont recommandés, car une coque, une rupture ou une évolution de la poitrine peuvent justifier un changement d’implant au cours de la vie.',
      },
    ],
    risks:
      'Une tension, des douleurs et un gonflement de la poitrine sont habituels pendant quelques jours à quelques semaines, et la sensibilité des mamelons peut changer. Plus rarement surviennent un hématome, une infection, qui peut imposer de retirer la prothèse, une asymétrie ou un déplacement de l’implant. Avec le temps, une coque autour de la prothèse, une rupture ou des plis visibles peuvent nécessiter une nouvelle intervention. Un lymphome rare associé aux prothèses mammaires est décrit et justifie un suivi. Le chirurgien explique ces risques en consultation, avec la conduite à tenir s’ils surviennent, et un délai de réflexion est respecté avant l’intervention.',
  },
  'Lifting mammaire': {
    mainDescription:
      'Le lifting mammaire, ou mastopexie, corrige la ptose, c’est-à-dire la descente des seins et des aréoles qui survient après une grossesse, un allaitement, une perte de poids ou avec le temps. Le chirurgien remonte la glande, la remodèle, repositionne l’aréole et retire l’excédent de peau. Selon l’importance de la ptose, la cicatrice entoure l’aréole, descend verticalement vers le sillon sous le sein, ou prend la forme d’un T inversé. Lorsque la poitrine manque aussi de volume, une prothèse ou un lipofilling peut être associé. Un allaitement ultérieur reste souvent possible, sans pouvoir être garanti.',
    content: [
      {
        title: 'Anesthésie',
        description:
          'Le lifting mammaire se déroule sous anesthésie générale. Une consultation d’anesthésie et un bilan préopératoire, comprenant généralement une imagerie des seins, sont réalisés quelques semaines avant l’intervention afin de vérifier l’absence d’anomalie.',
      },
      {
        title: 'Durée de l’intervention',
        description:
          'L’intervention dure généralement d’une heure et demie à trois heures, selon l’importance de la ptose, la technique choisie et l’éventuelle pose de prothèses. Elle se pratique en ambulatoire ou avec une nuit d’hospitalisation.',
      },
      {
        title: 'Suites opératoires',
        description:
          'Les seins sont gonflés et sensibles pendant quelques jours. Un soutien-gorge de maintien est porté jour et nuit pendant environ un mois. La reprise d’une activité calme est généralement possible après une à deux semaines, le sport après six semaines environ.',
      },
      {
        title: 'Résultats',
        description:
          'La poitrine est en général plus haute dès l’intervention, et sa forme s’affine au fil des mois. Les cicatrices s’atténuent progressivement sur un à deux ans. Le vieillissement naturel et les variations de poids peuvent, à terme, modifier le résultat.',
      },
    ],
    risks:
      'Les seins sont habituellement gonflés et sensibles pendant quelques jours à quelques semaines, et la sensibilité des aréoles peut diminuer un temps. Plus rarement surviennent un hématome, une infection, un retard de cicatrisation, une souffrance de l’aréole, favorisée par le tabac, une asymétrie ou des cicatrices élargies. Avec le temps, la poitrine peut redescendre en partie. Le chirurgien explique ces risques en consultation, avec la conduite à tenir s’ils surviennent, et un délai de réflexion est respecté avant l’intervention.',
  },
  'Lipofilling des seins': {
    mainDescription:
      'Le lipofilling des seins utilise votre propre graisse pour augmenter modérément le volume de la poitrine ou en améliorer la forme. La graisse est prélevée par liposuccion, souvent sur le ventre, les hanches ou les cuisses, puis purifiée et réinjectée en petites quantités dans les seins. Sans corps étranger, la poitrine reste faite de vos propres tissus. Cette technique convient aux femmes qui souhaitent une augmentation discrète, corriger une asymétrie ou harmoniser un décolleté, et qui disposent d’une réserve de graisse suffisante. Elle peut aussi compléter une augmentation par prothèses. Une imagerie des seins est réalisée avant l’intervention et le suivi reste nécessaire.',
    content: [
      {
        title: 'Anesthésie',
        description:
          'Le lipofilling des seins est généralement réalisé sous anesthésie générale, car il associe prélèvement et réinjection. Pour de petits volumes, une anesthésie locale associée à une sédation peut parfois être proposée.',
      },
      {
        title: 'Durée de l’intervention',
        description:
          'Comptez généralement d’une heure et demie à trois heures, selon le volume de graisse prélevé et réinjecté. L’intervention se fait le plus souvent en ambulatoire, avec une sortie le jour même.',
      },
      {
        title: 'Suites opératoires',
        description:
          'Les seins et les zones de prélèvement sont gonflés et marqués d’ecchymoses pendant une à deux semaines. Un vêtement de compression est porté sur les zones de liposuccion. Il est conseillé d’éviter toute pression sur les seins pendant les premières semaines.',
      },
      {
        title: 'Résultats',
        description:
          'Une partie de la graisse injectée se résorbe au cours des premiers mois ; le volume se stabilise après environ trois à six mois, dans une mesure variable d’une personne à l’autre. Une seconde séance est parfois nécessaire pour atteindre le résultat souhaité.',
      },
    ],
    risks:
      'Les seins et les zones de prélèvement sont habituellement gonflés et marqués d’ecchymoses pendant quelques jours à quelques semaines. Une partie de la graisse se résorbe, de façon variable d’une personne à l’autre. Plus rarement apparaissent une infection, une asymétrie ou de petits nodules de graisse, qui peuvent demander des examens pour les distinguer d’une autre lésion. C’est pourquoi une imagerie des seins est faite avant l’intervention et le suivi se poursuit ensuite. Le chirurgien explique ces risques en consultation, avec la conduite à tenir s’ils surviennent, et un délai de réflexion est respecté avant l’intervention.',
  },
  'La gynécomastie': {
    mainDescription:
      'La gynécomastie désigne un développement excessif de la poitrine chez l’homme. Elle peut être due à un excès de graisse, à une augmentation du tissu glandulaire, ou aux deux. Avant toute chirurgie, une cause hormonale, médicamenteuse ou liée à certains produits doit être recherchée. Le traitement chirurgical associe, selon les cas, une liposuccion pour retirer la graisse et l’ablation de la glande par une petite incision à la limite inférieure de l’aréole. En cas de peau très distendue, un geste cutané peut être nécessaire. L’objectif est un torse plus plat et d’aspect masculin.',
    content: [
      {
        title: 'Anesthésie',
        description:
          'L’intervention est le plus souvent réalisée sous anesthésie générale. Pour une gynécomastie modérée, essentiellement graisseuse, une anesthésie locale associée à une sédation peut être envisagée, après discussion lors de la consultation d’anesthésie.',
      },
      {
        title: 'Durée de l’intervention',
        description:
          'Comptez généralement d’une à deux heures, selon le volume à traiter et la technique utilisée, liposuccion seule ou associée à l’ablation de la glande. L’intervention se pratique le plus souvent en ambulatoire, avec une sortie le jour même.',
      },
      {
        title: 'Suites opératoires',
        description:
          'Un gonflement et des ecchymoses du torse sont habituels pendant une à deux semaines. Un gilet de compression est porté jour et nuit pendant plusieurs semaines. Une activité calme peut généralement être reprise après quelques jours, le sport après trois à quatre semaines.',
      },
      {
        title: 'Résultats',
        description:
          'Le torse apparaît en général plus plat une fois l’œdème diminué, et le résultat s’affine sur plusieurs mois. Il est généralement durable, à condition de maintenir un poids stable et d’éviter les produits susceptibles de provoquer une récidive, comme certains anabolisants.',
      },
    ],
    risks:
      'Un gonflement, des ecchymoses et une sensibilité du torse sont habituels pendant quelques jours à quelques semaines, et la sensibilité des aréoles peut diminuer un temps. Plus rarement surviennent un hématome, une infection, des irrégularités ou un creux sous l’aréole, une asymétrie ou une peau qui se rétracte mal. Une récidive est possible si la cause persiste. Le chirurgien explique ces risques en consultation, avec la conduite à tenir s’ils surviennent, et un délai de réflexion est respecté avant l’intervention.',
  },
};
