import type { ProcedureContent } from '../../types';

/** HydraFacial. */
const text: ProcedureContent = {
  mainDescription:
    'Le HydraFacial est un soin du visage non invasif qui associe, en une seule séance, nettoyage, exfoliation douce, extraction des impuretés par aspiration et application de sérums hydratants et antioxydants. Réalisé à l’aide d’un embout spécifique, il convient à la plupart des types de peau, y compris les peaux sensibles. Il est souvent proposé pour un teint terne, une peau déshydratée, des pores dilatés ou encombrés, ou avant un événement. Il ne remplace pas un traitement dermatologique en cas d’acné active importante ou de maladie de peau, qui nécessitent un avis médical.',
  content: [
    {
      title: 'Anesthésie',
      description:
        'Aucune anesthésie n’est nécessaire. Le soin est généralement bien toléré, souvent décrit comme agréable, avec une simple sensation de fraîcheur et d’aspiration légère pendant les étapes d’exfoliation et d’extraction. Il peut être interrompu à tout moment si besoin.',
    },
    {
      title: 'Durée de l’intervention',
      description:
        'Un soin dure généralement de trente minutes à une heure, selon le protocole choisi et les éventuelles zones ajoutées, comme le cou ou le décolleté. La reprise des activités est immédiate.',
    },
    {
      title: 'Soins après la séance',
      description:
        'Une légère rougeur peut persister quelques heures. Il est conseillé d’éviter le maquillage le jour même, les gommages et les produits irritants pendant quelques jours, et d’appliquer une protection solaire. Une hydratation régulière prolonge les bénéfices du soin.',
    },
    {
      title: 'Résultats',
      description:
        'La peau paraît souvent plus nette et mieux hydratée dès la fin de la séance, selon les personnes. L’effet est temporaire ; un soin régulier, souvent mensuel, est généralement conseillé pour entretenir la qualité de la peau.',
    },
  ],
  risks:
    'Une rougeur légère, une sensation de chaleur ou de tiraillement sont possibles pendant quelques heures. Plus rarement surviennent une irritation, une poussée de boutons ou une réaction à l’un des produits appliqués. Le soin est déconseillé sur une peau irritée, une acné inflammatoire importante ou une lésion non diagnostiquée, et le médecin vérifie ces points avant la séance.',
};

export default text;
