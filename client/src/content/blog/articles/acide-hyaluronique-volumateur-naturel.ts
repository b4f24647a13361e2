import { summaryOf } from '../summaries';
import type { Article } from '../types';

/** Title, dates, tags… are in ../summaries.ts (the mosaic reads them without the body). */
export const acideHyaluroniqueVolumateurNaturel: Article = {
  ...summaryOf('acide-hyaluronique-volumateur-naturel'),
  content: {
    introduction:
      'On associe souvent le vieillissement du visage aux rides. Pourtant, la perte de volume joue un rôle tout aussi important : les pommettes s’aplatissent, les tempes se creusent, l’ovale se relâche et le visage paraît plus fatigué. L’acide hyaluronique volumateur permet de restaurer ces reliefs de manière progressive et réversible. Bien utilisé, il redonne de la structure au visage sans modifier son identité.',
    sections: [
      {
        title: 'Qu’est-ce que l’acide hyaluronique ?',
        content: [
          {
            type: 'paragraph',
            text: 'L’acide hyaluronique est une molécule naturellement présente dans l’organisme, notamment dans la peau, où elle retient l’eau et contribue à sa souplesse. Sa quantité diminue avec l’âge. Les produits injectables sont des gels d’acide hyaluronique de synthèse, plus ou moins réticulés, c’est-à-dire plus ou moins denses et résistants.',
          },
          {
            type: 'info',
            text: 'Les gels dits volumateurs sont les plus denses. Injectés en profondeur, souvent au contact de l’os, ils servent à recréer un soutien et des reliefs, alors que les gels plus fluides sont réservés aux ridules et à l’hydratation de la peau.',
          },
        ],
      },
      {
        title: 'Les zones concernées',
        content: [
          {
            type: 'grid',
            items: [
              'Pommettes',
              'Tempes',
              'Menton',
              'Ligne de la mâchoire',
              'Cernes creusés',
              'Sillons nasogéniens',
            ],
          },
          {
            type: 'indicators',
            title: 'Ce que l’on cherche à corriger',
            items: [
              {
                title: 'Perte de volume des pommettes',
                description: 'Le milieu du visage s’aplatit et accentue les sillons et les cernes.',
              },
              {
                title: 'Creux des tempes',
                description: 'Un creusement qui durcit le regard et donne un air fatigué.',
              },
              {
                title: 'Menton et mâchoire peu définis',
                description: 'Un manque de projection qui rend le profil et l’ovale moins nets.',
              },
            ],
          },
        ],
      },
      {
        title: 'La mesure avant tout',
        content: [
          {
            type: 'paragraph',
            text: 'Les résultats trop visibles, avec des pommettes disproportionnées ou un visage gonflé, ont longtemps nui à l’image des injections. Une approche moderne consiste à raisonner en termes d’équilibre du visage plutôt que de ride isolée : restaurer un point d’appui, comme la pommette, suffit parfois à atténuer plusieurs signes à la fois.',
          },
          {
            type: 'highlight',
            text: 'Un bon résultat est celui que l’entourage ne repère pas : on vous trouve reposé, sans deviner pourquoi.',
          },
          {
            type: 'criteria',
            title: 'Les principes d’un résultat harmonieux',
            items: [
              'Analyse du visage de face, de profil et en mouvement',
              'Respect des proportions et de l’asymétrie naturelle',
              'Quantités mesurées, éventuellement complétées lors d’une seconde séance',
              'Choix du produit adapté à chaque zone',
            ],
          },
        ],
      },
      {
        title: 'Le déroulement d’une séance',
        content: [
          {
            type: 'list',
            items: [
              'Consultation : examen, photographies, discussion des attentes et des antécédents',
              'Désinfection soigneuse de la peau',
              'Injection à l’aiguille ou à la canule, avec un gel contenant le plus souvent un anesthésiant local',
              'Modelage doux et contrôle du résultat en fin de séance',
            ],
          },
          {
            type: 'note',
            text: 'La séance dure généralement de trente minutes à une heure. Un léger gonflement, des rougeurs ou de petits hématomes peuvent apparaître et disparaissent en général en quelques jours. Il est conseillé d’éviter le maquillage, le sport intense et la chaleur pendant un ou deux jours.',
          },
        ],
      },
      {
        title: 'Sécurité et précautions',
        content: [
          {
            type: 'warning',
            items: [
              {
                title: 'Complication vasculaire',
                description:
                  'Rare mais sérieuse, l’injection accidentelle dans un vaisseau peut compromettre la vascularisation de la peau. Une douleur vive ou un blanchiment de la peau imposent de contacter immédiatement le médecin.',
              },
              {
                title: 'Nodules et inflammation',
                description:
                  'De petites irrégularités ou réactions inflammatoires peuvent survenir, parfois à distance de l’injection.',
              },
              {
                title: 'Infection',
                description: 'Rare lorsque les règles d’asepsie sont respectées.',
              },
            ],
          },
          {
            type: 'contraindications',
            title: 'Situations où l’injection est différée ou déconseillée',
            items: [
              'Grossesse ou allaitement',
              'Infection, poussée d’herpès ou inflammation sur la zone',
              'Maladie auto-immune non stabilisée',
              'Antécédent d’allergie à l’un des composants',
            ],
          },
          {
            type: 'important',
            text: 'L’acide hyaluronique peut être dissous par une enzyme, la hyaluronidase, en cas de complication ou de résultat insatisfaisant. C’est un élément de sécurité important, qui suppose que l’injecteur sache la manier.',
          },
        ],
      },
      {
        title: 'Combien de temps dure le résultat ?',
        content: [
          {
            type: 'paragraph',
            text: 'Le gel se résorbe progressivement. La durée de l’effet varie selon le produit, la zone, le métabolisme et le mode de vie ; pour les gels volumateurs, elle est souvent comprise entre un an et dix-huit mois, parfois davantage.',
          },
          {
            type: 'paragraph',
            text: 'Comme le produit se résorbe lentement, le visage ne retrouve pas brutalement son aspect antérieur. Les séances d’entretien peuvent souvent être plus légères que la première. Les deux traitements ci-dessous sont d’ailleurs fréquemment associés, car ils agissent sur des mécanismes différents.',
          },
          {
            type: 'comparison',
            items: [
              {
                title: 'Acide hyaluronique',
                description:
                  'Restaure les volumes et comble les creux. Effet immédiat, réversible et progressif à la résorption.',
              },
              {
                title: 'Toxine botulique',
                description:
                  'Détend les muscles responsables des rides d’expression. Elle ne restaure aucun volume.',
              },
            ],
          },
        ],
      },
    ],
    conclusion:
      'L’acide hyaluronique volumateur permet de redonner au visage ses points d’appui et sa structure, à condition d’être utilisé avec mesure et une bonne connaissance de l’anatomie. Le résultat, immédiat et réversible, s’inscrit dans une démarche progressive. Une consultation individuelle permet d’analyser votre visage, de vérifier l’absence de contre-indication et de construire un plan de traitement respectueux de vos traits.',
  },
};
