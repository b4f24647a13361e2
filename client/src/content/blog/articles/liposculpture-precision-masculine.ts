import { summaryOf } from '../summaries';
import type { Article } from '../types';

/** Title, dates, tags… are in ../summaries.ts (the mosaic reads them without the body). */
export const liposculpturePrecisionMasculine: Article = {
  ...summaryOf('liposculpture-precision-masculine'),
  content: {
    introduction:
      'Les hommes sont de plus en plus nombreux à s’intéresser à la chirurgie de la silhouette. Leur demande est souvent précise : venir à bout de « poignées d’amour » tenaces, affiner la taille ou retrouver un torse plus plat. La liposculpture répond à ces attentes, à condition de tenir compte des particularités de l’anatomie masculine, de la qualité de la peau et du mode de vie de chacun.',
    sections: [
      {
        title: 'Une demande masculine spécifique',
        content: [
          {
            type: 'paragraph',
            text: 'Sous l’influence des hormones, l’homme stocke préférentiellement la graisse au niveau du tronc. Même chez des patients sportifs et de poids normal, certains amas persistent. L’enjeu de la liposculpture est alors de réduire ces volumes tout en conservant des lignes droites et une taille peu marquée, caractéristiques d’une silhouette masculine.',
          },
          {
            type: 'grid',
            title: 'Zones fréquemment traitées chez l’homme',
            items: [
              'Flancs',
              'Abdomen',
              'Poitrine',
              'Double menton',
              'Bas du dos',
              'Face interne des cuisses',
            ],
          },
          {
            type: 'paragraph',
            text: 'Chez certains patients minces et musclés, le chirurgien peut aussi chercher à souligner discrètement les reliefs abdominaux. Cette approche dite de haute définition est exigeante : elle est réservée à des indications sélectionnées, et son rendu dépend avant tout de la musculature existante.',
          },
          {
            type: 'highlight',
            text: 'Chez l’homme, un excès de correction féminise la silhouette : la précision du geste compte davantage que la quantité de graisse retirée.',
          },
        ],
      },
      {
        title: 'Graisse sous-cutanée et graisse viscérale',
        content: [
          {
            type: 'paragraph',
            text: 'Un ventre proéminent n’est pas toujours lié à la graisse située sous la peau. Chez beaucoup d’hommes, une part importante du volume abdominal provient de la graisse viscérale, logée autour des organes, à l’intérieur de la paroi musculaire. Cette distinction est déterminante, car la liposculpture n’agit que sur la première.',
          },
          {
            type: 'comparison',
            title: 'Deux types de graisse abdominale',
            items: [
              {
                title: 'Graisse sous-cutanée',
                description:
                  'Se pince entre les doigts, souple au toucher. Elle peut être réduite par liposculpture lorsqu’elle est localisée.',
              },
              {
                title: 'Graisse viscérale',
                description:
                  'Donne un ventre ferme et bombé. Elle n’est pas accessible à la chirurgie et diminue avec l’activité physique et l’alimentation.',
              },
            ],
          },
          {
            type: 'important',
            text: 'La graisse viscérale est associée à un risque cardiovasculaire accru. Si elle prédomine, un avis médical et une adaptation de l’hygiène de vie sont prioritaires sur toute démarche esthétique.',
          },
        ],
      },
      {
        title: 'Poitrine masculine et gynécomastie',
        content: [
          {
            type: 'paragraph',
            text: 'Le développement excessif de la poitrine chez l’homme, appelé gynécomastie, est une gêne fréquente, parfois vécue avec beaucoup de pudeur. Lorsqu’il est dû à un excès de graisse, la liposculpture peut suffire. Lorsqu’il comporte une part de glande mammaire, une ablation chirurgicale de cette glande est généralement associée, par une petite incision à la limite de l’aréole.',
          },
          {
            type: 'note',
            text: 'Avant toute intervention sur la poitrine, une cause hormonale ou médicamenteuse doit être recherchée. Un bilan peut être demandé lors de la consultation.',
          },
        ],
      },
      {
        title: 'Qui peut en bénéficier ?',
        content: [
          {
            type: 'criteria',
            title: 'Les bons candidats',
            items: [
              'Hommes en bonne santé, au poids stable',
              'Amas graisseux localisés, résistant au sport et à l’alimentation',
              'Peau suffisamment tonique pour se rétracter',
              'Attentes réalistes quant au résultat et au délai',
            ],
          },
          {
            type: 'contraindications',
            title: 'Quand la liposculpture n’est pas indiquée',
            items: [
              'Surpoids important ou obésité',
              'Ventre principalement lié à la graisse viscérale',
              'Relâchement cutané marqué, qui relève d’une chirurgie de la peau',
              'Problème de santé non stabilisé',
            ],
          },
          {
            type: 'info',
            text: 'L’examen se fait debout puis allongé : le chirurgien apprécie l’épaisseur de la graisse, la tonicité de la peau et la paroi abdominale. Des photographies sont réalisées pour préparer l’intervention et suivre l’évolution.',
          },
        ],
      },
      {
        title: 'Après l’intervention',
        content: [
          {
            type: 'paragraph',
            text: 'La liposculpture se pratique sous anesthésie locale approfondie ou générale, selon l’étendue des zones. Les suites associent ecchymoses, gonflement et courbatures pendant quelques jours. Un vêtement de compression est porté plusieurs semaines pour aider la peau à se redraper.',
          },
          {
            type: 'list',
            title: 'Repères de convalescence',
            items: [
              'Reprise d’une activité professionnelle calme : généralement après quelques jours',
              'Marche encouragée dès le lendemain pour favoriser la circulation',
              'Reprise du sport : en général après trois à quatre semaines',
              'Résultat visible progressivement, stabilisé après plusieurs mois',
            ],
          },
          {
            type: 'warning',
            items: [
              {
                title: 'Reprise de poids',
                description:
                  'Les cellules retirées ne reviennent pas, mais les cellules restantes peuvent grossir et modifier le résultat.',
              },
              {
                title: 'Risques opératoires',
                description:
                  'Hématome, infection, irrégularités ou phlébite restent possibles et sont détaillés lors de la consultation.',
              },
            ],
          },
        ],
      },
    ],
    conclusion:
      'La liposculpture masculine peut affiner une silhouette lorsque l’indication est bien posée : graisse localisée, peau de bonne qualité et poids stable. Elle ne remplace ni l’activité physique ni une alimentation équilibrée, qui restent les meilleurs alliés d’un résultat qui dure. Une consultation permet d’examiner vos zones, d’écarter les situations où la chirurgie n’apporterait pas de bénéfice et de construire un projet réaliste.',
  },
};
