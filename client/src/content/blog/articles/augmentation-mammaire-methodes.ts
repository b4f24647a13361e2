import { summaryOf } from '../summaries';
import type { Article } from '../types';

/** Title, dates, tags… are in ../summaries.ts (the mosaic reads them without the body). */
export const augmentationMammaireMethodes: Article = {
  ...summaryOf('augmentation-mammaire-methodes'),
  content: {
    introduction:
      'L’augmentation mammaire fait partie des interventions de chirurgie esthétique les plus pratiquées. Derrière ce terme se cachent pourtant plusieurs techniques, qui ne répondent pas aux mêmes besoins. Le choix ne dépend pas d’une mode, mais de votre morphologie, du volume souhaité, de la qualité de vos tissus et de vos priorités. Cet article présente les grandes options afin que vous puissiez aborder la consultation avec des repères clairs.',
    sections: [
      {
        title: 'Pourquoi envisager une augmentation mammaire',
        content: [
          {
            type: 'paragraph',
            text: 'Les motivations sont personnelles et variées. Certaines femmes ont une poitrine peu développée depuis toujours, d’autres ont constaté une perte de volume après une grossesse, un allaitement ou un amaigrissement. D’autres encore souhaitent corriger une asymétrie entre les deux seins.',
          },
          {
            type: 'list',
            title: 'Les demandes les plus fréquentes',
            items: [
              'Poitrine jugée trop petite par rapport à la silhouette',
              'Seins ayant perdu du volume après une grossesse',
              'Asymétrie de taille ou de forme entre les deux seins',
              'Souhait d’un décolleté plus rempli dans sa partie haute',
            ],
          },
        ],
      },
      {
        title: 'Les prothèses mammaires',
        content: [
          {
            type: 'paragraph',
            text: 'La pose d’implants reste la méthode qui permet le gain de volume le plus important et le plus prévisible. Les prothèses actuelles sont le plus souvent remplies de gel de silicone cohésif. Leur forme, ronde ou anatomique, leur volume et leur profil sont choisis avec le chirurgien en fonction de la largeur du thorax et de l’épaisseur des tissus.',
          },
          {
            type: 'comparison',
            title: 'Où placer l’implant ?',
            items: [
              {
                title: 'Devant le muscle',
                description:
                  'Récupération souvent plus simple ; convient lorsque la glande et la peau sont assez épaisses pour bien couvrir l’implant.',
              },
              {
                title: 'Derrière le muscle, en tout ou partie',
                description:
                  'Offre une meilleure couverture chez les patientes minces et rend les bords de l’implant moins perceptibles ; suites parfois plus sensibles.',
              },
            ],
          },
          {
            type: 'info',
            text: 'L’incision est généralement placée dans le sillon sous le sein, autour de l’aréole ou dans l’aisselle. Chaque voie d’abord a ses avantages, discutés lors de la consultation.',
          },
        ],
      },
      {
        title: 'Le lipofilling mammaire',
        content: [
          {
            type: 'paragraph',
            text: 'Le lipofilling consiste à prélever votre propre graisse, par exemple sur le ventre ou les cuisses, puis à la purifier et à la réinjecter dans les seins. Cette technique ne laisse pas de corps étranger : la poitrine reste faite de vos propres tissus. Elle offre en outre l’occasion d’affiner la zone de prélèvement.',
          },
          {
            type: 'limitations',
            title: 'Les limites à connaître',
            items: [
              'Gain de volume modéré, adapté à une augmentation discrète',
              'Une partie de la graisse injectée se résorbe dans les premiers mois',
              'Une seconde séance est parfois nécessaire pour atteindre le volume souhaité',
              'Nécessite une réserve de graisse suffisante à prélever',
            ],
          },
        ],
      },
      {
        title: 'La technique composite',
        content: [
          {
            type: 'paragraph',
            text: 'L’augmentation composite associe un implant et un lipofilling. L’implant apporte l’essentiel du volume, tandis que la graisse injectée autour de lui adoucit les contours, épaissit la couverture et améliore la transition avec le décolleté. Cette approche est particulièrement intéressante chez les patientes minces dont les tissus sont fins.',
          },
          {
            type: 'highlight',
            text: 'Associer les techniques permet parfois d’obtenir davantage de volume tout en couvrant mieux la prothèse, selon la morphologie.',
          },
        ],
      },
      {
        title: 'Comment choisir',
        content: [
          {
            type: 'indicators',
            title: 'Les éléments qui orientent la décision',
            items: [
              {
                title: 'Volume souhaité',
                description:
                  'Une augmentation marquée oriente vers un implant ; une augmentation discrète peut relever du lipofilling.',
              },
              {
                title: 'Qualité des tissus',
                description:
                  'L’épaisseur de la peau et de la glande conditionne la couverture de l’implant et son emplacement.',
              },
              {
                title: 'Réserves graisseuses',
                description: 'Le lipofilling suppose d’avoir suffisamment de graisse à prélever.',
              },
              {
                title: 'Forme de la poitrine',
                description:
                  'Un sein tombant peut nécessiter un lifting mammaire associé, car le volume seul ne corrige pas la ptose.',
              },
            ],
          },
          {
            type: 'warning',
            text: 'Les prothèses mammaires ne sont pas des dispositifs définitifs. Elles peuvent devoir être changées au cours de la vie, notamment en cas de coque, de rupture ou d’évolution de la poitrine. Un suivi régulier par examen clinique et imagerie est recommandé.',
          },
        ],
      },
      {
        title: 'Suites opératoires et suivi',
        content: [
          {
            type: 'paragraph',
            text: 'L’intervention se déroule sous anesthésie générale et dure généralement une à deux heures. Les premiers jours, la poitrine est tendue et sensible ; la douleur est le plus souvent contrôlée par des antalgiques. Un soutien-gorge de maintien est porté plusieurs semaines.',
          },
          {
            type: 'list',
            items: [
              'Reprise d’une activité calme : habituellement après une semaine environ',
              'Éviter de porter des charges lourdes et de lever les bras de façon prolongée au début',
              'Reprise du sport : en général après quatre à six semaines',
              'Forme définitive atteinte après plusieurs mois',
            ],
          },
          {
            type: 'important',
            text: 'Comme toute chirurgie, l’augmentation mammaire comporte des risques, notamment hématome, infection, coque périprothétique ou modification de la sensibilité des mamelons. Un lymphome rare associé aux implants a également été décrit. Ces éléments doivent être expliqués en détail avant toute décision.',
          },
        ],
      },
    ],
    conclusion:
      'Il n’existe pas une méthode d’augmentation mammaire supérieure aux autres, mais une méthode adaptée à chaque morphologie et à chaque projet. Prothèses, lipofilling ou technique composite ont chacun leur place. Une consultation individuelle, avec un examen attentif et un temps de réflexion, reste le point de départ indispensable pour faire un choix éclairé.',
  },
};
