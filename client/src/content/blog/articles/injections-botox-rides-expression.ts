import { summaryOf } from '../summaries';
import type { Article } from '../types';

/** Title, dates, tags… are in ../summaries.ts (the mosaic reads them without the body). */
export const injectionsBotoxRidesExpression: Article = {
  ...summaryOf('injections-botox-rides-expression'),
  content: {
    introduction:
      'Froncer les sourcils, sourire, s’étonner : chaque expression sollicite les muscles du visage. Au fil des années, ces mouvements répétés gravent des rides dites d’expression, particulièrement visibles sur le front, entre les sourcils et au coin des yeux. Les injections de toxine botulique, souvent désignées par le nom de marque Botox, permettent de les atténuer. C’est l’un des actes de médecine esthétique les plus pratiqués, à condition d’être réalisé avec mesure et par un médecin formé.',
    sections: [
      {
        title: 'Comment agit la toxine botulique',
        content: [
          {
            type: 'paragraph',
            text: 'La toxine botulique de type A est une protéine purifiée, utilisée en médecine depuis des décennies, notamment en neurologie et en ophtalmologie. Injectée en très petites quantités dans un muscle ciblé, elle bloque temporairement la transmission du signal nerveux qui le fait se contracter. Le muscle se relâche, et la peau qui le recouvre se plisse moins.',
          },
          {
            type: 'paragraph',
            text: 'Aux doses utilisées en esthétique, son action reste essentiellement localisée aux muscles injectés. Elle s’estompe progressivement, à mesure que les terminaisons nerveuses se renouvellent, ce qui explique le caractère temporaire du résultat.',
          },
          {
            type: 'highlight',
            text: 'Un traitement bien mené n’efface pas l’expression : il en adoucit la trace, pour un visage plus détendu qui reste mobile.',
          },
        ],
      },
      {
        title: 'Les zones traitées',
        content: [
          {
            type: 'grid',
            title: 'Indications esthétiques courantes',
            items: [
              'Rides du front',
              'Rides du lion, entre les sourcils',
              'Pattes d’oie',
              'Bandes du cou',
              'Sourire gingival',
              'Hypertrophie des muscles masséters',
            ],
          },
          {
            type: 'paragraph',
            text: 'En dehors des rides, la toxine botulique peut aussi réduire une transpiration excessive des aisselles ou détendre des muscles masséters hypertrophiés chez les personnes qui serrent les dents. Ces indications reposent sur une évaluation médicale spécifique.',
          },
          {
            type: 'comparison',
            title: 'Rides dynamiques et rides statiques',
            items: [
              {
                title: 'Rides dynamiques',
                description:
                  'Visibles seulement lorsque le muscle se contracte. Ce sont elles que la toxine botulique traite le mieux.',
              },
              {
                title: 'Rides statiques',
                description:
                  'Présentes même au repos, car la peau s’est marquée. La toxine les atténue en partie ; un comblement peut être associé.',
              },
            ],
          },
          {
            type: 'paragraph',
            text: 'C’est pourquoi il est souvent conseillé de ne pas attendre que les rides soient profondément installées : en limitant la contraction, la toxine réduit aussi le marquage progressif de la peau.',
          },
        ],
      },
      {
        title: 'Le déroulement d’une séance',
        content: [
          {
            type: 'list',
            items: [
              'Consultation préalable : analyse des expressions, recueil des antécédents et des traitements',
              'Repérage des points d’injection, le visage en mouvement puis au repos',
              'Injections à l’aide d’une aiguille très fine, sans anesthésie dans la plupart des cas',
              'Application de froid si besoin, puis reprise immédiate des activités',
            ],
          },
          {
            type: 'info',
            text: 'La séance dure généralement de quinze à trente minutes. L’effet commence à apparaître au bout de quelques jours et se stabilise vers deux semaines, moment où un contrôle est souvent proposé.',
          },
          {
            type: 'note',
            text: 'Pendant les quelques heures qui suivent, il est conseillé de ne pas masser la zone, de ne pas s’allonger et d’éviter le sport intense, la chaleur et le maquillage.',
          },
        ],
      },
      {
        title: 'Précautions et contre-indications',
        content: [
          {
            type: 'contraindications',
            title: 'La toxine botulique est déconseillée en cas de',
            items: [
              'Grossesse ou allaitement',
              'Maladie neuromusculaire, comme la myasthénie',
              'Infection ou inflammation cutanée sur la zone',
              'Allergie connue à l’un des composants',
              'Prise de certains médicaments interférant avec la transmission neuromusculaire',
            ],
          },
          {
            type: 'paragraph',
            text: 'Il est également important de signaler toute injection esthétique antérieure, ainsi que les traitements anticoagulants, qui augmentent le risque de petits hématomes. Un délai est parfois conseillé avant un événement important, le temps que l’effet se stabilise.',
          },
          {
            type: 'warning',
            text: 'Des effets indésirables sont possibles : petits hématomes, maux de tête, sensation de lourdeur, et plus rarement chute temporaire d’une paupière ou d’un sourcil. Ils sont transitoires, mais justifient de consulter un médecin qualifié, qui connaît précisément l’anatomie des muscles du visage.',
          },
        ],
      },
      {
        title: 'Durée de l’effet et entretien',
        content: [
          {
            type: 'paragraph',
            text: 'L’effet de la toxine botulique est réversible. Il dure en général de trois à six mois, selon la zone, la force des muscles et les habitudes de chacun. Les injections peuvent ensuite être renouvelées ; l’espacement entre les séances est discuté avec le médecin, sans rechercher un renouvellement trop fréquent.',
          },
          {
            type: 'limitations',
            title: 'Ce que la toxine botulique ne fait pas',
            items: [
              'Elle ne comble pas les creux et ne restaure pas les volumes',
              'Elle ne traite pas le relâchement de la peau',
              'Elle n’améliore pas directement la texture ou les taches',
            ],
          },
          {
            type: 'important',
            text: 'Le dosage est la clé d’un résultat mesuré : mieux vaut une correction mesurée, éventuellement complétée au contrôle, qu’un surdosage qui fige les traits.',
          },
        ],
      },
    ],
    conclusion:
      'Bien indiquées et réalisées avec précision, les injections de toxine botulique permettent d’adoucir les rides d’expression tout en préservant la mobilité du visage. Elles s’intègrent souvent dans une approche globale qui peut associer acide hyaluronique ou soins de la peau. Une consultation préalable permet d’analyser votre visage, de vérifier l’absence de contre-indication et de définir ensemble un traitement adapté à vos attentes.',
  },
};
