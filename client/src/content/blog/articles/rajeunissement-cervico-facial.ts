import { summaryOf } from '../summaries';
import type { Article } from '../types';

/** Title, dates, tags… are in ../summaries.ts (the mosaic reads them without the body). */
export const rajeunissementCervicoFacial: Article = {
  ...summaryOf('rajeunissement-cervico-facial'),
  content: {
    introduction:
      'Avec les années, le visage ne se contente pas de se marquer de rides : ses tissus se relâchent et descendent sous l’effet de la gravité. L’ovale perd sa netteté, des bajoues apparaissent et l’angle entre le cou et le menton s’efface. Le lifting cervico-facial est l’intervention de référence pour corriger ce relâchement du bas du visage et du cou. Bien comprise, elle permet de retrouver un aspect reposé tout en conservant l’expression qui vous est propre.',
    sections: [
      {
        title: 'Pourquoi le visage et le cou vieillissent',
        content: [
          {
            type: 'paragraph',
            text: 'Le vieillissement facial résulte de plusieurs phénomènes qui s’additionnent : la peau perd de son élasticité, les compartiments graisseux fondent ou se déplacent, les muscles peauciers se relâchent et l’ossature elle-même se modifie légèrement. Chez chaque personne, la part de ces mécanismes varie, ce qui explique qu’il n’existe pas de traitement unique.',
          },
          {
            type: 'indicators',
            title: 'Les signes qui amènent souvent à consulter',
            items: [
              {
                title: 'Ovale du visage moins net',
                description:
                  'La ligne de la mâchoire devient irrégulière et des bajoues se dessinent de part et d’autre du menton.',
              },
              {
                title: 'Cou relâché',
                description:
                  'Des bandes verticales apparaissent et l’angle entre le cou et le menton perd sa définition.',
              },
              {
                title: 'Plis marqués',
                description: 'Les sillons entre le nez et la bouche et les plis d’amertume se creusent.',
              },
              {
                title: 'Air fatigué',
                description: 'Le visage paraît las ou triste, même lorsque l’on se sent en forme.',
              },
            ],
          },
        ],
      },
      {
        title: 'Le lifting cervico-facial en pratique',
        content: [
          {
            type: 'paragraph',
            text: 'Les techniques actuelles ne se limitent plus à tirer la peau. Le chirurgien repositionne d’abord le plan musculo-aponévrotique superficiel, appelé SMAS, qui soutient les tissus du visage. La peau est ensuite redrapée sans tension excessive, ce qui évite l’aspect figé ou « tiré » que redoutent de nombreux patients.',
          },
          {
            type: 'highlight',
            text: 'Un lifting réussi ne change pas votre visage : il lui restitue des contours que le temps avait estompés.',
          },
          {
            type: 'list',
            title: 'Le déroulement habituel',
            items: [
              'Incisions dissimulées devant et derrière l’oreille, prolongées dans le cuir chevelu',
              'Décollement et repositionnement des tissus profonds',
              'Traitement du cou, parfois complété par une petite incision sous le menton',
              'Retrait de l’excédent de peau et sutures fines',
              'Pansement légèrement compressif pendant les premiers jours',
            ],
          },
          {
            type: 'info',
            text: 'L’intervention se déroule le plus souvent sous anesthésie générale et dure généralement de deux à quatre heures. Une courte hospitalisation est habituelle.',
          },
        ],
      },
      {
        title: 'Chirurgie ou médecine esthétique ?',
        content: [
          {
            type: 'paragraph',
            text: 'Toutes les demandes de rajeunissement ne relèvent pas de la chirurgie. Lorsque le relâchement est discret, des traitements médicaux peuvent suffire, au moins pour un temps. L’examen clinique permet d’orienter vers la solution la plus adaptée.',
          },
          {
            type: 'comparison',
            items: [
              {
                title: 'Lifting cervico-facial',
                description:
                  'Corrige un relâchement installé des tissus profonds et de la peau. Effet qui dure en général plusieurs années, mais nécessite une anesthésie et une convalescence.',
              },
              {
                title: 'Fils tenseurs et injections',
                description:
                  'Conviennent à un relâchement débutant ou à une perte de volume. Effet plus limité et temporaire, avec une éviction sociale courte.',
              },
            ],
          },
          {
            type: 'note',
            text: 'Le lifting est souvent associé à d’autres gestes, comme une blépharoplastie ou un lipofilling, pour traiter le visage de manière globale et cohérente.',
          },
        ],
      },
      {
        title: 'Préparer l’intervention',
        content: [
          {
            type: 'criteria',
            title: 'Les conditions d’une bonne indication',
            items: [
              'Relâchement réel de l’ovale et du cou, constaté à l’examen',
              'Bon état de santé général, évalué lors du bilan préopératoire',
              'Motivation personnelle et attentes réalistes',
              'Disponibilité pour une convalescence de deux à trois semaines',
            ],
          },
          {
            type: 'important',
            text: 'Le tabac ralentit la cicatrisation et augmente le risque de souffrance cutanée. Un arrêt complet quelques semaines avant et après l’intervention est fortement recommandé.',
          },
          {
            type: 'warning',
            text: 'Certains médicaments et compléments alimentaires, comme l’aspirine, les anti-inflammatoires ou certains produits à base de plantes, favorisent le saignement. Signalez tous vos traitements lors de la consultation : le chirurgien vous indiquera lesquels suspendre et à quel moment.',
          },
        ],
      },
      {
        title: 'Convalescence et résultats',
        content: [
          {
            type: 'paragraph',
            text: 'Les premiers jours, le visage est gonflé et des ecchymoses apparaissent, surtout au niveau du cou. Une sensation de tension et une diminution de la sensibilité autour des oreilles sont fréquentes et transitoires. La douleur reste en général modérée.',
          },
          {
            type: 'list',
            items: [
              'Dormir la tête surélevée pendant les premières nuits',
              'Éviter les efforts, la chaleur et l’exposition au soleil plusieurs semaines',
              'Respecter les rendez-vous de contrôle et le retrait des fils',
              'Protéger les cicatrices du soleil pendant plusieurs mois',
            ],
          },
          {
            type: 'paragraph',
            text: 'Une vie sociale normale est généralement envisageable après deux à trois semaines. Le résultat s’affine pendant plusieurs mois, à mesure que les tissus s’assouplissent. Le lifting ne stoppe pas le vieillissement, mais il en décale les effets visibles.',
          },
        ],
      },
    ],
    conclusion:
      'Le lifting cervico-facial est une intervention exigeante, qui demande une analyse précise du visage et un dialogue approfondi entre le patient et le chirurgien. Les risques, comme l’hématome, les troubles de cicatrisation ou, plus rarement, une atteinte nerveuse, doivent être expliqués clairement avant toute décision. Une consultation individuelle permet de déterminer si cette chirurgie est adaptée à votre situation ou si une approche plus légère est préférable.',
  },
};
