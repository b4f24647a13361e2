import type { ProcedureContent } from '../types';

/** Face surgery (category `visage`); Génioplastie also serves the `Génioplastie` category. */
export const visageTexts: Record<string, ProcedureContent> = {
  Rhinoplastie: {
    mainDescription:
      'La rhinoplastie modifie la forme du nez pour l’harmoniser avec le reste du visage. Elle peut réduire une bosse, affiner ou relever la pointe, corriger une déviation ou diminuer la largeur des narines. Lorsqu’une gêne respiratoire existe, un geste sur la cloison nasale peut être associé. L’intervention se réalise le plus souvent par l’intérieur des narines, parfois avec une petite incision à la base de la columelle. Elle s’adresse aux adultes et aux adolescents dont la croissance est achevée. La consultation permet d’analyser le profil, de discuter des attentes et d’expliquer les risques, comme une asymétrie résiduelle ou la nécessité éventuelle d’une retouche.',
    content: [
      {
        title: 'Anesthésie',
        description:
          'La rhinoplastie se déroule généralement sous anesthésie générale. Une consultation avec le médecin anesthésiste est programmée quelques jours avant l’intervention pour vérifier votre état de santé, revoir vos traitements et préparer l’anesthésie.',
      },
      {
        title: 'Durée de l’intervention',
        description:
          'Comptez en général une à trois heures, selon la complexité de la correction et l’éventuel traitement associé de la cloison nasale. Une courte hospitalisation, souvent d’une nuit, peut être proposée ; des mèches sont parfois placées dans les narines jusqu’au lendemain.',
      },
      {
        title: 'Suites opératoires',
        description:
          'Une attelle est posée sur le nez pendant environ une semaine. Un gonflement et des ecchymoses autour des yeux sont fréquents et s’estompent en une à deux semaines. La respiration nasale reste gênée quelques jours. La reprise d’une vie sociale est généralement possible après dix à quinze jours.',
      },
      {
        title: 'Résultats',
        description:
          'Le nouveau profil se devine dès le retrait de l’attelle, mais un œdème résiduel persiste plusieurs mois, surtout au niveau de la pointe. Le résultat s’apprécie réellement après environ un an, une fois les tissus stabilisés, et varie d’une personne à l’autre selon la peau et l’anatomie du nez.',
      },
    ],
    risks:
      'Un gonflement, des ecchymoses autour des yeux et une gêne pour respirer par le nez sont habituels. Ils s’estompent en quelques jours à quelques semaines selon les cas, tandis qu’un léger œdème de la pointe peut durer plusieurs mois. Plus rarement surviennent un saignement, une infection, une asymétrie, une gêne respiratoire persistante ou un résultat qui ne correspond pas au projet, pouvant conduire à une retouche. Le chirurgien explique ces risques en consultation, avec la conduite à tenir s’ils surviennent, et un délai de réflexion est respecté avant l’intervention.',
  },
  Blépharoplastie: {
    mainDescription:
      'La blépharoplastie corrige les signes de fatigue et de vieillissement des paupières. Sur les paupières supérieures, elle retire l’excédent de peau qui alourdit le regard ; sur les paupières inférieures, elle traite les poches graisseuses et le relâchement cutané. Les cicatrices sont placées dans le pli naturel de la paupière supérieure ou juste sous les cils, parfois à l’intérieur de la paupière inférieure. L’objectif est un regard plus reposé, qui conserve son expression. Un examen ophtalmologique peut être demandé au préalable, en particulier en cas de sécheresse oculaire. Lorsque le sourcil est lui-même tombant, un geste complémentaire peut être discuté.',
    content: [
      {
        title: 'Anesthésie',
        description:
          'Selon l’étendue du geste, l’intervention est réalisée sous anesthésie locale, éventuellement associée à une sédation, ou sous anesthésie générale. La blépharoplastie supérieure isolée se fait souvent sous anesthésie locale. Le choix est discuté avec vous lors de la consultation.',
      },
      {
        title: 'Durée de l’intervention',
        description:
          'Elle dure généralement de quarante-cinq minutes à deux heures, selon que l’on traite deux ou quatre paupières et selon la technique utilisée pour les paupières inférieures. Le plus souvent, la sortie a lieu le jour même, accompagné d’un proche.',
      },
      {
        title: 'Suites opératoires',
        description:
          'Un gonflement et des ecchymoses apparaissent autour des yeux et diminuent en une à deux semaines. Les fils sont retirés après quelques jours. Une sensation de tiraillement ou de sécheresse oculaire est possible au début ; des collyres et des compresses froides aident à la soulager.',
      },
      {
        title: 'Résultats',
        description:
          'Le regard paraît en général plus ouvert une fois l’œdème disparu, et le résultat s’affine en quelques mois. Les cicatrices deviennent le plus souvent discrètes, selon la qualité de la peau. Le vieillissement naturel se poursuit, mais les effets de l’intervention sont habituellement durables.',
      },
    ],
    risks:
      'Un gonflement, des ecchymoses, une sensation de tiraillement et des yeux secs ou larmoyants sont habituels pendant quelques jours à quelques semaines. Une fermeture incomplète des paupières peut gêner au début. Plus rarement surviennent un hématome, qui demande un avis rapide, une infection, une asymétrie, un bord de paupière inférieure attiré vers le bas ou une cicatrice visible. Les troubles de la vision sont exceptionnels. Le chirurgien explique ces risques en consultation, avec la conduite à tenir s’ils surviennent, et un délai de réflexion est respecté avant l’intervention.',
  },
  'Lifting cervicofacial': {
    mainDescription:
      'Le lifting cervicofacial traite le relâchement du bas du visage et du cou : ovale moins net, bajoues, cou affaissé. Le chirurgien repositionne les tissus profonds qui soutiennent le visage, puis redrape la peau sans tension excessive, afin d’éviter un aspect tiré. Les incisions sont dissimulées autour des oreilles et dans le cuir chevelu. L’intervention peut être associée à d’autres gestes, comme une blépharoplastie ou un lipofilling. Elle nécessite une analyse attentive du visage, un bon état de santé et l’arrêt du tabac, qui augmente le risque de complications cicatricielles.',
    content: [
      {
        title: 'Anesthésie',
        description:
          'Le lifting cervicofacial est généralement réalisé sous anesthésie générale, parfois sous anesthésie locale associée à une sédation profonde. Une consultation d’anesthésie préalable est indispensable ; elle permet de vérifier vos traitements, notamment ceux qui favorisent le saignement.',
      },
      {
        title: 'Durée de l’intervention',
        description:
          'Comptez généralement de deux à quatre heures selon l’étendue de la correction et les gestes associés, comme un traitement des paupières ou un lipofilling. Une hospitalisation d’une nuit est habituelle, avec un pansement légèrement compressif retiré le lendemain.',
      },
      {
        title: 'Convalescence',
        description:
          'Gonflement, ecchymoses et sensation de tension sont attendus les premiers jours ; la douleur reste en général modérée. Une diminution transitoire de la sensibilité autour des oreilles est fréquente. La reprise d’une vie sociale est généralement envisageable après deux à trois semaines.',
      },
      {
        title: 'Résultats',
        description:
          'L’ovale et le cou deviennent en général plus nets, dans une mesure qui dépend de la qualité de la peau et varie d’une personne à l’autre. Le résultat s’affine pendant plusieurs mois. Le vieillissement se poursuit ensuite naturellement, mais l’effet du lifting reste perceptible pendant de nombreuses années.',
      },
    ],
    risks:
      'Un gonflement, des ecchymoses, une sensation de tension et une diminution de la sensibilité autour des oreilles sont habituels. Ils régressent en quelques semaines à quelques mois selon les cas. L’hématome est la complication la plus fréquente et peut nécessiter une reprise. Plus rarement surviennent une souffrance de la peau, favorisée par le tabac, une infection, des cicatrices élargies, une perte de cheveux près des incisions ou une atteinte d’un nerf du visage, le plus souvent transitoire. Le chirurgien explique ces risques en consultation, avec la conduite à tenir s’ils surviennent, et un délai de réflexion est respecté avant l’intervention.',
  },
  Otoplastie: {
    mainDescription:
      'L’otoplastie corrige les oreilles décollées ou asymétriques en les repositionnant plus près de la tête et en remodelant leur cartilage, notamment en recréant un pli naturel. L’incision est placée derrière l’oreille, dans le sillon, ce qui rend la cicatrice très discrète. L’intervention peut être réalisée chez l’enfant, généralement à partir de sept ans lorsque l’oreille a presque atteint sa taille adulte, ou chez l’adulte. Elle répond souvent à une gêne ancienne.',
    content: [
      {
        title: 'Anesthésie',
        description:
          'Chez l’adulte, une anesthésie locale, parfois associée à une sédation, est le plus souvent suffisante. Chez l’enfant, l’intervention se déroule habituellement sous anesthésie générale, afin qu’il reste immobile et serein. Une consultation d’anesthésie précède alors l’intervention.',
      },
      {
        title: 'Durée de l’intervention',
        description:
          'L’intervention dure généralement d’une à deux heures pour les deux oreilles, selon la forme du cartilage et l’importance de la correction. Elle se pratique le plus souvent en ambulatoire, avec une sortie le jour même.',
      },
      {
        title: 'Suites opératoires',
        description:
          'Un pansement protecteur est conservé quelques jours, puis un bandeau est porté jour et nuit, puis seulement la nuit, pendant plusieurs semaines. Les oreilles peuvent être sensibles et gonflées au début. Les sports de contact sont à éviter pendant environ deux mois.',
      },
      {
        title: 'Résultats',
        description:
          'La nouvelle position des oreilles est visible dès le retrait du pansement. Le résultat se stabilise en quelques mois et est généralement durable. Une légère asymétrie, comme celle qui existe naturellement, peut persister.',
      },
    ],
    risks:
      'Les oreilles sont habituellement gonflées, sensibles et parfois marquées d’ecchymoses pendant quelques jours à quelques semaines, et leur sensibilité peut être diminuée un temps. Plus rarement surviennent un hématome, une infection du cartilage, une cicatrice épaissie derrière l’oreille, une asymétrie ou un décollement qui réapparaît en partie et peut conduire à une retouche. Le chirurgien explique ces risques en consultation, avec la conduite à tenir s’ils surviennent, et un délai de réflexion est respecté avant l’intervention.',
  },
  Génioplastie: {
    mainDescription:
      'La génioplastie modifie la forme et la position du menton pour rééquilibrer le profil et l’harmonie du bas du visage. Un menton peu projeté peut être avancé, un menton trop fort réduit, une asymétrie corrigée. En chirurgie maxillo-faciale, la technique de référence est la génioplastie osseuse : l’os du menton est sectionné puis repositionné et fixé par de petites plaques, par une incision à l’intérieur de la lèvre inférieure : la cicatrice se trouve donc dans la bouche. Une prothèse de menton peut être proposée dans certains cas. L’analyse du profil, parfois complétée par une radiographie, permet de choisir la meilleure option.',
    content: [
      {
        title: 'Anesthésie',
        description:
          'La génioplastie osseuse est réalisée sous anesthésie générale, après une consultation d’anesthésie. Certains gestes plus limités, comme la pose d’un implant de menton, peuvent parfois se faire sous anesthésie locale associée à une sédation.',
      },
      {
        title: 'Durée de l’intervention',
        description:
          'L’intervention dure généralement d’une à deux heures. Elle peut être associée à une rhinoplastie ou à une chirurgie des mâchoires lorsque le projet le justifie ; la durée est alors plus longue. Une courte hospitalisation est souvent proposée.',
      },
      {
        title: 'Suites opératoires',
        description:
          'Le menton et la lèvre inférieure sont gonflés pendant une à deux semaines. Une alimentation molle et des bains de bouche sont recommandés les premiers jours. Un engourdissement de la lèvre et du menton est fréquent ; il régresse habituellement en quelques semaines à quelques mois.',
      },
      {
        title: 'Résultats',
        description:
          'Le nouveau profil se dessine dès la diminution de l’œdème et se précise au fil des mois. Lorsque l’os est consolidé, le résultat de la génioplastie osseuse est stable, même si le visage continue de vieillir naturellement. Les petites plaques de fixation restent en place et ne gênent généralement pas.',
      },
    ],
    risks:
      'Le menton et la lèvre inférieure sont gonflés et sensibles pendant quelques jours à quelques semaines. Un engourdissement de la lèvre et du menton est fréquent. Il régresse en général en quelques semaines à quelques mois, mais peut exceptionnellement persister. Plus rarement surviennent une infection, une asymétrie, une gêne liée aux plaques, qui peuvent alors être retirées, ou un résultat qui demande une correction. Le chirurgien explique ces risques en consultation, avec la conduite à tenir s’ils surviennent, et un délai de réflexion est respecté avant l’intervention.',
  },
  'Lipofilling du visage': {
    mainDescription:
      'Le lipofilling du visage, ou transfert de graisse autologue, consiste à prélever une petite quantité de votre propre graisse, souvent sur l’abdomen ou les cuisses, puis à la purifier et à la réinjecter finement dans les zones du visage qui ont perdu du volume : pommettes, tempes, cernes creusés, sillons, lèvres ou ovale. La graisse peut aussi contribuer à améliorer la qualité de la peau. Cette technique n’utilise aucun produit étranger, puisque la graisse injectée est un tissu de votre propre corps. Elle est souvent associée à un lifting ou à une blépharoplastie pour une approche globale du rajeunissement.',
    content: [
      {
        title: 'Anesthésie',
        description:
          'Le lipofilling du visage peut être réalisé sous anesthésie locale, éventuellement associée à une sédation, ou sous anesthésie générale lorsqu’il accompagne une autre intervention. Le choix dépend du volume de graisse à prélever et de votre confort.',
      },
      {
        title: 'Durée de l’intervention',
        description:
          'Comptez généralement d’une à deux heures, prélèvement, préparation de la graisse et réinjection compris. La graisse est injectée en très petites quantités, ce qui demande de la minutie. La sortie a le plus souvent lieu le jour même.',
      },
      {
        title: 'Suites opératoires',
        description:
          'Le visage est gonflé et parfois marqué d’ecchymoses pendant une à deux semaines. La zone de prélèvement peut être sensible quelques jours. Il est conseillé d’éviter le soleil et les massages des zones traitées au début.',
      },
      {
        title: 'Résultats',
        description:
          'Une partie de la graisse injectée se résorbe dans les premiers mois. Le résultat se stabilise en général après environ trois mois ; la part de graisse qui s’est greffée, variable d’une personne à l’autre, se maintient ensuite. Une seconde séance est parfois utile pour parfaire la correction.',
      },
    ],
    risks:
      'Le visage et la zone de prélèvement sont habituellement gonflés et parfois marqués d’ecchymoses pendant quelques jours à quelques semaines. Une partie de la graisse se résorbe, de façon variable d’une personne à l’autre, et une seconde séance peut être nécessaire. Plus rarement surviennent de petites irrégularités ou bosses, une asymétrie, une infection ou des kystes graisseux. L’obstruction d’un vaisseau par la graisse est exceptionnelle mais grave. Le chirurgien explique ces risques en consultation, avec la conduite à tenir s’ils surviennent, et un délai de réflexion est respecté avant l’intervention.',
  },
  'Lifting endoscopique': {
    mainDescription:
      'Le lifting endoscopique traite le relâchement du front, des sourcils et parfois du tiers moyen du visage à l’aide d’une petite caméra introduite par quelques courtes incisions cachées dans le cuir chevelu. Le chirurgien libère et remonte les tissus sous contrôle visuel, sans grande cicatrice. Cette technique permet de relever des sourcils tombants, d’atténuer certaines rides du front et de redonner de l’ouverture au regard. Elle s’adresse à des patients dont le relâchement est modéré et dont la peau conserve une bonne élasticité.',
    content: [
      {
        title: 'Anesthésie',
        description:
          'Le lifting endoscopique se déroule généralement sous anesthésie générale, parfois sous anesthésie locale associée à une sédation. Le choix dépend des gestes réalisés, de votre état de santé et de vos préférences, discutés lors des consultations préopératoires.',
      },
      {
        title: 'Durée de l’intervention',
        description:
          'L’intervention dure généralement d’une à deux heures, selon les zones traitées et les gestes éventuellement associés, comme une blépharoplastie. Une courte hospitalisation peut être proposée, mais une sortie le jour même est souvent possible.',
      },
      {
        title: 'Suites opératoires',
        description:
          'Le front et les paupières peuvent gonfler et se marquer d’ecchymoses pendant une dizaine de jours. Des sensations d’engourdissement ou de démangeaison du cuir chevelu sont fréquentes et transitoires. Les cicatrices sont dissimulées dans les cheveux.',
      },
      {
        title: 'Résultats',
        description:
          'Le regard paraît en général plus ouvert et reposé une fois l’œdème résorbé. Le résultat s’affine en quelques mois, et l’intervention vise à préserver l’expression du visage. Son effet s’atténue lentement, au rythme du vieillissement naturel.',
      },
    ],
    risks:
      'Un gonflement du front et des paupières, des ecchymoses et un engourdissement ou des démangeaisons du cuir chevelu sont habituels. Ils disparaissent en quelques semaines à quelques mois selon les cas. Plus rarement surviennent un hématome, une infection, une asymétrie des sourcils, une perte de cheveux le long des incisions ou une faiblesse transitoire du front, liée à un nerf étiré. Le chirurgien explique ces risques en consultation, avec la conduite à tenir s’ils surviennent, et un délai de réflexion est respecté avant l’intervention.',
  },
  'Lifting temporal': {
    mainDescription:
      'Le lifting temporal, parfois appelé lifting de la queue du sourcil, remonte la partie externe des sourcils et du coin de l’œil, qui tend à s’affaisser avec le temps et donne un air fatigué ou triste. Il est réalisé par de courtes incisions situées dans le cuir chevelu des tempes. Le regard est ainsi légèrement étiré vers le haut et l’extérieur, de façon discrète. Cette intervention peut être isolée ou associée à une blépharoplastie ou à un lifting du visage. Une analyse précise permet d’éviter un effet trop marqué.',
    content: [
      {
        title: 'Anesthésie',
        description:
          'Le lifting temporal est le plus souvent réalisé sous anesthésie locale associée à une sédation, ou sous anesthésie générale lorsqu’il est combiné à d’autres gestes. Le mode d’anesthésie est choisi avec vous et le médecin anesthésiste.',
      },
      {
        title: 'Durée de l’intervention',
        description:
          'Comptez généralement une heure environ lorsqu’il est réalisé seul ; la durée augmente s’il est associé à une blépharoplastie ou à un autre geste. La sortie a habituellement lieu le jour même, sans pansement volumineux.',
      },
      {
        title: 'Suites opératoires',
        description:
          'Un gonflement des tempes et des paupières et quelques ecchymoses sont possibles pendant environ une semaine. Une sensation de tension au niveau des tempes est fréquente au début. Les cicatrices restent cachées dans les cheveux.',
      },
      {
        title: 'Résultats',
        description:
          'La queue du sourcil et le coin de l’œil sont remontés, pour un regard plus ouvert. Le résultat se stabilise en quelques semaines et reste discret. Son effet s’atténue progressivement avec le temps, au rythme du vieillissement.',
      },
    ],
    risks:
      'Un gonflement des tempes et des paupières, des ecchymoses et une sensation de tension sont habituels pendant quelques jours à quelques semaines. Plus rarement surviennent un hématome, une infection, une asymétrie, une perte de cheveux le long des incisions ou une atteinte d’un nerf du front, le plus souvent transitoire. L’effet peut aussi s’estomper plus vite que prévu. Le chirurgien explique ces risques en consultation, avec la conduite à tenir s’ils surviennent, et un délai de réflexion est respecté avant l’intervention.',
  },
};
