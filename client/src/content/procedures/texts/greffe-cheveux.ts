import type { ProcedureContent } from '../types';

/** Hair, beard and eyebrow transplants (category `greffe-cheveux`). */
export const greffeCheveuxTexts: Record<string, ProcedureContent> = {
  'Greffe de cheveux homme': {
    mainDescription:
      'La greffe de cheveux chez l’homme traite la calvitie d’origine génétique, qui dégarnit les golfes, le sommet du crâne ou le haut du front. Elle consiste à prélever des unités folliculaires, le plus souvent une à une selon la technique FUE, dans la zone située à l’arrière et sur les côtés du crâne, où les cheveux sont naturellement résistants à la chute, puis à les implanter dans les zones dégarnies. Le dessin de la ligne frontale est étudié pour rester adapté à l’âge et à l’évolution possible de la calvitie. Une zone donneuse suffisante et une calvitie stabilisée sont nécessaires ; un traitement médical peut être proposé pour préserver les cheveux existants.',
    content: [
      {
        title: 'Anesthésie',
        description:
          'La greffe se déroule sous anesthésie locale de la zone donneuse et de la zone receveuse. Le patient reste éveillé et confortablement installé, peut parler, faire des pauses et se restaurer pendant la journée.',
      },
      {
        title: 'Durée de l’intervention',
        description:
          'Selon le nombre de greffons, l’intervention occupe généralement une grande partie de la journée, souvent de six à huit heures. Elle se déroule en ambulatoire, avec un retour à domicile le soir même.',
      },
      {
        title: 'Suites opératoires',
        description:
          'De petites croûtes se forment sur la zone greffée et tombent en une dizaine de jours, avec des lavages doux selon un protocole précis. Un gonflement du front est possible les premiers jours. Le sport, le soleil direct et les piscines sont à éviter pendant quelques semaines.',
      },
      {
        title: 'Résultats',
        description:
          'Les cheveux greffés tombent souvent dans les semaines qui suivent, ce qui est normal, puis repoussent à partir du troisième mois environ. Le résultat s’apprécie après douze à dix-huit mois et dépend de la zone donneuse. Les cheveux greffés se maintiennent en général, mais la chute peut se poursuivre dans les zones non traitées.',
      },
    ],
    risks:
      'Un gonflement du front, de petites croûtes, des rougeurs et une sensibilité ou un engourdissement du cuir chevelu sont habituels. Ils disparaissent en quelques jours à quelques semaines, parfois quelques mois pour l’engourdissement. Une chute transitoire des cheveux voisins est possible. Plus rarement surviennent une infection, une inflammation des follicules, des kystes ou une densité inférieure à ce qui était espéré. Les petites cicatrices de la zone donneuse peuvent rester visibles sur des cheveux très courts. Le chirurgien explique ces risques en consultation, et un délai de réflexion est respecté avant l’intervention.',
  },
  'Greffe de cheveux femme': {
    mainDescription:
      'Chez la femme, la perte de cheveux prend souvent la forme d’un éclaircissement diffus du dessus du crâne, d’une raie qui s’élargit ou d’une ligne frontale trop haute. Avant d’envisager une greffe, un bilan est indispensable pour rechercher une cause traitable, comme une carence, un trouble hormonal ou thyroïdien. Lorsque l’indication est posée, les greffons sont prélevés à l’arrière du crâne puis implantés dans les zones clairsemées, en respectant l’orientation naturelle des cheveux. Des techniques limitant le rasage de la zone donneuse peuvent être proposées pour préserver la discrétion. Toutes les formes de perte de cheveux ne relèvent pas de la greffe.',
    content: [
      {
        title: 'Anesthésie',
        description:
          'L’intervention se déroule sous anesthésie locale. La patiente reste éveillée et confortablement installée pendant toute la séance, avec des pauses régulières. Une légère sédation peut être discutée pour les personnes anxieuses.',
      },
      {
        title: 'Durée de l’intervention',
        description:
          'Selon le nombre de greffons et la technique choisie, la séance dure généralement de cinq à huit heures. Elle se déroule en ambulatoire, avec un retour à domicile le jour même, de préférence accompagnée.',
      },
      {
        title: 'Suites opératoires',
        description:
          'Des croûtes fines apparaissent sur la zone greffée et disparaissent en une dizaine de jours. Les cheveux existants permettent souvent de camoufler rapidement la zone. Les lavages se font selon un protocole précis, et les colorations sont à éviter pendant plusieurs semaines.',
      },
      {
        title: 'Résultats',
        description:
          'Une chute transitoire des cheveux greffés, et parfois de cheveux voisins, est possible dans les premières semaines. La repousse débute vers le troisième mois, et le résultat s’apprécie après douze à dix-huit mois. Un traitement médical d’entretien est souvent recommandé.',
      },
    ],
    risks:
      'De petites croûtes, des rougeurs, une sensibilité ou un engourdissement du cuir chevelu et parfois un gonflement du front sont habituels pendant quelques jours à quelques semaines. Une chute transitoire des cheveux voisins est possible. Plus rarement surviennent une infection, une inflammation des follicules, des kystes ou une densité inférieure à ce qui était espéré. La chute d’origine peut se poursuivre autour des zones greffées. Le chirurgien explique ces risques en consultation, et un délai de réflexion est respecté avant l’intervention.',
  },
  'Greffe de barbe': {
    mainDescription:
      'La greffe de barbe permet de densifier une barbe clairsemée, de combler des zones vides sur les joues, le menton ou la moustache, ou de dissimuler une cicatrice. Les greffons sont le plus souvent prélevés à l’arrière du crâne, puis implantés un à un en respectant l’angle et la direction de la pousse des poils existants. Le dessin de la barbe est défini ensemble en consultation, en tenant compte de la forme du visage et du style souhaité. Une zone donneuse de qualité suffisante est nécessaire.',
    content: [
      {
        title: 'Anesthésie',
        description:
          'La greffe de barbe est réalisée sous anesthésie locale, au niveau de la zone donneuse puis du visage. Le patient reste éveillé pendant toute la durée de la séance, qui se déroule dans des conditions confortables.',
      },
      {
        title: 'Durée de l’intervention',
        description:
          'Selon l’étendue de la zone à traiter et le nombre de greffons, la séance dure généralement de quatre à huit heures. Elle se déroule en ambulatoire, avec un retour à domicile le jour même.',
      },
      {
        title: 'Suites opératoires',
        description:
          'Le visage peut être rouge et légèrement gonflé pendant quelques jours, et de petites croûtes tombent en une dizaine de jours. Il est conseillé de ne pas raser la zone greffée pendant plusieurs semaines et d’éviter le soleil, le sport et la chaleur au début.',
      },
      {
        title: 'Résultats',
        description:
          'Comme pour les cheveux, les poils greffés tombent souvent dans les premières semaines avant de repousser à partir du troisième mois environ. Le résultat s’apprécie après six à douze mois et varie d’une personne à l’autre. Les poils greffés se maintiennent en général et peuvent ensuite être taillés et rasés normalement.',
      },
    ],
    risks:
      'Des rougeurs, un léger gonflement, de petites croûtes et une sensibilité du visage et de la zone donneuse sont habituels pendant quelques jours à quelques semaines. Plus rarement surviennent une infection, une inflammation des follicules, des poils incarnés, une repousse irrégulière ou une densité inférieure à ce qui était espéré. Les petites cicatrices de la zone donneuse peuvent rester visibles sur des cheveux très courts. Le chirurgien explique ces risques en consultation, et un délai de réflexion est respecté avant l’intervention.',
  },
  'Greffe de sourcils': {
    mainDescription:
      'La greffe de sourcils redonne de la densité à des sourcils clairsemés, trop épilés au fil des années, marqués par une cicatrice ou devenus rares avec l’âge. Un nombre limité de greffons, choisis parmi les cheveux les plus fins de l’arrière du crâne, est implanté un à un selon un angle très rasant, afin de reproduire l’orientation naturelle des poils. Le dessin du sourcil est défini avec soin en consultation, en fonction de la forme du visage et du regard. Une perte de sourcils liée à une maladie doit être évaluée avant toute greffe.',
    content: [
      {
        title: 'Anesthésie',
        description:
          'L’intervention est réalisée sous anesthésie locale de la zone donneuse et des sourcils. La personne traitée reste éveillée et peut vérifier le dessin prévu avant l’implantation, pour s’assurer qu’il correspond à ses attentes.',
      },
      {
        title: 'Durée de l’intervention',
        description:
          'La séance dure généralement de deux à quatre heures, selon le nombre de greffons nécessaires et la finesse du dessin. Elle se déroule en ambulatoire, avec un retour à domicile le jour même.',
      },
      {
        title: 'Suites opératoires',
        description:
          'De fines croûtes se forment et tombent en une semaine à dix jours. Un léger gonflement des paupières est possible au début. Il est conseillé d’éviter le maquillage des sourcils, le soleil et le sport pendant quelques semaines.',
      },
      {
        title: 'Résultats',
        description:
          'Après une chute transitoire, les poils repoussent à partir du troisième ou du quatrième mois, et le résultat s’apprécie entre six et douze mois. Issus du cuir chevelu, les poils greffés continuent de pousser comme des cheveux et doivent être taillés régulièrement.',
      },
    ],
    risks:
      'De fines croûtes, des rougeurs et parfois un gonflement des paupières sont habituels pendant quelques jours. Plus rarement surviennent une infection, une repousse irrégulière, une orientation des poils moins régulière que prévu ou une densité insuffisante, qui peut demander une seconde séance. Les poils greffés gardent le rythme de pousse des cheveux et doivent être taillés. Le chirurgien explique ces risques en consultation, et un délai de réflexion est respecté avant l’intervention.',
  },
};
