import { summaryOf } from '../summaries';
import type { Article } from '../types';

/** Title, dates, tags… are in ../summaries.ts (the mosaic reads them without the body). */
export const prevenirTraiterPtoseMammaire: Article = {
  ...summaryOf('prevenir-traiter-ptose-mammaire'),
  content: {
    introduction:
      'Une peau qui perd de sa fermeté, un décolleté qui se marque, une texture moins uniforme : ces changements apparaissent progressivement, avec l’âge, les variations de poids ou les grossesses. Le Morpheus 8 est un appareil de microneedling par radiofréquence qui vise à raffermir la peau sans chirurgie. Il suscite beaucoup de questions, en particulier chez les femmes qui s’inquiètent du relâchement de leur poitrine. Voici ce que cette technique permet réellement, et ce qu’elle ne permet pas.',
    sections: [
      {
        title: 'Le principe du microneedling par radiofréquence',
        content: [
          {
            type: 'paragraph',
            text: 'La pièce à main est équipée de fines aiguilles qui pénètrent la peau à une profondeur réglable. À leur extrémité, elles délivrent une énergie de radiofréquence qui chauffe les tissus de manière contrôlée. Cette micro-agression thermique déclenche un processus naturel de réparation : la peau produit du nouveau collagène et de l’élastine, ce qui contribue à la raffermir et à améliorer sa texture.',
          },
          {
            type: 'highlight',
            text: 'Le Morpheus 8 ne remplit pas et ne tire pas : il stimule la peau pour qu’elle se régénère elle-même, progressivement.',
          },
          {
            type: 'info',
            text: 'Le réglage de la profondeur permet d’adapter le traitement à chaque zone, des régions où la peau est fine, comme le contour de l’œil, aux zones plus épaisses, comme l’abdomen.',
          },
        ],
      },
      {
        title: 'Les indications',
        content: [
          {
            type: 'grid',
            title: 'Zones pouvant être traitées',
            items: [
              'Ovale du visage',
              'Cou',
              'Décolleté',
              'Haut de la poitrine',
              'Bras',
              'Abdomen',
              'Genoux',
              'Cicatrices d’acné',
            ],
          },
          {
            type: 'indicators',
            title: 'Les situations pour lesquelles il est souvent proposé',
            items: [
              {
                title: 'Relâchement cutané léger à modéré',
                description: 'Peau qui perd de sa tonicité sans excédent important.',
              },
              {
                title: 'Texture irrégulière',
                description: 'Pores dilatés, grain de peau épaissi, ridules.',
              },
              {
                title: 'Cicatrices',
                description: 'Cicatrices d’acné en creux, dont l’aspect peut être atténué.',
              },
              {
                title: 'Vergetures',
                description: 'Amélioration possible de leur aspect, variable selon leur ancienneté.',
              },
            ],
          },
        ],
      },
      {
        title: 'Relâchement de la poitrine : ce que la technique permet, et ce qu’elle ne permet pas',
        content: [
          {
            type: 'paragraph',
            text: 'La ptose mammaire correspond à la descente du sein et de l’aréole, le plus souvent après une grossesse, un allaitement, un amaigrissement ou simplement avec le temps. Elle associe un relâchement de la peau, une modification de la glande et parfois une perte de volume. La radiofréquence agit sur la qualité de la peau, mais pas sur la position de la glande.',
          },
          {
            type: 'comparison',
            title: 'Deux réponses à deux problèmes différents',
            items: [
              {
                title: 'Morpheus 8',
                description:
                  'Améliore la fermeté et la texture de la peau du décolleté et du haut de la poitrine. Peut accompagner la prévention d’un relâchement débutant.',
              },
              {
                title: 'Lifting mammaire',
                description:
                  'Remonte la glande et l’aréole et retire l’excédent de peau. C’est le traitement d’une ptose installée.',
              },
            ],
          },
          {
            type: 'limitations',
            title: 'Limites de la technique',
            items: [
              'Elle ne remonte pas un sein tombant',
              'Elle ne redonne pas de volume à la poitrine',
              'Son effet sur un excédent de peau important reste limité',
              'Les résultats varient d’une personne à l’autre',
            ],
          },
        ],
      },
      {
        title: 'Prévenir le relâchement au quotidien',
        content: [
          {
            type: 'list',
            title: 'Quelques habitudes utiles',
            items: [
              'Porter un soutien-gorge adapté, en particulier pendant le sport',
              'Éviter les variations de poids importantes et répétées',
              'Protéger le décolleté du soleil, qui accélère le vieillissement cutané',
              'Ne pas fumer, le tabac altérant la qualité du collagène',
            ],
          },
          {
            type: 'paragraph',
            text: 'Lorsque la peau du décolleté commence à perdre de sa tonicité, le Morpheus 8 peut s’inscrire dans cette démarche de prévention, en complément de ces habitudes. Il est alors proposé de manière mesurée, sans prétendre modifier la forme ou la position des seins.',
          },
          {
            type: 'note',
            text: 'Aucune crème ni aucun exercice ne peut empêcher complètement la descente de la poitrine, qui dépend aussi de facteurs génétiques et hormonaux.',
          },
        ],
      },
      {
        title: 'Déroulement d’une séance et précautions',
        content: [
          {
            type: 'paragraph',
            text: 'Une crème anesthésiante est appliquée environ une heure avant la séance afin de limiter l’inconfort. Le traitement lui-même dure généralement de trente minutes à une heure selon les zones. Rougeurs, gonflement et petites marques ponctuelles sont habituels pendant quelques jours. On recommande souvent une à trois séances espacées de plusieurs semaines, le résultat s’installant progressivement au fil des mois.',
          },
          {
            type: 'contraindications',
            title: 'Contre-indications principales',
            items: [
              'Grossesse',
              'Stimulateur cardiaque ou autre dispositif électronique implanté',
              'Infection ou lésion cutanée active sur la zone',
              'Traitement récent par isotrétinoïne',
              'Tendance aux cicatrices chéloïdes',
            ],
          },
          {
            type: 'important',
            text: 'Sur les peaux mates ou foncées, une hyperpigmentation transitoire est possible. Les réglages doivent être adaptés et une protection solaire rigoureuse est indispensable après chaque séance.',
          },
        ],
      },
    ],
    conclusion:
      'Le Morpheus 8 est une option intéressante pour améliorer la fermeté et la qualité de la peau, y compris au niveau du décolleté. Il ne doit cependant pas être présenté comme une alternative au lifting mammaire lorsque la poitrine est réellement tombante. Un examen en consultation permet de distinguer ce qui relève de la médecine esthétique de ce qui nécessite une prise en charge chirurgicale, et de vous proposer une solution adaptée.',
  },
};
