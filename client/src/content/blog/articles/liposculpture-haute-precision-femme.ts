import { summaryOf } from '../summaries';
import type { Article } from '../types';

/** Title, dates, tags… are in ../summaries.ts (the mosaic reads them without the body). */
export const liposculptureHautePrecisionFemme: Article = {
  ...summaryOf('liposculpture-haute-precision-femme'),
  content: {
    introduction:
      'Certaines rondeurs résistent obstinément à l’alimentation équilibrée comme à l’activité physique. Chez la femme, elles se logent souvent sur les hanches, la face externe des cuisses, l’intérieur des genoux ou le bas du ventre. La liposculpture est une technique chirurgicale qui permet de retirer ces amas graisseux localisés de façon ciblée, avec l’objectif d’harmoniser la silhouette plutôt que de la transformer. Voici ce qu’il faut savoir avant d’envisager une consultation.',
    sections: [
      {
        title: 'Ce que recouvre la liposculpture',
        content: [
          {
            type: 'paragraph',
            text: 'La liposculpture est une forme affinée de liposuccion. Le chirurgien introduit, par de très courtes incisions, des canules de petit diamètre qui aspirent la graisse située sous la peau. La finesse des instruments permet de travailler couche par couche et de modeler les transitions entre les zones traitées et les zones voisines, ce qui est essentiel pour obtenir un contour régulier.',
          },
          {
            type: 'highlight',
            text: 'L’objectif n’est pas de retirer le plus de graisse possible, mais de retirer la bonne quantité, au bon endroit, pour respecter les proportions naturelles du corps.',
          },
          {
            type: 'comparison',
            title: 'Liposuccion classique et liposculpture',
            items: [
              {
                title: 'Liposuccion classique',
                description:
                  'Vise surtout à réduire des volumes graisseux plus importants sur une ou plusieurs zones, avec des canules de calibre plus large.',
              },
              {
                title: 'Liposculpture',
                description:
                  'Cible des amas plus limités et privilégie le modelage des contours, avec des canules fines et un travail minutieux des zones de transition.',
              },
            ],
          },
        ],
      },
      {
        title: 'Les zones le plus souvent traitées',
        content: [
          {
            type: 'paragraph',
            text: 'La répartition des graisses est en partie liée aux hormones et à l’hérédité. Chez la femme, certaines zones concentrent des dépôts qui réagissent peu aux régimes. Ce sont elles que la liposculpture permet d’affiner.',
          },
          {
            type: 'grid',
            title: 'Zones fréquemment concernées',
            items: [
              'Culotte de cheval',
              'Hanches et « poignées d’amour »',
              'Face interne des cuisses',
              'Intérieur des genoux',
              'Bas du ventre',
              'Bras',
              'Double menton',
              'Chevilles et mollets',
            ],
          },
          {
            type: 'note',
            text: 'Plusieurs zones peuvent être traitées au cours d’une même intervention, dans des limites de sécurité que le chirurgien définit en fonction de votre état de santé et du volume à retirer.',
          },
        ],
      },
      {
        title: 'Pour qui ?',
        content: [
          {
            type: 'paragraph',
            text: 'La liposculpture s’adresse à des femmes en bonne santé dont le poids est stable et qui souhaitent corriger une disproportion précise. Elle n’est ni un traitement de l’obésité ni une méthode d’amaigrissement : la balance n’évolue d’ailleurs que modestement après l’intervention, c’est la forme qui change.',
          },
          {
            type: 'criteria',
            title: 'Les profils pour lesquels elle est généralement adaptée',
            items: [
              'Poids stable depuis plusieurs mois, proche du poids de forme',
              'Amas graisseux localisés, résistants aux efforts d’hygiène de vie',
              'Peau de bonne qualité, capable de se rétracter après l’aspiration',
              'Attentes réalistes et clairement exprimées lors de la consultation',
            ],
          },
          {
            type: 'contraindications',
            title: 'Situations qui imposent de différer ou de renoncer',
            items: [
              'Grossesse ou allaitement en cours',
              'Projet de perte de poids importante à court terme',
              'Troubles de la coagulation ou antécédents de phlébite non évalués',
              'Maladie chronique non équilibrée',
            ],
          },
        ],
      },
      {
        title: 'Le déroulement de l’intervention',
        content: [
          {
            type: 'paragraph',
            text: 'Tout commence par une consultation au cours de laquelle le chirurgien examine les zones concernées, évalue l’élasticité de la peau et discute avec vous du résultat recherché. Un bilan préopératoire et une consultation d’anesthésie complètent la préparation.',
          },
          {
            type: 'list',
            title: 'Les grandes étapes',
            items: [
              'Dessin préopératoire des zones à traiter, debout, afin de tenir compte de la gravité',
              'Anesthésie locale approfondie ou générale, selon l’étendue de l’intervention',
              'Infiltration d’une solution qui limite le saignement et facilite l’aspiration',
              'Aspiration progressive à l’aide de canules fines, puis contrôle de la symétrie',
              'Fermeture des micro-incisions et mise en place d’un vêtement de compression',
            ],
          },
          {
            type: 'info',
            text: 'Selon le nombre de zones, l’intervention dure généralement d’une à trois heures. Elle peut souvent être réalisée en ambulatoire ou avec une courte hospitalisation.',
          },
        ],
      },
      {
        title: 'Suites opératoires et résultats',
        content: [
          {
            type: 'paragraph',
            text: 'Les jours qui suivent sont marqués par des ecchymoses, un gonflement et une sensation de courbature, habituellement bien soulagés par les antalgiques prescrits. Le vêtement de compression est porté plusieurs semaines, le plus souvent quatre à six. La reprise d’une activité de bureau est généralement possible après quelques jours, le sport après trois à quatre semaines, selon l’avis du chirurgien.',
          },
          {
            type: 'warning',
            items: [
              {
                title: 'Irrégularités de contour',
                description:
                  'De légères ondulations ou asymétries peuvent persister ; elles s’atténuent souvent avec le temps et justifient rarement une retouche.',
              },
              {
                title: 'Complications générales',
                description:
                  'Comme toute chirurgie, la liposculpture comporte des risques d’hématome, d’infection ou de phlébite, que la préparation et le suivi visent à réduire.',
              },
              {
                title: 'Sensibilité cutanée',
                description:
                  'Une diminution temporaire de la sensibilité des zones traitées est fréquente et régresse en général en quelques mois.',
              },
            ],
          },
          {
            type: 'limitations',
            title: 'Ce que la liposculpture ne traite pas',
            items: [
              'Un relâchement cutané important, qui relève plutôt d’un lifting',
              'La cellulite, dont l’aspect « peau d’orange » peut persister',
              'Les vergetures',
              'Un excès de poids global',
            ],
          },
        ],
      },
    ],
    conclusion:
      'Le résultat d’une liposculpture s’apprécie progressivement : il faut compter plusieurs mois pour que l’œdème se résorbe et que la peau se redrape. Les cellules graisseuses retirées ne se reforment pas, mais celles qui restent peuvent encore grossir en cas de prise de poids ; une hygiène de vie stable contribue donc à préserver le résultat. Une consultation individuelle reste indispensable pour vérifier que cette technique correspond à votre morphologie et à vos attentes.',
  },
};
