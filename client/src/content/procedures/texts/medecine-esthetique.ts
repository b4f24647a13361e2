import type { ProcedureContent } from '../types';

/** Aesthetic medicine (category `medecine-esthetique`). */
export const medecineEsthetiqueTexts: Record<string, ProcedureContent> = {
  Botox: {
    mainDescription:
      'Les injections de toxine botulique, souvent désignées par le nom Botox, atténuent les rides d’expression en relâchant de façon ciblée et temporaire les muscles qui les provoquent. Elles traitent principalement les rides du front, les rides du lion entre les sourcils et les pattes d’oie. Bien dosé, le traitement vise à adoucir les traits sans figer le visage, qui conserve sa mobilité ; l’effet varie d’une personne à l’autre. D’autres indications existent, comme la transpiration excessive des aisselles ou l’hypertrophie des muscles masséters. Une consultation préalable permet d’analyser vos expressions, de vérifier l’absence de contre-indication, comme une grossesse ou une maladie neuromusculaire, et de définir des doses adaptées.',
    content: [
      {
        title: 'Anesthésie',
        description:
          'Aucune anesthésie n’est généralement nécessaire, car les injections sont réalisées avec une aiguille très fine et sont bien tolérées. Du froid ou une crème anesthésiante peuvent être appliqués pour améliorer le confort des personnes plus sensibles.',
      },
      {
        title: 'Durée de l’intervention',
        description:
          'La séance dure généralement de quinze à trente minutes, consultation d’analyse comprise. Les activités habituelles peuvent être reprises immédiatement, ce qui permet de réaliser le traitement sans interruption de la vie professionnelle.',
      },
      {
        title: 'Soins après la séance',
        description:
          'Pendant les quelques heures qui suivent, il est conseillé de ne pas masser ni frotter la zone, de ne pas s’allonger et d’éviter le sport intense, la chaleur et le maquillage. De petites rougeurs ou de légers hématomes peuvent apparaître et disparaissent rapidement.',
      },
      {
        title: 'Résultats',
        description:
          'L’effet apparaît progressivement en quelques jours et se stabilise vers deux semaines, moment où un contrôle est souvent proposé. Il dure en général de trois à six mois, selon la zone et la force musculaire, puis le traitement peut être renouvelé.',
      },
    ],
    risks:
      'De petites rougeurs, un léger hématome ou un mal de tête sont possibles pendant quelques heures à quelques jours. Plus rarement, le produit diffuse vers un muscle voisin et provoque, de façon transitoire, une paupière ou un sourcil qui tombe, une asymétrie ou une expression modifiée, qui s’estompe en quelques semaines. Les réactions allergiques sont exceptionnelles. Le médecin vérifie les contre-indications et explique ces risques avant la séance.',
  },
  'Rhinoplastie médicale': {
    mainDescription:
      'La rhinoplastie médicale consiste à corriger certaines imperfections du nez par injection d’acide hyaluronique, sans chirurgie. En ajoutant du volume à des endroits précis, elle peut camoufler une petite bosse, rehausser une pointe tombante, corriger une légère asymétrie ou harmoniser le profil. Elle ne permet pas de réduire la taille du nez ni de corriger une gêne respiratoire, qui relèvent de la rhinoplastie chirurgicale. Le nez étant une zone richement vascularisée, ce geste exige une connaissance précise de l’anatomie et doit être réalisé par un médecin expérimenté. La consultation permet de vérifier que votre demande relève bien de cette technique.',
    content: [
      {
        title: 'Anesthésie',
        description:
          'Le produit injecté contient le plus souvent un anesthésiant local, ce qui rend la séance bien tolérée. Une crème anesthésiante ou l’application de froid peuvent compléter le confort. Aucune anesthésie générale n’est nécessaire.',
      },
      {
        title: 'Durée de l’intervention',
        description:
          'La séance dure généralement de vingt à quarante-cinq minutes, analyse du profil et photographies comprises. Le produit est injecté en très petites quantités, puis le résultat est contrôlé en fin de séance. La reprise des activités est immédiate.',
      },
      {
        title: 'Soins après la séance',
        description:
          'Un léger gonflement ou de petites rougeurs peuvent persister quelques jours. Il faut éviter d’appuyer sur le nez, de porter des lunettes lourdes et de pratiquer un sport intense pendant quelques jours. Toute douleur inhabituelle ou tout changement de couleur de la peau doit conduire à contacter le médecin sans attendre.',
      },
      {
        title: 'Résultats',
        description:
          'L’amélioration est en général visible immédiatement et s’affine lorsque le gonflement disparaît. L’effet est temporaire, souvent de l’ordre d’un an, parfois davantage, selon le produit et la zone. Il est réversible grâce à une enzyme capable de dissoudre l’acide hyaluronique.',
      },
    ],
    risks:
      'Un léger gonflement, des rougeurs ou un petit hématome sont possibles pendant quelques jours. Le principal risque, rare mais grave, est l’injection du produit dans un vaisseau, qui peut entraîner une souffrance de la peau du nez et, de façon exceptionnelle, un trouble de la vision. Une douleur inhabituelle ou une peau qui pâlit ou se marbre impose de contacter le médecin sans attendre. Une infection, des nodules ou une asymétrie sont également possibles. Ces risques sont expliqués en consultation avant toute décision.',
  },
  'Comblement des cernes': {
    mainDescription:
      'Le comblement des cernes traite les cernes creusés, liés à un creux entre la paupière inférieure et la joue, appelé vallée des larmes. Une injection d’acide hyaluronique adapté, fluide et peu hydrophile, comble ce creux et atténue l’ombre qui donne un air fatigué. Ce traitement ne convient pas à toutes les situations : les cernes pigmentés, liés à une coloration de la peau, et les poches graisseuses marquées relèvent d’autres approches, comme certains soins de la peau ou la blépharoplastie. Un examen attentif du regard est donc indispensable avant de proposer ce geste.',
    content: [
      {
        title: 'Anesthésie',
        description:
          'L’injection est généralement réalisée avec une canule souple, sous anesthésie locale au point d’entrée. Le produit contient le plus souvent un anesthésiant, ce qui rend la séance confortable dans la grande majorité des cas.',
      },
      {
        title: 'Durée de l’intervention',
        description:
          'La séance dure généralement de vingt à quarante minutes. Le médecin injecte de petites quantités, par couches successives, puis contrôle la régularité du résultat. Les activités habituelles peuvent être reprises rapidement.',
      },
      {
        title: 'Soins après la séance',
        description:
          'Un léger gonflement et parfois un petit hématome peuvent apparaître pendant quelques jours. Il est conseillé de dormir la tête légèrement surélevée la première nuit et d’éviter la chaleur, le sport intense et le maquillage pendant vingt-quatre heures.',
      },
      {
        title: 'Résultats',
        description:
          'Le regard paraît en général plus reposé dès la séance, et le résultat s’apprécie pleinement après une à deux semaines. L’effet dure généralement un an, parfois davantage. Un œdème persistant ou une teinte bleutée, rares, peuvent être corrigés.',
      },
    ],
    risks:
      'Un léger gonflement, des rougeurs ou un petit hématome sont possibles pendant quelques jours. Plus rarement apparaissent un œdème qui persiste, une teinte bleutée sous la peau fine de la paupière, des irrégularités ou une infection. L’injection dans un vaisseau est rare, mais elle peut entraîner une souffrance de la peau et, de façon exceptionnelle, un trouble de la vision. Toute douleur inhabituelle ou tout trouble visuel impose de contacter le médecin sans attendre.',
  },
  'Comblement des lèvres': {
    mainDescription:
      'Le comblement des lèvres, réalisé à l’acide hyaluronique, permet selon les besoins de redessiner le contour, d’apporter un volume mesuré, de corriger une asymétrie ou simplement de réhydrater des lèvres qui se sont affinées avec le temps. Le produit, adapté à cette zone très mobile, est injecté en petites quantités pour respecter les proportions du visage. L’objectif est un résultat mesuré, qui conserve la souplesse et le mouvement des lèvres. En cas d’antécédent d’herpès labial, un traitement préventif peut être prescrit avant la séance.',
    content: [
      {
        title: 'Anesthésie',
        description:
          'Les lèvres sont une zone sensible : une crème anesthésiante est souvent appliquée avant la séance, et le produit injecté contient généralement un anesthésiant local. Une anesthésie locale, comme celle utilisée chez le dentiste, peut parfois être proposée.',
      },
      {
        title: 'Durée de l’intervention',
        description:
          'La séance dure généralement de vingt à quarante minutes, préparation comprise. Le médecin ajuste les quantités au fur et à mesure et vérifie la symétrie avant de terminer. La reprise des activités est immédiate.',
      },
      {
        title: 'Soins après la séance',
        description:
          'Les lèvres sont généralement gonflées pendant vingt-quatre à soixante-douze heures, parfois un peu plus ; de petits hématomes sont possibles. Il est conseillé d’éviter la chaleur, le sport intense, les soins dentaires et les pressions sur les lèvres pendant quelques jours.',
      },
      {
        title: 'Résultats',
        description:
          'Le résultat définitif s’apprécie après la disparition du gonflement, vers deux semaines. L’effet dure généralement de six à douze mois, la bouche étant une zone mobile où le produit se résorbe plus vite. Une retouche légère peut être proposée au contrôle.',
      },
    ],
    risks:
      'Les lèvres sont gonflées et sensibles, parfois marquées de petits hématomes, pendant quelques jours. Une poussée d’herpès peut être déclenchée chez les personnes qui y sont sujettes. Plus rarement apparaissent des nodules, une asymétrie, une infection ou une réaction inflammatoire retardée. L’injection dans un vaisseau est rare mais peut entraîner une souffrance de la lèvre, et une douleur inhabituelle ou une pâleur impose de contacter le médecin sans attendre.',
  },
  'Fils tenseurs': {
    mainDescription:
      'Les fils tenseurs sont des fils résorbables, munis de petits crans ou de cônes, introduits sous la peau à l’aide d’une aiguille ou d’une canule. Ils permettent de repositionner légèrement les tissus relâchés, par exemple au niveau des pommettes, de l’ovale ou du cou, tout en stimulant la production de collagène pendant leur résorption. Cette technique s’adresse aux personnes présentant un relâchement débutant à modéré, qui ne souhaitent pas ou pas encore de lifting chirurgical. Son effet est plus limité et moins durable qu’une chirurgie. Les risques, comme de petites irrégularités ou une asymétrie, sont expliqués lors de la consultation.',
    content: [
      {
        title: 'Anesthésie',
        description:
          'La pose de fils tenseurs se fait sous anesthésie locale, au niveau des points d’entrée et du trajet des fils. Le patient reste éveillé et peut rentrer chez lui après la séance, sans nécessité d’être accompagné dans la plupart des cas.',
      },
      {
        title: 'Durée de l’intervention',
        description:
          'La séance dure généralement de trente minutes à une heure, selon le nombre de fils et les zones traitées. Elle se déroule au cabinet, dans des conditions d’asepsie rigoureuses, sans hospitalisation.',
      },
      {
        title: 'Soins après la séance',
        description:
          'Un gonflement, de petites ecchymoses et une sensation de tension sont fréquents pendant quelques jours. Pendant deux à trois semaines, il est conseillé d’éviter les grandes ouvertures de bouche, les massages du visage, les soins dentaires et le sport intense.',
      },
      {
        title: 'Résultats',
        description:
          'Un effet tenseur léger est en général visible rapidement, puis la qualité de la peau peut s’améliorer au fil des semaines grâce à la stimulation du collagène. Selon le type de fil et la qualité des tissus, l’effet dure généralement de plusieurs mois à un an environ.',
      },
    ],
    risks:
      'Un gonflement, des ecchymoses, une sensation de tension et une gêne à la mastication sont habituels pendant quelques jours à quelques semaines. De petites irrégularités ou fossettes peuvent apparaître et s’estompent en général. Plus rarement surviennent une asymétrie, un fil palpable ou visible, une infection ou un fil qui ressort par la peau et doit être retiré. Le médecin explique ces risques en consultation avant toute décision.',
  },
  'Refresh Face': {
    mainDescription:
      'Le Refresh Face est un protocole de médecine esthétique pensé pour redonner de l’éclat et un aspect reposé au visage, sans chirurgie. Il est construit après une analyse de la peau et des traits : selon les besoins, il peut associer des injections hydratantes d’acide hyaluronique peu réticulé, une légère correction des rides d’expression ou des volumes, et des soins visant à améliorer la texture de la peau. L’idée n’est pas de transformer le visage, mais de le rafraîchir de manière globale et discrète. Il s’adresse aux personnes qui constatent un teint terne, une peau déshydratée ou un air fatigué.',
    content: [
      {
        title: 'Anesthésie',
        description:
          'Aucune anesthésie générale n’est nécessaire. Une crème anesthésiante peut être appliquée une trentaine de minutes avant les injections, et les produits utilisés contiennent souvent un anesthésiant local, ce qui rend la séance confortable.',
      },
      {
        title: 'Durée de l’intervention',
        description:
          'Selon les gestes réunis dans le protocole, la séance dure généralement de quarante-cinq minutes à une heure et demie. Le programme peut se répartir sur une ou plusieurs séances, espacées de quelques semaines.',
      },
      {
        title: 'Soins après la séance',
        description:
          'De petites rougeurs ou de légers gonflements aux points d’injection peuvent persister un à deux jours. Il est conseillé d’éviter le maquillage le jour même, ainsi que la chaleur, le sport intense et l’exposition au soleil pendant quelques jours.',
      },
      {
        title: 'Résultats',
        description:
          'Le teint peut paraître plus lumineux et la peau mieux hydratée dans les jours et semaines qui suivent, selon les personnes. Les effets sont progressifs et temporaires ; des séances d’entretien, dont le rythme est défini avec le médecin, permettent de les prolonger.',
      },
    ],
    risks:
      'De petites rougeurs, un léger gonflement ou de petits hématomes aux points d’injection sont habituels pendant un à quelques jours. Plus rarement apparaissent de petites papules, des irrégularités, une infection ou une réaction allergique. Lorsque le protocole comprend des injections de volume ou de toxine botulique, leurs risques propres sont expliqués en consultation.',
  },
};
