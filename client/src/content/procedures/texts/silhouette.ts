import type { ProcedureContent } from '../types';

/** Body contouring (category `silhouette`). */
export const silhouetteTexts: Record<string, ProcedureContent> = {
  Abdominoplastie: {
    mainDescription:
      'L’abdominoplastie vise un ventre plus plat et plus ferme lorsque la peau s’est relâchée, le plus souvent après des grossesses ou une perte de poids importante. Elle retire l’excédent de peau et de graisse situé sous le nombril et, si nécessaire, resserre les muscles abdominaux écartés. Le nombril est repositionné. La cicatrice, horizontale, est placée bas, de façon à pouvoir être cachée par un sous-vêtement. L’abdominoplastie n’est pas une méthode d’amaigrissement : elle s’adresse à des personnes au poids stable, sans projet de grossesse à court terme. L’arrêt du tabac est indispensable pour limiter les complications de cicatrisation.',
    content: [
      {
        title: 'Anesthésie',
        description:
          'L’abdominoplastie est réalisée sous anesthésie générale. Une consultation d’anesthésie et un bilan préopératoire permettent de vérifier votre état de santé et de prévenir le risque de phlébite, qui fait l’objet de précautions spécifiques.',
      },
      {
        title: 'Durée de l’intervention',
        description:
          'L’intervention dure généralement de deux à trois heures, un peu plus si une liposuccion des flancs est associée. Une hospitalisation d’une à deux nuits est habituelle ; des drains sont parfois mis en place pendant quelques jours.',
      },
      {
        title: 'Convalescence',
        description:
          'Les premiers jours, il est normal de marcher légèrement penché en avant. Une gaine de contention est portée environ quatre à six semaines. La reprise d’une activité professionnelle calme est généralement possible après deux à trois semaines, le sport après six à huit semaines, selon l’avis du chirurgien.',
      },
      {
        title: 'Résultats',
        description:
          'Le ventre est en général plus plat dès les premières semaines, mais le résultat définitif s’apprécie après plusieurs mois et varie d’une personne à l’autre. La cicatrice reste rosée un certain temps puis s’éclaircit progressivement sur douze à dix-huit mois. Un poids stable aide à préserver le résultat.',
      },
    ],
    risks:
      'Des douleurs, une sensation de tension, un gonflement et une diminution de la sensibilité de la peau du ventre sont habituels. Ils s’atténuent en quelques semaines à quelques mois selon les cas. Plus rarement surviennent un épanchement de liquide ou de sang sous la peau, une infection, un retard de cicatrisation ou une souffrance de la peau, nettement favorisés par le tabac, et une cicatrice élargie ou épaissie. La phlébite et l’embolie pulmonaire sont rares mais graves, d’où les mesures de prévention. Le chirurgien explique ces risques en consultation, avec la conduite à tenir s’ils surviennent, et un délai de réflexion est respecté avant l’intervention.',
  },
  Liposuccion: {
    mainDescription:
      'La liposuccion retire les amas graisseux localisés qui résistent à l’alimentation et à l’activité physique : ventre, flancs, hanches, cuisses, genoux, bras ou menton. La graisse est aspirée à l’aide de canules introduites par de très courtes incisions. L’intervention remodèle la silhouette mais ne fait pas maigrir : elle s’adresse à des personnes proches de leur poids de forme, dont la peau est suffisamment élastique pour se rétracter. Elle ne traite ni la cellulite ni un relâchement cutané important. Les risques, comme les irrégularités de contour, l’hématome ou la phlébite, sont expliqués lors de la consultation.',
    content: [
      {
        title: 'Anesthésie',
        description:
          'Selon le nombre de zones et le volume à retirer, la liposuccion est réalisée sous anesthésie locale approfondie, parfois associée à une sédation, ou sous anesthésie générale. Le choix est fait avec vous et le médecin anesthésiste.',
      },
      {
        title: 'Durée de l’intervention',
        description:
          'Comptez généralement d’une à trois heures selon l’étendue du traitement et le nombre de zones. L’intervention est souvent réalisée en ambulatoire ; une nuit d’hospitalisation peut être proposée lorsque plusieurs zones sont traitées au cours de la même séance.',
      },
      {
        title: 'Suites opératoires',
        description:
          'Ecchymoses, gonflement et sensation de courbature sont habituels pendant une à deux semaines. Un vêtement de compression est porté plusieurs semaines, le plus souvent quatre à six. La reprise d’une activité calme est généralement possible après quelques jours.',
      },
      {
        title: 'Résultats',
        description:
          'Le nouveau contour apparaît progressivement, à mesure que l’œdème se résorbe. Le résultat s’apprécie après trois à six mois et dépend de l’élasticité de la peau. Les cellules graisseuses retirées ne se reforment pas, mais une prise de poids peut modifier la silhouette.',
      },
    ],
    risks:
      'Des ecchymoses, un gonflement, des courbatures et une diminution de la sensibilité des zones traitées sont habituels pendant quelques semaines, parfois plus. Plus rarement surviennent des irrégularités ou des creux, une asymétrie, un hématome, une infection ou une peau qui se rétracte mal. La phlébite, l’embolie et les complications graves sont rares et font l’objet de précautions. Le chirurgien explique ces risques en consultation, avec la conduite à tenir s’ils surviennent, et un délai de réflexion est respecté avant l’intervention.',
  },
  'Lifting des cuisses': {
    mainDescription:
      'Le lifting des cuisses, ou cruroplastie, retire l’excédent de peau et de graisse de la face interne des cuisses, souvent après une perte de poids importante ou avec l’âge. Il corrige l’aspect relâché et les frottements qui peuvent gêner au quotidien. Selon l’importance du relâchement, la cicatrice est placée dans le pli de l’aine ou se prolonge verticalement le long de la face interne de la cuisse. Une liposuccion peut être associée pour affiner le résultat. Cette intervention suppose un poids stabilisé et l’acceptation d’une cicatrice dont la qualité varie d’une personne à l’autre.',
    content: [
      {
        title: 'Anesthésie',
        description:
          'Le lifting des cuisses est réalisé sous anesthésie générale. Une consultation d’anesthésie préalable permet d’évaluer votre état de santé, de revoir vos traitements et de prévoir les mesures de prévention de la phlébite.',
      },
      {
        title: 'Durée de l’intervention',
        description:
          'L’intervention dure généralement de deux à trois heures, selon l’étendue de la correction et l’éventuelle liposuccion associée. Une hospitalisation d’une à deux nuits est le plus souvent nécessaire, le temps de s’assurer d’un lever et d’une marche confortables.',
      },
      {
        title: 'Convalescence',
        description:
          'Un panty de contention est porté plusieurs semaines. Il est recommandé d’éviter d’écarter fortement les jambes et de rester longtemps assis au début, pour protéger les cicatrices. La reprise d’une activité calme est généralement possible après deux à trois semaines, le sport après six semaines environ.',
      },
      {
        title: 'Résultats',
        description:
          'Les cuisses sont en général plus fermes une fois l’œdème résorbé, dans une mesure qui dépend de la qualité de la peau. Le résultat se stabilise en quelques mois. Les cicatrices mettent environ un an à s’atténuer et peuvent parfois s’élargir, ce qui est discuté avant l’intervention.',
      },
    ],
    risks:
      'Un gonflement, des ecchymoses et une gêne à la marche et en position assise sont habituels pendant quelques semaines. Les cicatrices de cette région cicatrisent parfois difficilement. Plus rarement surviennent un épanchement sous la peau, une infection, une désunion de la cicatrice, un élargissement ou un déplacement de la cicatrice, ou un gonflement durable des jambes. La phlébite et l’embolie pulmonaire sont rares mais graves, d’où les mesures de prévention. Le chirurgien explique ces risques en consultation, avec la conduite à tenir s’ils surviennent, et un délai de réflexion est respecté avant l’intervention.',
  },
  'Lifting des bras': {
    mainDescription:
      'Le lifting des bras, ou brachioplastie, corrige le relâchement de la peau de la face interne des bras, qui apparaît avec l’âge ou après un amaigrissement important. Le chirurgien retire l’excédent de peau et de graisse, parfois en associant une liposuccion, puis redrape les tissus. La cicatrice se situe à la face interne du bras, depuis l’aisselle vers le coude ; sa longueur dépend de l’importance du relâchement. Elle reste visible bras levés, ce qui doit être pris en compte dans la décision. Lorsque la peau est de bonne qualité, une liposuccion seule peut parfois suffire.',
    content: [
      {
        title: 'Anesthésie',
        description:
          'La brachioplastie est le plus souvent réalisée sous anesthésie générale. Pour des corrections limitées, une anesthésie locale associée à une sédation peut parfois être envisagée, après discussion avec le médecin anesthésiste lors de la consultation préopératoire.',
      },
      {
        title: 'Durée de l’intervention',
        description:
          'L’intervention dure généralement d’une heure et demie à deux heures et demie, selon la longueur de la cicatrice nécessaire et l’éventuelle liposuccion associée. Elle se fait en ambulatoire ou avec une courte hospitalisation, selon l’étendue du geste.',
      },
      {
        title: 'Suites opératoires',
        description:
          'Des manchons de compression sont portés plusieurs semaines. Les bras sont gonflés et sensibles au début ; il faut éviter de porter des charges et de lever les bras de façon prolongée. La reprise d’une activité calme est généralement possible après une à deux semaines.',
      },
      {
        title: 'Résultats',
        description:
          'Les bras sont en général plus fins et plus fermes une fois l’œdème diminué. Le résultat se stabilise en quelques mois, tandis que la cicatrice s’atténue progressivement sur environ un an. Une protection solaire des cicatrices est recommandée.',
      },
    ],
    risks:
      'Les bras sont habituellement gonflés, sensibles et parfois marqués d’ecchymoses pendant quelques semaines. Plus rarement surviennent un hématome, un épanchement sous la peau, une infection, une désunion de la cicatrice, une cicatrice élargie ou épaissie, une zone d’engourdissement sur l’avant-bras ou un gonflement durable de la main. La cicatrice reste visible bras levés. Le chirurgien explique ces risques en consultation, avec la conduite à tenir s’ils surviennent, et un délai de réflexion est respecté avant l’intervention.',
  },
  'Brazilian Butt Lift': {
    mainDescription:
      'Le Brazilian Butt Lift associe une liposuccion et un transfert de graisse pour remodeler la silhouette. La graisse est prélevée sur les zones en excès, comme le ventre, les flancs ou le dos, ce qui affine la taille, puis purifiée et réinjectée dans les fesses pour leur donner davantage de volume, de galbe et de projection. Pour des raisons de sécurité, la graisse est injectée uniquement dans le plan situé sous la peau, jamais dans le muscle. Cette intervention demande une réserve de graisse suffisante et des attentes réalistes, car une partie de la graisse transférée se résorbe.',
    content: [
      {
        title: 'Anesthésie',
        description:
          'Le Brazilian Butt Lift est réalisé sous anesthésie générale. Une consultation d’anesthésie et un bilan préopératoire sont indispensables, en particulier pour évaluer le risque de phlébite et adapter les mesures de prévention.',
      },
      {
        title: 'Durée de l’intervention',
        description:
          'Comptez généralement de deux à quatre heures, selon le nombre de zones de prélèvement et le volume de graisse transféré. La graisse est préparée puis réinjectée en de nombreux petits passages. Une hospitalisation d’une nuit est souvent proposée.',
      },
      {
        title: 'Convalescence',
        description:
          'Pendant environ deux à trois semaines, il est recommandé de ne pas s’asseoir directement sur les fesses et de dormir sur le ventre ou sur le côté, afin de protéger la graisse greffée. Un vêtement de compression est porté sur les zones de liposuccion. Le sport est repris après plusieurs semaines.',
      },
      {
        title: 'Résultats',
        description:
          'Une partie de la graisse se résorbe dans les premiers mois ; le résultat se stabilise généralement après trois à six mois. La part de graisse qui s’est greffée, variable d’une personne à l’autre, se maintient alors, mais elle suit les variations de poids.',
      },
    ],
    risks:
      'Des ecchymoses, un gonflement et des douleurs des zones de prélèvement et des fesses sont habituels pendant quelques semaines. Une partie de la graisse se résorbe, de façon variable, et une asymétrie ou des irrégularités peuvent persister. Plus rarement surviennent une infection, des kystes graisseux, une phlébite ou une embolie pulmonaire. L’embolie graisseuse, exceptionnelle mais grave, explique que la graisse soit injectée uniquement sous la peau. Le chirurgien explique ces risques en consultation, avec la conduite à tenir s’ils surviennent, et un délai de réflexion est respecté avant l’intervention.',
  },
  Bodylift: {
    mainDescription:
      'Le bodylift, ou lifting circulaire du bas du corps, s’adresse principalement aux personnes qui ont perdu beaucoup de poids, après un régime ou une chirurgie de l’obésité, et dont la peau s’est fortement relâchée. Il retire en une seule intervention l’excédent de peau du ventre, des flancs, du dos et du haut des fesses, tout en remontant les fesses et le haut des cuisses. La cicatrice fait le tour de la taille, placée bas pour être dissimulée par les sous-vêtements. C’est une chirurgie importante, qui nécessite un poids stable depuis plusieurs mois et un bon état de santé général.',
    content: [
      {
        title: 'Anesthésie',
        description:
          'Le bodylift est réalisé sous anesthésie générale. Un bilan préopératoire complet, incluant souvent un bilan nutritionnel après chirurgie de l’obésité, et une consultation d’anesthésie sont réalisés à l’avance, afin de réunir les meilleures conditions de sécurité.',
      },
      {
        title: 'Durée de l’intervention',
        description:
          'L’intervention dure généralement de quatre à six heures et mobilise une équipe expérimentée. Elle nécessite une hospitalisation de plusieurs jours, afin d’assurer une surveillance attentive, un contrôle de la douleur adapté et la prévention de la phlébite.',
      },
      {
        title: 'Convalescence',
        description:
          'La convalescence est plus longue que pour d’autres chirurgies de la silhouette. Un vêtement de contention est porté plusieurs semaines. La reprise d’une activité professionnelle est souvent envisageable après trois à quatre semaines, le sport après deux à trois mois, selon l’évolution.',
      },
      {
        title: 'Résultats',
        description:
          'La silhouette change dès la résorption de l’œdème, en général avec un ventre plus plat et des fesses remontées, dans une mesure qui dépend de la qualité de la peau et de la stabilité du poids. Le résultat s’affine sur plusieurs mois. Les cicatrices, longues, s’atténuent progressivement sur un à deux ans.',
      },
    ],
    risks:
      'Les suites sont plus lourdes que pour d’autres chirurgies de la silhouette. Douleurs, fatigue, gonflement et diminution de la sensibilité durent plusieurs semaines. Les complications sont plus fréquentes que pour des gestes plus limités, en particulier les épanchements sous la peau, les retards de cicatrisation et les désunions de cicatrice. Plus rarement surviennent un hématome, une infection, une souffrance de la peau ou un besoin de transfusion. La phlébite et l’embolie pulmonaire sont rares mais graves, d’où une surveillance attentive. Le chirurgien explique ces risques en consultation, avec la conduite à tenir s’ils surviennent, et un délai de réflexion est respecté avant l’intervention.',
  },
  'Mini-abdominoplastie': {
    mainDescription:
      'La mini-abdominoplastie traite un relâchement limité à la partie basse du ventre, sous le nombril. Elle retire un petit excédent de peau et de graisse et peut, si besoin, resserrer la partie basse des muscles abdominaux. Contrairement à l’abdominoplastie complète, le nombril n’est pas déplacé et la cicatrice, horizontale et placée bas, est plus courte. Elle convient à des personnes au poids stable, dont la peau située au-dessus du nombril reste ferme. Une liposuccion peut y être associée. L’examen permet de déterminer si cette version allégée suffit ou si une abdominoplastie complète est plus adaptée.',
    content: [
      {
        title: 'Anesthésie',
        description:
          'La mini-abdominoplastie est généralement réalisée sous anesthésie générale, parfois sous anesthésie locale associée à une sédation lorsque le geste est très limité. Une consultation d’anesthésie préalable est programmée quelques jours avant l’intervention.',
      },
      {
        title: 'Durée de l’intervention',
        description:
          'L’intervention dure généralement d’une à deux heures, un peu plus lorsqu’une liposuccion y est associée. Elle se pratique souvent en ambulatoire ou avec une nuit d’hospitalisation, selon les gestes réalisés et votre confort.',
      },
      {
        title: 'Convalescence',
        description:
          'Les suites sont plus légères que celles d’une abdominoplastie complète. Une gaine de contention est portée plusieurs semaines. La reprise d’une activité calme est généralement possible après une à deux semaines, le sport après quatre à six semaines.',
      },
      {
        title: 'Résultats',
        description:
          'Le bas du ventre est en général plus plat et plus ferme une fois l’œdème diminué. Le résultat se stabilise en quelques mois, et la cicatrice s’éclaircit progressivement sur environ un an. Un poids stable contribue à le préserver.',
      },
    ],
    risks:
      'Une sensation de tension, un gonflement et une diminution de la sensibilité du bas du ventre sont habituels pendant quelques semaines. Plus rarement surviennent un épanchement sous la peau, un hématome, une infection, un retard de cicatrisation, favorisé par le tabac, ou une cicatrice élargie. La phlébite et l’embolie pulmonaire sont rares mais font l’objet de mesures de prévention. Le chirurgien explique ces risques en consultation, avec la conduite à tenir s’ils surviennent, et un délai de réflexion est respecté avant l’intervention.',
  },
  'Lipofilling des fesses': {
    mainDescription:
      'Le lipofilling des fesses utilise votre propre graisse pour améliorer le volume et le galbe de la région fessière. La graisse est prélevée par liposuccion sur une zone en excès, purifiée, puis réinjectée en petites quantités pour combler un creux, corriger une asymétrie ou arrondir une courbe, par exemple au niveau des hanches. Plus ciblé qu’un Brazilian Butt Lift, il convient aux personnes qui souhaitent une amélioration mesurée. La graisse est injectée uniquement sous la peau, jamais dans le muscle, par mesure de sécurité. Une réserve de graisse suffisante est nécessaire.',
    content: [
      {
        title: 'Anesthésie',
        description:
          'Le lipofilling des fesses est le plus souvent réalisé sous anesthésie générale, car il associe prélèvement et réinjection sur plusieurs zones. Pour de petits volumes, une anesthésie locale associée à une sédation peut être discutée avec le médecin anesthésiste.',
      },
      {
        title: 'Durée de l’intervention',
        description:
          'Comptez généralement d’une heure et demie à trois heures, selon les zones de prélèvement et le volume injecté. La graisse est réinjectée finement, en plusieurs passages, pour une meilleure prise. L’intervention peut souvent se faire en ambulatoire.',
      },
      {
        title: 'Suites opératoires',
        description:
          'Ecchymoses et gonflement sont habituels sur les zones traitées. Pendant environ deux semaines, il est conseillé d’éviter la position assise prolongée directement sur les fesses. Un vêtement de compression est porté sur les zones de prélèvement.',
      },
      {
        title: 'Résultats',
        description:
          'Une partie de la graisse transférée se résorbe au cours des premiers mois. Le résultat se stabilise après trois à six mois et varie d’une personne à l’autre. Une seconde séance peut être proposée pour compléter la correction.',
      },
    ],
    risks:
      'Des ecchymoses, un gonflement et une sensibilité des fesses et des zones de prélèvement sont habituels pendant quelques semaines. Une partie de la graisse se résorbe, de façon variable, et une seconde séance peut être nécessaire. Plus rarement surviennent une asymétrie, des irrégularités, une infection ou des kystes graisseux. L’embolie graisseuse, exceptionnelle mais grave, explique que la graisse soit injectée uniquement sous la peau. Le chirurgien explique ces risques en consultation, avec la conduite à tenir s’ils surviennent, et un délai de réflexion est respecté avant l’intervention.',
  },
  Liposculpture: {
    mainDescription:
      'La liposculpture est une forme affinée de liposuccion, réalisée avec des canules de petit diamètre. Elle permet de retirer de petits volumes de graisse localisée et surtout de travailler précisément les contours et les zones de transition. Elle s’adresse aux femmes comme aux hommes au poids stable, qui souhaitent corriger une disproportion précise : culotte de cheval, genoux, flancs, ventre, bras ou double menton. Elle ne remplace pas une perte de poids et ne corrige pas un relâchement important de la peau. Les risques, comme les irrégularités ou l’hématome, sont expliqués en consultation.',
    content: [
      {
        title: 'Anesthésie',
        description:
          'Selon l’étendue des zones traitées, la liposculpture est réalisée sous anesthésie locale, parfois associée à une sédation, ou sous anesthésie générale. Le mode d’anesthésie est choisi avec vous lors des consultations préopératoires.',
      },
      {
        title: 'Durée de l’intervention',
        description:
          'L’intervention dure généralement d’une à trois heures selon le nombre de zones et la finesse du travail des contours. Elle est le plus souvent réalisée en ambulatoire, avec une sortie le jour même, accompagné d’un proche.',
      },
      {
        title: 'Suites opératoires',
        description:
          'Ecchymoses, gonflement et courbatures sont habituels pendant quelques jours. Un vêtement de compression est porté plusieurs semaines pour aider la peau à se redraper. Une activité calme peut généralement être reprise après quelques jours, le sport après trois à quatre semaines.',
      },
      {
        title: 'Résultats',
        description:
          'La silhouette s’affine progressivement, à mesure que l’œdème disparaît ; le résultat s’apprécie après trois à six mois. Il est durable si le poids reste stable, car les cellules restantes peuvent encore grossir en cas de prise de poids.',
      },
    ],
    risks:
      'Des ecchymoses, un gonflement, des courbatures et une diminution passagère de la sensibilité sont habituels pendant quelques jours à quelques semaines. Plus rarement surviennent des irrégularités, une asymétrie, un hématome, une infection ou une peau qui se rétracte mal. La phlébite et les complications graves sont rares et font l’objet de précautions. Le chirurgien explique ces risques en consultation, avec la conduite à tenir s’ils surviennent, et un délai de réflexion est respecté avant l’intervention.',
  },
  'Lifting du dos': {
    mainDescription:
      'Le lifting du dos corrige les plis et bourrelets de peau relâchée qui se forment sur le dos, souvent après une perte de poids importante. Ces replis, parfois visibles sous les vêtements ou au niveau de la ligne du soutien-gorge, peuvent être source de gêne. Le chirurgien retire l’excédent de peau et de graisse et retend les tissus. La cicatrice est, autant que possible, placée dans la ligne du soutien-gorge ou du maillot pour rester discrète. Une liposuccion peut être associée. Ce geste peut aussi faire partie d’un lifting plus global du corps.',
    content: [
      {
        title: 'Anesthésie',
        description:
          'Le lifting du dos est réalisé sous anesthésie générale. Un bilan préopératoire et une consultation d’anesthésie permettent de vérifier votre état de santé, de revoir vos traitements et de préparer l’intervention dans de bonnes conditions.',
      },
      {
        title: 'Durée de l’intervention',
        description:
          'L’intervention dure généralement de deux à trois heures, selon l’étendue de la correction et l’éventuelle liposuccion associée. Une hospitalisation d’une nuit est souvent proposée, pour assurer une surveillance et un bon contrôle de la douleur.',
      },
      {
        title: 'Convalescence',
        description:
          'Une sensation de tension dans le dos est fréquente les premiers jours. Un vêtement de contention est porté plusieurs semaines. La reprise d’une activité calme est généralement possible après deux semaines environ, le sport après six semaines.',
      },
      {
        title: 'Résultats',
        description:
          'Le dos est en général plus lisse une fois l’œdème résorbé. Le résultat se stabilise en quelques mois et la cicatrice s’atténue progressivement sur un an environ. Il est durable si le poids reste stable.',
      },
    ],
    risks:
      'Une sensation de tension, un gonflement et une gêne dans certains mouvements sont habituels pendant quelques semaines. Plus rarement surviennent un épanchement sous la peau, un hématome, une infection, une désunion de la cicatrice ou une cicatrice élargie, plus visible que prévu. La phlébite et l’embolie pulmonaire sont rares mais font l’objet de mesures de prévention. Le chirurgien explique ces risques en consultation, avec la conduite à tenir s’ils surviennent, et un délai de réflexion est respecté avant l’intervention.',
  },
};
