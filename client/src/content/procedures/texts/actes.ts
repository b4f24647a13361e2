import type { ProcedureContent } from '../types';

/** Procedures outside the categories: the /actes pages (Épilation laser, HydraFacial) and La mésothérapie. */
export const actesTexts: Record<string, ProcedureContent> = {
  'Épilation laser': {
    mainDescription:
      'L’épilation laser réduit durablement la pilosité en ciblant le pigment du poil, la mélanine. L’énergie lumineuse est transformée en chaleur au niveau du follicule, ce qui altère sa capacité à produire un nouveau poil. Elle peut être pratiquée sur la plupart des zones du visage et du corps, chez la femme comme chez l’homme. Le type de laser et les réglages sont adaptés à la couleur de la peau et des poils, ce qui est particulièrement important sur les peaux mates ou foncées. Les poils blancs, gris ou très clairs, pauvres en pigment, répondent mal au traitement. Plusieurs séances sont nécessaires.',
    content: [
      {
        title: 'Anesthésie',
        description:
          'Aucune anesthésie n’est généralement nécessaire. La plupart des appareils intègrent un système de refroidissement de la peau, et la sensation est souvent comparée à un léger picotement ou à un élastique qui claque. Une crème anesthésiante peut être proposée sur les zones sensibles.',
      },
      {
        title: 'Durée de l’intervention',
        description:
          'Une séance dure de quelques minutes pour une petite zone, comme la lèvre supérieure, à environ une heure pour les jambes entières. Les séances sont espacées de plusieurs semaines, selon la zone et le cycle de pousse des poils.',
      },
      {
        title: 'Soins après la séance',
        description:
          'Une rougeur et un léger gonflement autour des poils sont normaux pendant quelques heures. Il faut éviter le soleil, les autobronzants et l’épilation à la cire ou à la pince entre les séances ; le rasage reste possible. Une protection solaire rigoureuse est indispensable sur les zones exposées.',
      },
      {
        title: 'Résultats',
        description:
          'La pilosité diminue progressivement au fil des séances ; plusieurs séances, souvent six à huit, sont généralement nécessaires. Les poils qui persistent sont plus fins et plus clairs. Des séances d’entretien peuvent être utiles, notamment en cas de facteur hormonal.',
      },
    ],
  },
  HydraFacial: {
    mainDescription:
      'Le HydraFacial est un soin du visage non invasif qui associe, en une seule séance, nettoyage, exfoliation douce, extraction des impuretés par aspiration et application de sérums hydratants et antioxydants. Réalisé à l’aide d’un embout spécifique, il convient à la plupart des types de peau, y compris les peaux sensibles. Il est souvent proposé pour un teint terne, une peau déshydratée, des pores dilatés ou encombrés, ou avant un événement. Il ne remplace pas un traitement dermatologique en cas d’acné active importante ou de maladie de peau, qui nécessitent un avis médical.',
    content: [
      {
        title: 'Anesthésie',
        description:
          'Aucune anesthésie n’est nécessaire. Le soin est indolore et généralement décrit comme agréable, avec une simple sensation de fraîcheur et d’aspiration légère pendant les étapes d’exfoliation et d’extraction. Il peut être interrompu à tout moment si besoin.',
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
          'La peau paraît plus nette, plus lumineuse et mieux hydratée dès la fin de la séance. L’effet est temporaire ; un soin régulier, souvent mensuel, est généralement conseillé pour entretenir la qualité de la peau.',
      },
    ],
  },
  'La mésothérapie': {
    mainDescription:
      'La mésothérapie esthétique consiste à injecter de façon très superficielle, par de multiples micro-injections, un mélange de principes actifs choisis selon les besoins : acide hyaluronique non réticulé, vitamines, acides aminés ou minéraux. Sur le visage, le cou et le décolleté, elle vise à hydrater la peau en profondeur, à améliorer son éclat et à atténuer les ridules. Sur le cuir chevelu, elle peut être proposée en complément de la prise en charge d’une chute de cheveux. Elle s’adresse aux personnes qui souhaitent entretenir la qualité de leur peau sans chirurgie.',
    content: [
      {
        title: 'Anesthésie',
        description:
          'Une crème anesthésiante est souvent appliquée avant la séance pour limiter l’inconfort des micro-injections. Aucune autre anesthésie n’est nécessaire, et la séance est généralement bien tolérée, y compris par les personnes sensibles.',
      },
      {
        title: 'Durée de l’intervention',
        description:
          'La séance dure généralement de vingt à quarante-cinq minutes, selon les zones traitées. Un programme initial de plusieurs séances, espacées de deux à quatre semaines, est habituellement proposé, suivi de séances d’entretien plus espacées.',
      },
      {
        title: 'Soins après la séance',
        description:
          'De petites papules et rougeurs apparaissent aux points d’injection et disparaissent généralement en quelques heures à un jour ; de petits hématomes sont possibles. Il est conseillé d’éviter le maquillage le jour même, ainsi que le soleil et la chaleur pendant quelques jours.',
      },
      {
        title: 'Résultats',
        description:
          'La peau gagne progressivement en hydratation et en éclat au fil des séances. Les effets sont temporaires et s’entretiennent par des séances régulières, dont le rythme est défini avec le médecin selon la qualité de la peau.',
      },
    ],
  },
};
